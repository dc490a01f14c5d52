import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInquiryCall } from '../../src/contract/admin';
import { type AnyCall, buildPath, withQuery } from '../../src/contract/envelope';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/contract/redeem';
import { ADMIN_ROLES, type AdminRole } from '../../src/domain/admin-roles';
import { type AdminTestApp, openAdminTestApp, testAdminEmail } from '../../src/server/admin/testing/admin-test-app';
import { signInAs } from '../../src/server/testing/sign-in';
import { openTestApp, type TestApp } from '../../src/server/testing/test-app';
import { TEST_DATABASE_KINDS } from '../../src/server/testing/test-database';
import { CALL_EXAMPLES, type ExampleContext, type ExampleRequest } from './support/call-examples';
import { CONTRACT_CALLS, pathOf } from './support/contract-calls';

// Decision 0105: generated malformed requests to every call of the contract, anonymous. None
// gets a server error, every enveloped answer is the envelope of spec §7, and nothing in the database changes.
// Decision 0180: and the audit's probes, for every call, anonymous, as a cardholder and as each admin role: a NUL in
// each text field, 2^31 and -1 in each number, and 2^31, -1 and 0 as the path's id, in an otherwise well-formed
// request. None gets a server error; each is refused as malformed (400) unless a guard refused the caller first.

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

describe('fuzzing every call of the contract (decision 0105)', () => {
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
    // Decision 0200: the VAPID key pair is made once, on its first read by any caller; made before the count, the
    // probes' answers are judged on what they change themselves.
    await testApp.app.inject({ method: 'GET', url: '/api/push/key' });
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

// ---- decision 0180: the audit's probes -------------------------------------------------------------------------

type Path = readonly (string | number)[];
type Leaf = { readonly path: Path; readonly value: string | number };

/** Every string and number inside a query or body, with where it sits. */
function leavesOf(value: unknown, path: Path = []): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  }
  return [];
}

function withLeaf(root: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
  copy[head] = withLeaf(copy[head], rest, replacement);
  return copy;
}

interface Probe {
  readonly label: string;
  readonly id: string;
  readonly query: Readonly<Record<string, unknown>> | undefined;
  readonly body: unknown;
  /** Whether the contract must refuse it (a free-form number, such as an analytics detail, need not be). */
  readonly refused: boolean;
}

const BEYOND_AN_ID = [2 ** 31, -1];
const PATH_IDS = ['2147483648', '-1', '0'];

function probesOf(call: AnyCall, example: ExampleRequest, campaignId: number): Probe[] {
  const base = { id: String(example.id ?? campaignId), query: example.query, body: example.body };
  const probes: Probe[] = call.fullPath.includes('{')
    ? PATH_IDS.map((id) => ({ ...base, label: `path id ${id}`, id, refused: true }))
    : [];
  for (const part of ['query', 'body'] as const) {
    for (const { path, value } of leavesOf(base[part])) {
      const where = `${part}.${path.join('.')}`;
      const variants =
        typeof value === 'string'
          ? [{ label: `NUL in ${where}`, value: `${value}\u0000`, refused: true }]
          : BEYOND_AN_ID.map((number) => ({
              label: `${number} in ${where}`,
              value: number,
              refused: !path.includes('detail'),
            }));
      for (const variant of variants) {
        probes.push({
          ...base,
          [part]: withLeaf(base[part], path, variant.value),
          label: variant.label,
          refused: variant.refused,
        });
      }
    }
  }
  return probes;
}

type ProbeCaller = 'anonymous' | 'cardholder' | AdminRole;

/** The caller was turned away before the request was read: no session, the wrong one, a role, a limit, no route. */
function refusedBeforeReading(statusCode: number, body: unknown): boolean {
  if ([401, 403, 404, 429].includes(statusCode)) return true;
  const id = (body as { status?: { id?: unknown } } | undefined)?.status?.id;
  return statusCode === 200 && (id === 1 || id === -1);
}

describe.each(TEST_DATABASE_KINDS)("the audit's probes on every call (decision 0180) on %s", (kind) => {
  let testApp: AdminTestApp;
  const cookies: Partial<Record<ProbeCaller, string>> = {};
  const contexts: Partial<Record<ProbeCaller, ExampleContext>> = {};

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind, { rateLimitIpFactor: 1_000 });
    const db = testApp.db;
    const cardholder = await db
      .selectFrom('cardholders')
      .select('id')
      .where('promo_code', '=', 'OFFLINE1')
      .executeTakeFirstOrThrow();
    const order = await db
      .selectFrom('orders')
      .select('id')
      .where('cardholder_id', '=', cardholder.id)
      .executeTakeFirstOrThrow();
    const bonus = await db
      .selectFrom('transactions')
      .select('id')
      .where('bonus_kind', 'is not', null)
      .executeTakeFirstOrThrow();
    cookies.cardholder = await signInAs(testApp.app, db, 'SPEND042', { ip: '10.78.0.1' });
    for (const [index, role] of ADMIN_ROLES.entries())
      cookies[role] = await testApp.adminCookie(`10.78.1.${index}`, role);
    const viewer = await db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', testAdminEmail('viewer'))
      .executeTakeFirstOrThrow();
    const shared = {
      campaignId: testApp.campaignId,
      userID: cardholder.id,
      orderID: order.id,
      adminId: viewer.id,
      bonusTransactionId: bonus.id,
    };
    for (const caller of ['anonymous', 'cardholder', ...ADMIN_ROLES] as const) {
      contexts[caller] = { ...shared, token: await tokenFor(cookies[caller] ?? cookies.owner ?? '') };
    }
  });
  afterAll(async () => testApp.close());

  /** The caller's own look-up token (decision 0183); the owner's for callers who may not look up. */
  async function tokenFor(cookie: string): Promise<string> {
    const code = 'DEMO-OFFLINE1';
    const answer = await testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(adminInquiryCall, { id: testApp.campaignId }), { code }),
      headers: { cookie },
      payload: { code, id: testApp.campaignId },
    });
    return answer.json().data?.token ?? 'no-token';
  }

  it('every call has a well-formed example to probe from', () => {
    expect(CONTRACT_CALLS.map((call) => call.name).filter((name) => CALL_EXAMPLES[name] === undefined)).toEqual([]);
  });

  it('NUL in every text, 2^31 and -1 in every number and id: never a 5xx, and refused as malformed', async () => {
    let sent = 0;
    const problems: string[] = [];
    for (const caller of ['anonymous', 'cardholder', ...ADMIN_ROLES] as const) {
      const context = contexts[caller];
      if (context === undefined) throw new Error(`no context for ${caller}`);
      const cookie = cookies[caller];
      for (const call of CONTRACT_CALLS) {
        const example: ExampleRequest = CALL_EXAMPLES[call.name]?.(context) ?? {};
        for (const probe of probesOf(call, example, testApp.campaignId)) {
          sent += 1;
          const query =
            probe.query === undefined ? '' : new URLSearchParams(probe.query as Record<string, string>).toString();
          const answer = await testApp.app.inject({
            method: call.method,
            url: `${pathOf(call, probe.id)}${query === '' ? '' : `?${query}`}`,
            remoteAddress: `10.79.${Math.floor(sent / 250)}.${sent % 250}`,
            headers: { ...example.headers, ...(cookie === undefined ? {} : { cookie }) },
            ...(probe.body === undefined ? {} : { payload: probe.body as object }),
          });
          const where = `${call.name} as ${caller}, ${probe.label}: HTTP ${answer.statusCode} ${answer.body.slice(0, 160)}`;
          if (answer.statusCode >= 500) problems.push(where);
          else if (
            probe.refused &&
            answer.statusCode !== 400 &&
            !refusedBeforeReading(answer.statusCode, answer.json())
          ) {
            problems.push(where);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Six callers, every call: the probes are many.
    expect(sent).toBeGreaterThan(1_000);
  });
});
