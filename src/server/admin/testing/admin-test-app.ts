import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminLoginCall } from '../../../contract/auth';
import type { AppDeps } from '../../app-deps';
import type { DatabaseKind } from '../../db/database';
import type { Database } from '../../db/schema';
import { sessionCookieOf } from '../../testing/sign-in';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { TEST_ADMIN } from '../../testing/test-seed';

// For the admin server tests: the real app on a seeded test database (openTestApp), and the seeded admin's
// sign-in through the real login call.

export interface AdminTestApp extends TestApp {
  readonly db: Kysely<Database>;
  /** Signs the seeded admin in through POST /api/account/login: the `cookie` header value. */
  adminCookie(ip?: string): Promise<string>;
}

export async function openAdminTestApp(kind: DatabaseKind, overrides: Partial<AppDeps> = {}): Promise<AdminTestApp> {
  const testApp = await openTestApp(kind, overrides);
  return {
    ...testApp,
    db: testApp.database.db,
    adminCookie: (ip) => signInAdmin(testApp.app, testApp.campaignId, ip),
  };
}

async function signInAdmin(app: FastifyInstance, campaignId: number, ip = '10.9.0.1'): Promise<string> {
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
