import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { createOrResetAdmin } from './admin-account-setup';
import { verifyAdminPassword } from './admin-password';

describe.each(TEST_DATABASE_KINDS)('admin:create, the account part (decision 0037) on %s', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  const stored = (email: string) =>
    database.db
      .selectFrom('admins')
      .select(['id', 'email', 'password_hash', 'role'])
      .where('email', '=', email)
      .executeTakeFirst();

  it('refuses a database the server has not set up (migrated, no campaign yet)', async () => {
    expect(await createOrResetAdmin(database.db, 'a@demo.local', 'twelve-chars', TEST_NOW)).toEqual({
      ok: false,
      reason: 'DATABASE_NOT_SET_UP',
    });
  });

  it.each([
    ['eleven-char', false],
    ['twelve-chars', true],
    ['ñandú-añejo', false],
    ['ñandú-añejo!', true],
  ])('"refuse under 12 characters": %j is accepted: %s', async (password, accepted) => {
    await seedOnce();
    const outcome = await createOrResetAdmin(database.db, 'length@demo.local', password, TEST_NOW);
    expect(outcome.ok).toBe(accepted);
  });

  it('creates the admin (e-mail in lower case), then resets its password and lifts a lockout', async () => {
    await seedOnce();
    // Decision 0184: a new admin, without a second factor, gets a one-time enrolment link.
    expect(await createOrResetAdmin(database.db, 'Second@Demo.Local', 'first-password-1', TEST_NOW)).toEqual({
      ok: true,
      result: 'created',
      enrolmentToken: expect.stringMatching(/^[\w-]{22}$/),
    });
    const lockedUntil = new Date(TEST_NOW.getTime() + 60_000);
    await database.db
      .insertInto('admin_sign_in_throttle')
      .values({
        email: 'second@demo.local',
        client: '10.1.1.1',
        failures: 0,
        locks: 1,
        locked_until: lockedUntil,
        updated_at: TEST_NOW,
      })
      .execute();
    const session = await database.db
      .insertInto('sessions')
      .values({
        id_hash: 'a-session-of-second',
        kind: 'admin',
        admin_id: (await stored('second@demo.local'))?.id ?? 0,
        created_at: TEST_NOW,
        last_seen_at: TEST_NOW,
        expires_at: new Date(TEST_NOW.getTime() + 3_600_000),
      })
      .returning('id_hash')
      .executeTakeFirstOrThrow();
    expect(await createOrResetAdmin(database.db, 'SECOND@demo.local', 'second-password-2', TEST_NOW)).toEqual({
      ok: true,
      result: 'reset',
      // Still not enrolled: a new link (the first one is void).
      enrolmentToken: expect.stringMatching(/^[\w-]{22}$/),
    });
    // Decision 0182: a new password ends the admin's sessions.
    const revoked = await database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('id_hash', '=', session.id_hash)
      .executeTakeFirstOrThrow();
    expect(revoked.revoked_at).toEqual(TEST_NOW);
    const links = await database.db
      .selectFrom('admin_enrolment_links')
      .select('used_at')
      .where('admin_id', '=', (await stored('second@demo.local'))?.id ?? 0)
      .execute();
    expect(links).toEqual([{ used_at: null }]);
    const row = await stored('second@demo.local');
    expect(row?.role).toBe('owner');
    expect(await database.db.selectFrom('admin_sign_in_throttle').selectAll().execute()).toEqual([]);
    expect(await verifyAdminPassword(row?.password_hash ?? '', 'second-password-2')).toBe(true);
    expect(await verifyAdminPassword(row?.password_hash ?? '', 'first-password-1')).toBe(false);
  });

  it('decision 0184: an admin with a second factor gets no enrolment link from a new password', async () => {
    await seedOnce();
    const outcome = await createOrResetAdmin(database.db, TEST_ADMIN.email, 'a-new-password-3', TEST_NOW);
    expect(outcome).toEqual({ ok: true, result: 'reset', enrolmentToken: null });
  });

  it('a stored hash that is not argon2 never verifies (and never throws)', async () => {
    expect(await verifyAdminPassword('not-a-hash', 'anything')).toBe(false);
  });

  let seeded = false;
  async function seedOnce() {
    if (seeded) return;
    await seedTestDemo(database.db);
    seeded = true;
  }
});
