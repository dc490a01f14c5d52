import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminLoginCall, logoutCall } from '../../contract/auth';
import { configCall } from '../../contract/config';
import { buildPath } from '../../contract/envelope';
import { generateReportCall } from '../../contract/reports';
import { sessionCookieOf } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { ADMIN_LOGIN_TEXTS } from './admin-login.routes';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';

const MINUTE = 60_000;

describe.each(TEST_DATABASE_KINDS)('admin login (spec §4, §6; decision 0012) on %s', (kind) => {
  let testApp: AdminTestApp;
  let now = TEST_NOW;
  let ipCount = 0;
  let ip = '';

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind, { clock: () => now });
  });
  afterAll(async () => testApp.close());
  beforeEach(async () => {
    now = TEST_NOW;
    ipCount += 1;
    ip = `10.0.7.${ipCount}`;
    await testApp.db.updateTable('admins').set({ failed_attempts: 0, locked_until: null }).execute();
  });

  const login = (password: string, emailAddress: string = TEST_ADMIN.email, id = testApp.campaignId) =>
    testApp.app.inject({
      method: 'POST',
      url: adminLoginCall.fullPath,
      remoteAddress: ip,
      payload: { emailAddress, password, id },
    });
  const attempts = () =>
    testApp.db
      .selectFrom('admin_login_attempts')
      .select(['email', 'ip', 'succeeded', 'reason'])
      .where('ip', '=', ip)
      .orderBy('id')
      .execute();
  const invalid = { status: { id: 2, message: ADMIN_LOGIN_TEXTS.invalid }, data: null };
  const locked = { status: { id: 2, message: ADMIN_LOGIN_TEXTS.locked }, data: null };

  it('spec §6 "response id 5 marks admin": the right password signs in with an admin session', async () => {
    const answer = await login(TEST_ADMIN.password);
    expect(answer.json()).toEqual({ status: { id: 5 }, data: null });
    const cookie = sessionCookieOf(answer) ?? '';
    const config = await testApp.app.inject({ method: 'GET', url: configCall.fullPath, headers: { cookie } });
    expect(configCall.response.parse(config.json()).data.isAdmin).toBe(true);
    expect(await attempts()).toEqual([{ email: TEST_ADMIN.email, ip, succeeded: true, reason: 'ok' }]);
  });

  it('e-mail addresses compare without case', async () => {
    expect((await login(TEST_ADMIN.password, 'ADMIN@Demo.Local')).json().status.id).toBe(5);
  });

  it('a wrong password and an unknown e-mail get the same answer; each attempt is logged with its reason', async () => {
    const wrong = await login('not-the-password');
    const unknown = await login(TEST_ADMIN.password, 'nobody@demo.local');
    expect(wrong.json()).toEqual(invalid);
    expect(unknown.json()).toEqual(invalid);
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(await attempts()).toEqual([
      { email: TEST_ADMIN.email, ip, succeeded: false, reason: 'wrong-password' },
      { email: 'nobody@demo.local', ip, succeeded: false, reason: 'unknown-email' },
    ]);
  });

  it('"lockout after 5 failures in a row for 15 minutes": the right password is refused until the clock passes it', async () => {
    for (let failure = 1; failure <= 4; failure++) expect((await login(`wrong-${failure}`)).json()).toEqual(invalid);
    expect((await login('wrong-5')).json()).toEqual(locked);
    expect((await login(TEST_ADMIN.password)).json()).toEqual(locked);
    now = new Date(TEST_NOW.getTime() + 15 * MINUTE - 1);
    const stillLocked = await login(TEST_ADMIN.password);
    expect(stillLocked.json()).toEqual(locked);
    expect(sessionCookieOf(stillLocked)).toBeUndefined();
    now = new Date(TEST_NOW.getTime() + 15 * MINUTE);
    expect((await login(TEST_ADMIN.password)).json()).toEqual({ status: { id: 5 }, data: null });
    expect((await attempts()).map((attempt) => attempt.reason)).toEqual([
      ...Array(5).fill('wrong-password'),
      'locked',
      'locked',
      'ok',
    ]);
  });

  it('"in a row": a success resets the count, so 4 failures, a success and 4 failures do not lock', async () => {
    for (let failure = 1; failure <= 4; failure++) await login(`wrong-${failure}`);
    expect((await login(TEST_ADMIN.password)).json().status.id).toBe(5);
    for (let failure = 1; failure <= 4; failure++) expect((await login(`wrong-${failure}`)).json()).toEqual(invalid);
    const admin = await testApp.db
      .selectFrom('admins')
      .select(['failed_attempts', 'locked_until'])
      .executeTakeFirstOrThrow();
    expect(admin).toEqual({ failed_attempts: 4, locked_until: null });
  });

  it('decision 0012: more than 10 tries a minute from one IP answer 429 with Retry-After', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login('wrong', `nobody${attempt}@demo.local`)).statusCode).toBe(200);
    }
    const limited = await login(TEST_ADMIN.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a malformed body or another campaign is a bad request (400) and signs nobody in', async () => {
    expect((await login(TEST_ADMIN.password, 'not-an-email')).statusCode).toBe(400);
    expect((await login(TEST_ADMIN.password, TEST_ADMIN.email, testApp.campaignId + 1)).statusCode).toBe(400);
  });

  it('spec §4 "an admin logout returns to the admin page": logoff (id 0) ends the admin session on the server', async () => {
    const cookie = sessionCookieOf(await login(TEST_ADMIN.password)) ?? '';
    const report = () =>
      testApp.app.inject({
        method: 'GET',
        url: `${buildPath(generateReportCall, { id: testApp.campaignId })}?startdate=2026-11-01&enddate=2026-11-21`,
        headers: { cookie },
      });
    expect((await report()).statusCode).toBe(200);
    const logout = await testApp.app.inject({ method: 'GET', url: logoutCall.fullPath, headers: { cookie } });
    expect(logout.json()).toEqual({ status: { id: 0 }, data: null });
    expect((await report()).statusCode).toBe(401);
  });
});
