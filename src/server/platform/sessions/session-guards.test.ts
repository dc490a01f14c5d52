import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { configCall } from '../../../contract/config';
import { envelope } from '../../../contract/envelope';
import type { AppDeps } from '../../app-deps';
import {
  type Caller,
  campaignIdOf,
  loginTokenFor,
  sessionCookieOf,
  signInAs,
  solveBotCheck,
  submitLogin,
} from '../../testing/sign-in';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { TEST_NOW } from '../../testing/test-seed';
import { sha256Hex } from '../token-crypto';
import { requireAdmin, requireCardholder, viewerOf } from './session-guards';
import { authenticatedSession } from './session-lookup';
import { issueSession, startSession } from './sessions.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Routes only tests have: one per guard, with a strict response schema like the data calls'. */
function addGuardedRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock' | 'https'>) {
  const schema = { response: { 200: envelope(z.array(z.number())) } };
  app.post('/test/cardholder', { schema, preHandler: requireCardholder(deps) }, async (request) => {
    const { subject } = authenticatedSession(request);
    // A second look in the same request reads the first one's answer.
    const { isAuthenticated } = await viewerOf(deps, request);
    return { status: { id: 0 }, data: [subject.kind === 'cardholder' && isAuthenticated ? subject.cardholderId : -99] };
  });
  app.post('/test/admin-login', async (request, reply) => {
    const admin = await deps.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
    await startSession(deps, request, reply, { kind: 'admin', adminId: admin.id });
    return { status: { id: 5 }, data: null };
  });
  app.post('/test/admin', { schema, preHandler: requireAdmin(deps, 'view') }, async () => ({
    status: { id: 0 },
    data: [1],
  }));
  app.post('/test/unguarded', { schema }, async (request) => {
    authenticatedSession(request);
    return { status: { id: 0 }, data: [] };
  });
}

describe.each(TEST_DATABASE_KINDS)('sessions and their guards (spec §4, §6; decision 0019) on %s', (kind) => {
  let testApp: TestApp;
  let now = TEST_NOW;
  let ipCount = 0;
  let caller: Caller & { ip: string };
  const db = () => testApp.database.db;
  const at = (offsetMs: number) => {
    now = new Date(TEST_NOW.getTime() + offsetMs);
  };

  beforeAll(async () => {
    const clock = () => now;
    testApp = await openTestApp(kind, { clock });
    addGuardedRoutes(testApp.app, { db: testApp.database.db, clock, https: false });
  });
  afterAll(async () => testApp.close());
  beforeEach(() => {
    now = TEST_NOW;
    ipCount += 1;
    caller = { ip: `10.0.3.${ipCount}` };
  });

  const call = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'POST', url, remoteAddress: caller.ip, ...(cookie ? { headers: { cookie } } : {}) });
  const statusOf = async (url: string, cookie?: string) => (await call(url, cookie)).json().status.id;
  const viewer = async (cookie?: string) => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: configCall.fullPath,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    const { code, isAuthenticated, isAdmin } = configCall.response.parse(answer.json()).data;
    return { code, isAuthenticated, isAdmin };
  };
  async function adminCookie(): Promise<string> {
    const admin = await db().selectFrom('admins').select('id').executeTakeFirstOrThrow();
    const issued = await issueSession(db(), { kind: 'admin', adminId: admin.id }, undefined, now);
    return `promo_session=${issued.id}`;
  }

  it('spec §4: a data call without a session answers HTTP 200 with -1 (not allowed)', async () => {
    const answer = await call('/test/cardholder');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: { id: -1 }, data: null });
    expect(await viewer()).toEqual({ code: null, isAuthenticated: false, isAdmin: false });
  });

  it('spec §4: an unknown or malformed session cookie answers 1 (expired)', async () => {
    expect(await statusOf('/test/cardholder', 'promo_session=AAAAAAAAAAAAAAAAAAAAAA')).toBe(1);
    expect(await statusOf('/test/cardholder', 'promo_session=not a session id')).toBe(1);
  });

  it('a signed-in cardholder passes, and the handler reads whose session it is', async () => {
    const cookie = await signInAs(testApp.app, db(), 'NOSPEND1', caller);
    const cardholder = await db()
      .selectFrom('cardholders')
      .select('id')
      .where('promo_code', '=', 'NOSPEND1')
      .executeTakeFirstOrThrow();
    expect((await call('/test/cardholder', cookie)).json()).toEqual({ status: { id: 0 }, data: [cardholder.id] });
  });

  it('decision 0019: the cookie is HttpOnly, SameSite=Lax, Path=/, not Secure on plain HTTP, for 12 hours', async () => {
    const loginToken = await loginTokenFor(testApp.app, db(), 'SPEND042', caller);
    const botCheck = await solveBotCheck(testApp.app, caller);
    const answer = await submitLogin(testApp.app, await campaignIdOf(db()), { loginToken, botCheck }, caller);
    expect(answer.cookies).toEqual([
      {
        name: 'promo_session',
        value: expect.stringMatching(/^[\w-]{22}$/),
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 12 * 60 * 60,
      },
    ]);
    const cookie = sessionCookieOf(answer) ?? '';
    const stored = await db().selectFrom('sessions').select(['id_hash', 'expires_at']).execute();
    const id = cookie.split('=')[1] ?? '';
    // "stored as SHA-256": the id itself is nowhere in the table.
    expect(JSON.stringify(stored)).not.toContain(id);
    expect(stored).toContainEqual({ id_hash: sha256Hex(id), expires_at: new Date(TEST_NOW.getTime() + 12 * HOUR) });
  });

  it('"30 minutes idle": each request restarts the idle time; 30 minutes without one ends the session (1)', async () => {
    const cookie = await signInAs(testApp.app, db(), 'SPEND118', caller);
    let lastSeen = 0;
    for (let request = 1; request <= 3; request++) {
      lastSeen += 30 * MINUTE - 1;
      at(lastSeen);
      expect(await statusOf('/test/cardholder', cookie)).toBe(0);
    }
    at(lastSeen + 30 * MINUTE);
    expect(await statusOf('/test/cardholder', cookie)).toBe(1);
    expect((await viewer(cookie)).isAuthenticated).toBe(false);
  });

  it('decision 0131: a request within a minute of the last write restarts nothing: the idle end is up to a minute early', async () => {
    const cookie = await signInAs(testApp.app, db(), 'FIVECATS', caller);
    at(MINUTE - 1);
    expect(await statusOf('/test/cardholder', cookie)).toBe(0);
    // 29 minutes and a millisecond after that request, but 30 minutes after the sign-in's write: ended.
    at(30 * MINUTE);
    expect(await statusOf('/test/cardholder', cookie)).toBe(1);
  });

  it('"12 hours absolute": a session in constant use still ends 12 hours after login', async () => {
    const cookie = await signInAs(testApp.app, db(), 'SPEND200', caller);
    for (let minute = 20; minute < 12 * 60; minute += 20) {
      at(minute * MINUTE);
      expect(await statusOf('/test/cardholder', cookie)).toBe(0);
    }
    at(12 * HOUR - 1);
    expect(await statusOf('/test/cardholder', cookie)).toBe(0);
    at(12 * HOUR);
    expect(await statusOf('/test/cardholder', cookie)).toBe(1);
  });

  it('a cardholder blocked after signing in loses the session', async () => {
    const cookie = await signInAs(testApp.app, db(), 'PREMIUM7', caller);
    await db().updateTable('cardholders').set({ status: 'blocked' }).where('promo_code', '=', 'PREMIUM7').execute();
    expect(await statusOf('/test/cardholder', cookie)).toBe(1);
  });

  it('Architecture §4 "every admin call checks an admin session": 401 without one, 403 for a cardholder', async () => {
    const anonymous = await call('/test/admin');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().data).toBeNull();
    const cardholder = await signInAs(testApp.app, db(), 'CLAIMED1', caller);
    expect((await call('/test/admin', cardholder)).statusCode).toBe(403);
    expect((await call('/test/admin', await adminCookie())).json()).toEqual({ status: { id: 0 }, data: [1] });
  });

  it('startSession (the admin login of decision 0012) sets a new admin session and revokes the one it came with', async () => {
    const cardholder = await signInAs(testApp.app, db(), 'EIGHTCAT', caller);
    const answer = await call('/test/admin-login', cardholder);
    expect(answer.cookies).toEqual([
      expect.objectContaining({ name: 'promo_session', httpOnly: true, sameSite: 'Lax', maxAge: 8 * 60 * 60 }),
    ]);
    const admin = sessionCookieOf(answer);
    expect(admin).not.toBe(cardholder);
    expect((await call('/test/admin', admin)).statusCode).toBe(200);
    expect(await statusOf('/test/cardholder', cardholder)).toBe(1);
  });

  it("an admin session is not a cardholder's (-1), and the page config says isAdmin", async () => {
    const cookie = await adminCookie();
    expect(await statusOf('/test/cardholder', cookie)).toBe(-1);
    expect(await viewer(cookie)).toEqual({ code: null, isAuthenticated: false, isAdmin: true });
  });

  it('"admins 15 minutes idle": a quiet admin session ends and answers 401', async () => {
    const cookie = await adminCookie();
    at(15 * MINUTE - 1);
    expect((await call('/test/admin', cookie)).statusCode).toBe(200);
    at(30 * MINUTE - 1);
    expect((await call('/test/admin', cookie)).statusCode).toBe(401);
  });

  it('a route without a guard that asks for the session is a bug (500, details hidden)', async () => {
    const answer = await call('/test/unguarded');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ status: { id: 500 }, data: null });
  });
});

describe.each(TEST_DATABASE_KINDS)('the session cookie over HTTPS (decision 0019) on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await openTestApp(kind, { https: true });
  });
  afterAll(async () => testApp.close());

  it('is `__Host-promo_session` with Secure, HttpOnly, SameSite=Lax and Path=/, and only that name is read', async () => {
    const db = testApp.database.db;
    const loginToken = await loginTokenFor(testApp.app, db, 'NOSPEND1');
    const botCheck = await solveBotCheck(testApp.app);
    const answer = await submitLogin(testApp.app, await campaignIdOf(db), { loginToken, botCheck });
    expect(answer.cookies).toEqual([
      expect.objectContaining({
        name: '__Host-promo_session',
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: true,
      }),
    ]);
    expect(answer.cookies[0]).not.toHaveProperty('domain');
    const cookie = sessionCookieOf(answer) ?? '';
    const config = await testApp.app.inject({ method: 'GET', url: configCall.fullPath, headers: { cookie } });
    expect(configCall.response.parse(config.json()).data.isAuthenticated).toBe(true);
    const plainName = cookie.replace('__Host-promo_session', 'promo_session');
    const refused = await testApp.app.inject({
      method: 'GET',
      url: configCall.fullPath,
      headers: { cookie: plainName },
    });
    expect(configCall.response.parse(refused.json()).data.isAuthenticated).toBe(false);
  });
});
