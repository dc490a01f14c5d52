import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { type CardholderRead, readAsCardholder } from './cardholder-read.repository';
import { isCardholderLookup } from './sessions/session-guards';
import { settleSessionLookup } from './sessions/session-lookup';
import { needsTouch, SESSION_LIMITS, sessionBounds } from './sessions/session-policy';
import { findSession, type SessionSubject } from './sessions/sessions.repository';
import { sha256Hex } from './token-crypto';

// Decision 0193: a data call's statement judges the session itself (whether to count its per-session hit, read its
// data and restart its idle time). It must judge exactly as session-policy.ts and session-lookup.ts do, at every
// edge: each case below is written as a session row, read by the statement, and compared with the TypeScript rules
// applied to the row the statement answered.

const MINUTE_MS = 60_000;
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);

/** The cardholder's id as the read's data: present exactly when the statement read the data. */
const idRead: CardholderRead<string | null> = {
  json: (cardholderId) => sql<string>`(select ${cardholderId}::text)`,
  answer: (json) => json,
};

type Subject = 'registered cardholder' | 'blocked cardholder' | 'pending cardholder' | 'admin' | 'disabled admin';

interface Case {
  readonly subject: Subject;
  /** last_seen_at relative to now (ms; negative is before). */
  readonly seen: number;
  /** expires_at relative to now. */
  readonly expires: number;
  readonly revoked?: boolean;
  /** A microsecond part the row's Date cannot hold (a time written by the database itself). */
  readonly micros?: number;
}

const CARDHOLDER_IDLE = SESSION_LIMITS.cardholder.idleMs;
const ADMIN_IDLE = SESSION_LIMITS.admin.idleMs;
const HOUR_MS = 60 * MINUTE_MS;

const CASES: readonly Case[] = [
  { subject: 'registered cardholder', seen: -1, expires: HOUR_MS },
  { subject: 'registered cardholder', seen: -MINUTE_MS + 1, expires: HOUR_MS },
  { subject: 'registered cardholder', seen: -MINUTE_MS, expires: HOUR_MS },
  { subject: 'registered cardholder', seen: -MINUTE_MS - 1, expires: HOUR_MS },
  { subject: 'registered cardholder', seen: -CARDHOLDER_IDLE + 1, expires: HOUR_MS },
  { subject: 'registered cardholder', seen: -CARDHOLDER_IDLE, expires: HOUR_MS },
  { subject: 'registered cardholder', seen: -CARDHOLDER_IDLE - 1, expires: HOUR_MS },
  { subject: 'registered cardholder', seen: -CARDHOLDER_IDLE, expires: HOUR_MS, micros: 500 },
  { subject: 'registered cardholder', seen: -MINUTE_MS, expires: HOUR_MS, micros: 999 },
  { subject: 'registered cardholder', seen: -1, expires: 1 },
  { subject: 'registered cardholder', seen: -1, expires: 0 },
  { subject: 'registered cardholder', seen: -1, expires: 0, micros: 700 },
  { subject: 'registered cardholder', seen: -1, expires: -1 },
  { subject: 'registered cardholder', seen: -2 * MINUTE_MS, expires: HOUR_MS, revoked: true },
  { subject: 'blocked cardholder', seen: -2 * MINUTE_MS, expires: HOUR_MS },
  { subject: 'pending cardholder', seen: -1, expires: HOUR_MS },
  { subject: 'admin', seen: -2 * MINUTE_MS, expires: HOUR_MS },
  { subject: 'admin', seen: -ADMIN_IDLE + 1, expires: HOUR_MS },
  { subject: 'admin', seen: -ADMIN_IDLE, expires: HOUR_MS },
  { subject: 'admin', seen: -CARDHOLDER_IDLE + 1, expires: HOUR_MS },
  { subject: 'disabled admin', seen: -2 * MINUTE_MS, expires: HOUR_MS },
];

const PROMO_CODES: Partial<Record<Subject, string>> = {
  'registered cardholder': 'SPEND042',
  'blocked cardholder': 'BLOCKED1',
  'pending cardholder': 'PENDING1',
};

describe.each(TEST_DATABASE_KINDS)(
  'a data call’s statement judges a session as session-policy.ts does, on %s',
  (kind) => {
    let database: OpenDatabase;
    let adminId: number;
    let disabledAdminId: number;
    let caseNumber = 0;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await seedTestDemo(database.db);
      const admin = await database.db
        .selectFrom('admins')
        .select(['id', 'password_hash', 'role'])
        .where('email', '=', TEST_ADMIN.email)
        .executeTakeFirstOrThrow();
      adminId = admin.id;
      const disabled = await database.db
        .insertInto('admins')
        .values({
          email: 'gone@demo.local',
          password_hash: admin.password_hash,
          role: admin.role,
          disabled_at: TEST_NOW,
          totp_secret: null,
          totp_pending_secret: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      disabledAdminId = disabled.id;
    });
    afterAll(async () => database.close());

    async function subjectOf(subject: Subject): Promise<SessionSubject> {
      if (subject === 'admin') return { kind: 'admin', adminId };
      if (subject === 'disabled admin') return { kind: 'admin', adminId: disabledAdminId };
      const row = await database.db
        .selectFrom('cardholders')
        .select('id')
        .where('promo_code', '=', PROMO_CODES[subject] ?? '')
        .executeTakeFirstOrThrow();
      return { kind: 'cardholder', cardholderId: row.id };
    }

    /** A session row as the case says; answers its id hash. */
    async function sessionRow(each: Case): Promise<string> {
      caseNumber += 1;
      const idHash = sha256Hex(`case-${caseNumber}`);
      const subject = await subjectOf(each.subject);
      const micros = (each.micros ?? 0) / 1_000_000;
      await sql`insert into sessions (id_hash, kind, cardholder_id, admin_id, created_at, last_seen_at, expires_at, revoked_at)
      values (${idHash}, ${subject.kind}, ${subject.kind === 'cardholder' ? subject.cardholderId : null},
        ${subject.kind === 'admin' ? subject.adminId : null}, ${at(-HOUR_MS)}::timestamptz,
        ${at(each.seen)}::timestamptz + make_interval(secs => ${micros}::float8),
        ${at(each.expires)}::timestamptz + make_interval(secs => ${micros}::float8),
        ${each.revoked ? at(-MINUTE_MS) : null}::timestamptz)`.execute(database.db);
      return idHash;
    }

    it.each(CASES)(
      '$subject seen $seen ms ago, expiring in $expires ms (revoked: $revoked, µs: $micros)',
      async (each) => {
        const idHash = await sessionRow(each);
        const before = await findSession(database.db, idHash);
        const input = { idHash, bounds: sessionBounds(TEST_NOW), touch: true, limits: null };
        const result = await readAsCardholder(database.db, input, idRead);

        const lookup = settleSessionLookup({} as FastifyRequest, result.stored, TEST_NOW);
        const cardholderLive = isCardholderLookup(lookup);
        expect(result.stored).toEqual(before);
        expect(result.cardholderLive).toBe(cardholderLive);
        const subject = await subjectOf(each.subject);
        expect(result.json).toBe(cardholderLive && subject.kind === 'cardholder' ? String(subject.cardholderId) : null);

        const touched = lookup.state === 'active' && before !== undefined && needsTouch(before, TEST_NOW);
        const after = await findSession(database.db, idHash);
        expect(after?.lastSeenAt).toEqual(touched ? TEST_NOW : before?.lastSeenAt);
      },
    );

    it('a screen’s own poll (touch: false) never restarts the idle time', async () => {
      const idHash = await sessionRow({ subject: 'registered cardholder', seen: -2 * MINUTE_MS, expires: HOUR_MS });
      const input = { idHash, bounds: sessionBounds(TEST_NOW), touch: false, limits: null };
      const result = await readAsCardholder(database.db, input, idRead);
      expect(result.cardholderLive).toBe(true);
      expect((await findSession(database.db, idHash))?.lastSeenAt).toEqual(at(-2 * MINUTE_MS));
    });

    it('an unknown session id answers no row, no data and no touch', async () => {
      const input = { idHash: sha256Hex('nobody'), bounds: sessionBounds(TEST_NOW), touch: true, limits: null };
      const result = await readAsCardholder(database.db, input, idRead);
      expect(result).toEqual({ stored: undefined, cardholderLive: false, recorded: [], json: null, configText: null });
    });
  },
);
