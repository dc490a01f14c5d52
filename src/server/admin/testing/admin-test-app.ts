import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminLoginCall } from '../../../contract/auth';
import type { AppDeps } from '../../app-deps';
import type { DatabaseKind } from '../../db/database';
import type { Database } from '../../db/schema';
import { campaignIdOf, sessionCookieOf } from '../../testing/sign-in';
import { openTestApp, TEST_NOW, type TestApp } from '../../testing/test-app';
import { adminRoutes } from '../admin.routes';

// For the admin server tests: the real app on a seeded test database, with the admin routes registered here
// until app.ts registers them itself (then this only adds the sign-in helper).

export const TEST_ADMIN = { email: 'admin@demo.local', password: 'test-admin-password' } as const;

export interface AdminTestApp extends TestApp {
  readonly db: Kysely<Database>;
  readonly campaignId: number;
  /** Signs the seeded admin in through POST /api/account/login: the `cookie` header value. */
  adminCookie(ip?: string): Promise<string>;
}

export async function openAdminTestApp(kind: DatabaseKind, overrides: Partial<AppDeps> = {}): Promise<AdminTestApp> {
  const testApp = await openTestApp(kind, overrides);
  const db = testApp.database.db;
  const campaignId = await campaignIdOf(db);
  if (!testApp.app.hasRoute({ method: 'POST', url: adminLoginCall.fullPath })) {
    // The same deps openTestApp gives createApp (src/server/testing/test-app.ts).
    const deps: AppDeps = {
      db,
      campaignId,
      clock: () => TEST_NOW,
      isProduction: false,
      https: false,
      logLevel: 'silent',
      secret: 'test-secret-test-secret-test-secret-000',
      registrationValidationDelayMs: 10 * 60_000,
      ...overrides,
    };
    await testApp.app.register(adminRoutes(deps));
  }
  return { ...testApp, db, campaignId, adminCookie: (ip) => signInAdmin(testApp.app, campaignId, ip) };
}

export async function signInAdmin(app: FastifyInstance, campaignId: number, ip = '10.9.0.1'): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: adminLoginCall.fullPath,
    remoteAddress: ip,
    payload: { emailAddress: TEST_ADMIN.email, password: TEST_ADMIN.password, id: campaignId },
  });
  const cookie = sessionCookieOf(answer);
  if (answer.json().status.id !== 5 || cookie === undefined) throw new Error(`admin login failed: ${answer.body}`);
  return cookie;
}
