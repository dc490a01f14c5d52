import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/contract/redeem';
import { openTestApp, type TestApp } from '../../src/server/testing/test-app';
import { CONTRACT_CALLS, pathOf } from './support/contract-calls';

// Issue 18 finding 9 (decision 0105): generated malformed requests to every call of the contract, anonymous. None
// gets a server error, every enveloped answer is the envelope of spec §7, and nothing in the database changes.

/** Rows that record an attempt by design (an admin sign-in attempt is kept for the audit, decision 0012). */
const LOGGED_ON_PURPOSE = new Set(['admin_login_attempts', 'limit_windows']);
const RUNS = 300;

const idArbitrary = fc.oneof(
  fc.constant('CAMPAIGN'),
  fc.integer({ min: -2, max: 3 }).map(String),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('1e3', '0x10', '9'.repeat(30), '%00', '..', '%2F'),
);

const queryArbitrary = fc.dictionary(
  fc.constantFrom('token', 'code', 'orderID', 'id', 'from', 'to', 'type', 'refresh', '__proto__', 'x'),
  fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String), fc.constant('')),
  { maxKeys: 4 },
);

const bodyArbitrary = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
  fc
    .record({
      rewards: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
      id: fc.jsonValue({ maxDepth: 1 }),
      token: fc.jsonValue({ maxDepth: 1 }),
      promoid: fc.string({ maxLength: 10 }),
      code: fc.string({ maxLength: 10 }),
    })
    .map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
  fc.string({ maxLength: 200 }).map((payload) => ({ type: 'application/json', payload })),
  fc.string({ maxLength: 200 }).map((payload) => ({ type: 'text/plain', payload })),
  fc.constant({ type: 'application/json', payload: '{"__proto__":{"polluted":1}}' }),
  fc.constant({ type: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' }),
  fc.constant(undefined),
);

const headerArbitrary = fc.record(
  {
    [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: fc.oneof(fc.string({ maxLength: 140 }), fc.uuid()),
    'x-captcha-response': fc.string({ maxLength: 100 }),
    cookie: fc.string({ maxLength: 60 }).map((value) => `promo_session=${encodeURIComponent(value)}`),
    'x-signature': fc.string({ maxLength: 80 }),
    'x-timestamp': fc.oneof(fc.integer().map(String), fc.string({ maxLength: 12 })),
  },
  { requiredKeys: [] },
);

const isEnvelope = (body: unknown): boolean => {
  if (typeof body !== 'object' || body === null || !('status' in body) || !('data' in body)) return false;
  const { status } = body as { status: unknown };
  return typeof status === 'object' && status !== null && Number.isInteger((status as { id?: unknown }).id);
};

describe('fuzzing every call of the contract (issue 18 #9)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await openTestApp('pglite', { rateLimitIpFactor: 1_000 });
  });
  afterAll(async () => testApp.close());

  async function rowCounts(): Promise<Record<string, number>> {
    const tables = await testApp.database.db.introspection.getTables();
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      if (LOGGED_ON_PURPOSE.has(name) || name.startsWith('kysely_')) continue;
      const row = await testApp.database.db
        .selectFrom(name as never)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      counts[name] = Number((row as { count: string }).count);
    }
    return counts;
  }

  it(`${RUNS} malformed requests: no 5xx, the envelope, the database unchanged`, async () => {
    const before = await rowCounts();
    const callNames = fc.constantFrom(...CONTRACT_CALLS.map((each) => each.name));
    await fc.assert(
      fc.asyncProperty(
        callNames,
        idArbitrary,
        queryArbitrary,
        bodyArbitrary,
        headerArbitrary,
        async (name, id, query, body, headers) => {
          const target = CONTRACT_CALLS.find((each) => each.name === name);
          if (target === undefined) throw new Error(`no call ${name}`);
          const path = pathOf(target, id === 'CAMPAIGN' ? testApp.campaignId : id);
          const search = new URLSearchParams(query).toString();
          const answer = await testApp.app.inject({
            method: target.method,
            url: search === '' ? path : `${path}?${search}`,
            headers: { ...headers, ...(body === undefined ? {} : { 'content-type': body.type }) },
            ...(body === undefined || target.method === 'GET' ? {} : { payload: body.payload }),
          });
          expect(answer.statusCode, `${target.name} ${answer.body}`).toBeLessThan(500);
          const isJson = String(answer.headers['content-type'] ?? '').startsWith('application/json');
          const successOfPlainCall = target.kind !== 'envelope' && answer.statusCode === 200;
          if (!successOfPlainCall) {
            expect(isJson, `${target.name} ${answer.statusCode} ${answer.headers['content-type']}`).toBe(true);
            expect(isEnvelope(answer.json()), `${target.name} ${answer.body}`).toBe(true);
          }
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 18) },
    );
    expect(await rowCounts()).toEqual(before);
  });
});
