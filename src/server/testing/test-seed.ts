import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_ADMIN_EMAIL } from '../db/seed/admin-account';
import { type SeedResult, seedDemo } from '../db/seed/seed';
import { TEST_EGC_CODE_KEYS } from './egc-code-keys';

// The demo seed as every server test sees it: the same "today" and a known admin password.

/** A fixed "today" for the demo seed, so every server test sees the same schedules and states. */
export const TEST_NOW = new Date('2026-11-21T04:00:00Z');

/** The seeded admin's sign-in, second factor enrolled with a known secret (decision 0122). */
export const TEST_ADMIN = {
  email: DEFAULT_ADMIN_EMAIL,
  password: 'test-admin-password',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/** Seeds the demo campaign, its cardholders and TEST_ADMIN into an empty test database. */
export const seedTestDemo = (db: Kysely<Database>, now: Date = TEST_NOW): Promise<SeedResult> =>
  seedDemo(db, {
    now,
    adminPassword: TEST_ADMIN.password,
    adminTotpSecret: TEST_ADMIN.totpSecret,
    egcCodeKeys: TEST_EGC_CODE_KEYS,
  });
