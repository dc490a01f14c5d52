import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminLoginCall } from '../../../contract/admin-accounts';
import type { AdminRole } from '../../../domain/admin-roles';
import type { AppDeps } from '../../app-deps';
import type { DatabaseKind } from '../../db/database';
import type { Database } from '../../db/schema';
import { sessionCookieOf } from '../../testing/sign-in';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { TEST_ADMIN, TEST_NOW } from '../../testing/test-seed';
import { totpCode } from '../totp';

// For the admin server tests: the real app on a seeded test database (openTestApp), and an admin's sign-in
// through the real login call: the seeded owner, or an admin of another role made beside it (same password).

export interface AdminTestApp extends TestApp {
  readonly db: Kysely<Database>;
  /**
   * Signs an admin of `role` in through POST /api/account/login: the `cookie` header value. `email` names another
   * admin of that role (made on first use), e.g. the second owner an approval needs (decision 0187).
   */
  adminCookie(ip?: string, role?: AdminRole, email?: string): Promise<string>;
}

/** The e-mail of the test admin of each role; the owner is the seeded admin. */
export const testAdminEmail = (role: AdminRole): string => (role === 'owner' ? TEST_ADMIN.email : `${role}@demo.local`);

export async function openAdminTestApp(kind: DatabaseKind, overrides: Partial<AppDeps> = {}): Promise<AdminTestApp> {
  const testApp = await openTestApp(kind, overrides);
  const db = testApp.database.db;
  const clock = overrides.clock ?? (() => TEST_NOW);
  return {
    ...testApp,
    db,
    adminCookie: async (ip, role = 'owner', email = testAdminEmail(role)) => {
      await ensureAdmin(db, role, email);
      // The test clock stands still: each sign-in here is as if a new 30-second step had begun (decision 0122
      // refuses a code of a step already used).
      await db.updateTable('admins').set({ totp_last_step: null }).where('email', '=', email).execute();
      const totp = totpCode(TEST_ADMIN.totpSecret, clock());
      return signInAdmin(testApp.app, { campaignId: testApp.campaignId, email, totp }, ip);
    },
  };
}

async function ensureAdmin(db: Kysely<Database>, role: AdminRole, email: string): Promise<void> {
  if (email === TEST_ADMIN.email) return;
  const owner = await db
    .selectFrom('admins')
    .selectAll()
    .where('email', '=', TEST_ADMIN.email)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('admins')
    .values({
      email,
      password_hash: owner.password_hash,
      totp_secret: owner.totp_secret,
      role,
      created_at: owner.created_at,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

interface SignIn {
  readonly campaignId: number;
  readonly email: string;
  readonly totp: string;
}

async function signInAdmin(
  app: FastifyInstance,
  { campaignId, email, totp }: SignIn,
  ip = '10.9.0.1',
): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: adminLoginCall.fullPath,
    remoteAddress: ip,
    payload: { emailAddress: email, password: TEST_ADMIN.password, id: campaignId, totp },
  });
  const cookie = sessionCookieOf(answer);
  if (answer.json().status.id !== 5 || cookie === undefined) throw new Error(`admin login failed: ${answer.body}`);
  return cookie;
}
