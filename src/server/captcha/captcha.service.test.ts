import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AltchaChallenge } from '../../contract/captcha';
import type { OpenDatabase } from '../db/database';
import { fixedKeyRing } from '../platform/keys/key-ring';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { botCheckKeys } from './bot-check-keys';
import {
  BOT_CHECK_ALGORITHM,
  BOT_CHECK_COST,
  BOT_CHECK_COUNTER_MAX,
  BOT_CHECK_COUNTER_MIN,
  BOT_CHECK_TTL_MS,
} from './bot-check-settings';
import { createBotCheckChallenge, verifyBotCheck } from './captcha.service';
import { canonicalJson, checkSolution, decodeBotCheckPayload } from './solution-check';

const SECRET = 'captcha-test-secret-captcha-test-secret';
const KEYS = fixedKeyRing(SECRET);
const NOW = new Date('2026-11-21T04:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

async function solved(challenge: AltchaChallenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('not solved');
  return solution;
}

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

async function solvedPayload(now = NOW, secret = SECRET) {
  const challenge = await createBotCheckChallenge(fixedKeyRing(secret), now);
  return encode({ challenge, solution: await solved(challenge) });
}

describe("decision 0018: the bot check's cost", () => {
  // The work, counted rather than timed: how long it takes is the machine's, how many derivations the server asks
  // for is ours (bot-check-settings.ts prices one at about 0.25 ms in Node on one core).
  it('a challenge takes the solver between COUNTER_MIN and COUNTER_MAX + 1 derivations, each of BOT_CHECK_COST', async () => {
    for (let run = 0; run < 5; run++) {
      const challenge = await createBotCheckChallenge(KEYS, NOW);
      const costs: number[] = [];
      const counting: typeof deriveKey = (parameters, salt, password) => {
        costs.push(parameters.algorithm === BOT_CHECK_ALGORITHM ? (parameters.cost ?? 0) : Number.NaN);
        return deriveKey(parameters, salt, password);
      };
      const solution = await solveChallenge({ challenge, deriveKey: counting });
      expect(solution?.counter).toBe(costs.length - 1);
      expect(costs.length).toBeGreaterThan(BOT_CHECK_COUNTER_MIN);
      expect(costs.length).toBeLessThanOrEqual(BOT_CHECK_COUNTER_MAX + 1);
      expect(new Set(costs)).toEqual(new Set([BOT_CHECK_COST]));
    }
  });
});

describe.each(TEST_DATABASE_KINDS)('verifyBotCheck (decision 0018) on %s', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  it('a fresh solution passes once; "a replayed … solution answers -5 with data timeout-or-duplicate"', async () => {
    const payload = await solvedPayload();
    expect(await verifyBotCheck(database.db, KEYS, payload, NOW)).toEqual({ ok: true });
    expect(await verifyBotCheck(database.db, KEYS, payload, later(1000))).toEqual({
      ok: false,
      reason: 'timeout-or-duplicate',
    });
  });

  it('two logins racing with one solution: exactly one passes (the atomic insert)', async () => {
    const payload = await solvedPayload();
    const results = await Promise.all([1, 2, 3].map(() => verifyBotCheck(database.db, KEYS, payload, NOW)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it.each([
    [-1, { ok: true }],
    [0, { ok: false, reason: 'timeout-or-duplicate' }],
    [1, { ok: false, reason: 'timeout-or-duplicate' }],
  ])('"Challenges live 5 minutes": checked %i ms from the end, by the server clock', async (offset, expected) => {
    const payload = await solvedPayload();
    expect(await verifyBotCheck(database.db, KEYS, payload, later(BOT_CHECK_TTL_MS + offset))).toEqual(expected);
  });

  it('an expired solution is refused even when it was never used', async () => {
    const payload = await solvedPayload(later(-BOT_CHECK_TTL_MS - 60_000));
    expect(await verifyBotCheck(database.db, KEYS, payload, NOW)).toEqual({
      ok: false,
      reason: 'timeout-or-duplicate',
    });
  });

  it('stores the challenge signature and drops signatures past their expiry', async () => {
    const challenge = await createBotCheckChallenge(KEYS, NOW);
    await verifyBotCheck(database.db, KEYS, encode({ challenge, solution: await solved(challenge) }), NOW);
    const stored = await database.db
      .selectFrom('captcha_replays')
      .select(['signature', 'expires_at'])
      .where('signature', '=', challenge.signature ?? '')
      .executeTakeFirstOrThrow();
    expect(stored.expires_at).toEqual(new Date((challenge.parameters.expiresAt ?? 0) * 1000));
    // A later verification cleans up: the expiry check refuses these anyway.
    await verifyBotCheck(
      database.db,
      KEYS,
      await solvedPayload(later(BOT_CHECK_TTL_MS + 1)),
      later(BOT_CHECK_TTL_MS + 1),
    );
    const left = await database.db
      .selectFrom('captcha_replays')
      .select('signature')
      .where('signature', '=', challenge.signature ?? '')
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });
});

describe.each(TEST_DATABASE_KINDS)(
  '"any other failing solution answers -5 with invalid-input-response" on %s',
  (kind) => {
    let database: OpenDatabase;
    let challenge: AltchaChallenge;
    let solution: Awaited<ReturnType<typeof solved>>;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      challenge = await createBotCheckChallenge(KEYS, NOW);
      solution = await solved(challenge);
    });
    afterAll(async () => database.close());

    const invalid = { ok: false, reason: 'invalid-input-response' };
    const withParameters = (change: Record<string, unknown>) => ({
      challenge: { ...challenge, parameters: { ...challenge.parameters, ...change } },
      solution,
    });

    it.each<[string, () => string]>([
      ['not base64 JSON', () => '%%%not-base64%%%'],
      ['JSON of another shape', () => encode({ hello: 'world' })],
      ['an empty string', () => ''],
      ['a cheaper cost than signed', () => encode(withParameters({ cost: 1 }))],
      [
        'a later expiry than signed',
        () => encode(withParameters({ expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 })),
      ],
      ['an added parameter', () => encode(withParameters({ data: { who: 'me' } }))],
      ['no signature', () => encode({ challenge: { parameters: challenge.parameters }, solution })],
      ['a wrong derived key', () => encode({ challenge, solution: { ...solution, derivedKey: 'ab'.repeat(32) } })],
      [
        'an upper-case derived key',
        () => encode({ challenge, solution: { ...solution, derivedKey: solution.derivedKey.toUpperCase() } }),
      ],
      [
        'an odd-length derived key',
        () => encode({ challenge, solution: { ...solution, derivedKey: solution.derivedKey.slice(1) } }),
      ],
    ])('%s', async (_name, payload) => {
      expect(await verifyBotCheck(database.db, KEYS, payload(), NOW)).toEqual(invalid);
    });

    it('a challenge signed with another secret', async () => {
      const payload = await solvedPayload(NOW, 'another-secret-another-secret-another');
      expect(await verifyBotCheck(database.db, KEYS, payload, NOW)).toEqual(invalid);
    });

    it('a challenge of ours without a signed key (not deterministic) or without an expiry', async () => {
      const keys = botCheckKeys(SECRET);
      const base = { algorithm: 'PBKDF2/SHA-256', cost: 10, deriveKey, hmacSignatureSecret: keys.challenge };
      const open = await createChallenge({ ...base, keyPrefix: '0', expiresAt: later(60_000) });
      const noExpiry = await createChallenge({ ...base, counter: 5, hmacKeySignatureSecret: keys.derivedKey });
      for (const other of [open, noExpiry]) {
        const payload = encode({ challenge: other, solution: await solved(other) });
        expect(await verifyBotCheck(database.db, KEYS, payload, NOW)).toEqual(invalid);
      }
    });
  },
);

describe("the same verdicts as altcha-lib's verifySolution (which checks expiry by the machine's clock)", () => {
  it('agrees on a good solution and on tampered ones', async () => {
    const keys = botCheckKeys(SECRET);
    const now = new Date();
    const challenge = await createBotCheckChallenge(KEYS, now);
    const solution = await solved(challenge);
    const cases = [
      { challenge, solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 2 } }, solution },
      { challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } },
    ];
    for (const payload of cases) {
      const library = await verifySolution({
        ...payload,
        deriveKey,
        hmacSignatureSecret: keys.challenge,
        hmacKeySignatureSecret: keys.derivedKey,
      });
      const decoded = decodeBotCheckPayload(encode(payload));
      expect(decoded).toBeDefined();
      const ours = decoded ? checkSolution(decoded, [keys], now) : undefined;
      expect(ours?.ok).toBe(library.verified);
    }
  });
});

describe('canonical JSON (altcha-lib signs the parameters in this form)', () => {
  it('sorts object keys at every depth, leaves undefined values out and arrays as they are, like altcha-lib', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"z":1,"y":2}]},"b":1}',
    );
    expect(canonicalJson('text')).toBe('"text"');
  });
});
