import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';
import { createOrResetAdmin } from './admin-account-setup';
import { verifyAdminPassword } from './admin-password';

describe.each(TEST_DATABASE_KINDS)('admin:create, the account part (decision 0012) on %s', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  const stored = (email: string) =>
    database.db
      .selectFrom('admins')
      .select(['email', 'password_hash', 'role'])
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
    expect(await createOrResetAdmin(database.db, 'Second@Demo.Local', 'first-password-1', TEST_NOW)).toEqual({
      ok: true,
      result: 'created',
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
    expect(await createOrResetAdmin(database.db, 'SECOND@demo.local', 'second-password-2', TEST_NOW)).toEqual({
      ok: true,
      result: 'reset',
    });
    const row = await stored('second@demo.local');
    expect(row?.role).toBe('owner');
    expect(await database.db.selectFrom('admin_sign_in_throttle').selectAll().execute()).toEqual([]);
    expect(await verifyAdminPassword(row?.password_hash ?? '', 'second-password-2')).toBe(true);
    expect(await verifyAdminPassword(row?.password_hash ?? '', 'first-password-1')).toBe(false);
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
