import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminLoginCall, SecondFactorEnrolmentSchema } from '../../contract/admin-accounts';
import { logoutCall } from '../../contract/auth';
import { configCall } from '../../contract/config';
import { buildPath } from '../../contract/envelope';
import { generateReportCall } from '../../contract/reports';
import { sessionCookieOf } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { ADMIN_LOGIN_TEXTS } from './admin-login.routes';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';
import { totpCode } from './totp';

const MINUTE = 60_000;
const STEP = 30_000;

describe.each(TEST_DATABASE_KINDS)('admin login (spec §4, §6; decisions 0012, 0122, 0123) on %s', (kind) => {
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
    await testApp.db.deleteFrom('admin_sign_in_throttle').execute();
    await testApp.db
      .updateTable('admins')
      .set({ totp_secret: TEST_ADMIN.totpSecret, totp_pending_secret: null, totp_last_step: null })
      .where('email', '=', TEST_ADMIN.email)
      .execute();
  });

  interface Try {
    readonly password?: string;
    readonly email?: string;
    readonly totp?: string;
    readonly id?: number;
    readonly from?: string;
  }
  const login = ({ password = TEST_ADMIN.password, email = TEST_ADMIN.email, totp, id, from }: Try = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: adminLoginCall.fullPath,
      remoteAddress: from ?? ip,
      headers: { 'user-agent': 'vitest-admin' },
      payload: { emailAddress: email, password, id: id ?? testApp.campaignId, ...(totp === undefined ? {} : { totp }) },
    });
  const code = (at: Date = now) => totpCode(TEST_ADMIN.totpSecret, at);
  const attempts = () =>
    testApp.db
      .selectFrom('admin_login_attempts')
      .select(['email', 'ip', 'succeeded', 'reason'])
      .where('ip', '=', ip)
      .orderBy('id')
      .execute();
  const invalid = { status: { id: 2, message: ADMIN_LOGIN_TEXTS.invalid }, data: null };
  const locked = { status: { id: 2, message: ADMIN_LOGIN_TEXTS.locked }, data: null };
  const codeNeeded = { status: { id: 4710, message: ADMIN_LOGIN_TEXTS.codeNeeded }, data: null };
  const codeWrong = { status: { id: 4710, message: ADMIN_LOGIN_TEXTS.codeWrong }, data: null };

  it('spec §6 "response id 5 marks admin": the right password and code sign in, audited with address and agent', async () => {
    const answer = await login({ totp: code() });
    expect(answer.json()).toEqual({ status: { id: 5 }, data: null });
    const cookie = sessionCookieOf(answer) ?? '';
    const config = configCall.response.parse(
      (await testApp.app.inject({ method: 'GET', url: configCall.fullPath, headers: { cookie } })).json(),
    );
    expect(config.data).toMatchObject({ isAdmin: true, adminRole: 'owner' });
    expect(await attempts()).toEqual([{ email: TEST_ADMIN.email, ip, succeeded: true, reason: 'ok' }]);
    const audit = await testApp.db
      .selectFrom('admin_audit')
      .select(['action', 'admin_email', 'client_address', 'user_agent'])
      .where('client_address', '=', ip)
      .execute();
    expect(audit).toEqual([
      { action: 'sign-in', admin_email: TEST_ADMIN.email, client_address: ip, user_agent: 'vitest-admin' },
    ]);
  });

  it('e-mail addresses compare without case', async () => {
    expect((await login({ email: 'ADMIN@Demo.Local', totp: code() })).json().status.id).toBe(5);
  });

  it('a wrong password and an unknown e-mail get the same answer; each attempt is logged and audited', async () => {
    const wrong = await login({ password: 'not-the-password', totp: code() });
    const unknown = await login({ email: 'nobody@demo.local', totp: code() });
    expect(wrong.json()).toEqual(invalid);
    expect(unknown.json()).toEqual(invalid);
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(await attempts()).toEqual([
      { email: TEST_ADMIN.email, ip, succeeded: false, reason: 'wrong-password' },
      { email: 'nobody@demo.local', ip, succeeded: false, reason: 'unknown-email' },
    ]);
    const audit = await testApp.db
      .selectFrom('admin_audit')
      .select(['action', 'admin_email'])
      .where('client_address', '=', ip)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'sign-in-failed', admin_email: TEST_ADMIN.email },
      { action: 'sign-in-failed', admin_email: 'nobody@demo.local' },
    ]);
  });

  it('decision 0122: the right password without a code asks for it (4710) and signs nobody in', async () => {
    const answer = await login();
    expect(answer.json()).toEqual(codeNeeded);
    expect(sessionCookieOf(answer)).toBeUndefined();
  });

  it('decision 0122: a wrong code is refused with 4710 and its own message', async () => {
    const wrongCode = code(new Date(now.getTime() + 10 * MINUTE));
    const answer = await login({ totp: wrongCode });
    expect(answer.json()).toEqual(codeWrong);
    expect(sessionCookieOf(answer)).toBeUndefined();
  });

  it('decision 0122: a code replayed within its window is refused; the next step’s code passes', async () => {
    const first = code();
    expect((await login({ totp: first })).json().status.id).toBe(5);
    now = new Date(TEST_NOW.getTime() + 5_000);
    expect((await login({ totp: first })).json()).toEqual(codeWrong);
    now = new Date(TEST_NOW.getTime() + STEP);
    expect((await login({ totp: code() })).json().status.id).toBe(5);
    expect((await attempts()).map((attempt) => attempt.reason)).toEqual(['ok', 'second-factor-replayed', 'ok']);
  });

  it('decision 0122: enrolment on first sign-in: a secret and QR text, then ten single-use recovery codes, hashed', async () => {
    await testApp.db
      .updateTable('admins')
      .set({ totp_secret: null, totp_last_step: null })
      .where('email', '=', TEST_ADMIN.email)
      .execute();
    const start = await login();
    expect(start.json().status).toEqual({ id: 4711, message: ADMIN_LOGIN_TEXTS.enrol });
    const enrolment = SecondFactorEnrolmentSchema.parse(start.json().data);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(sessionCookieOf(start)).toBeUndefined();
    // Asking again shows the same secret (the QR on the screen stays valid).
    expect(SecondFactorEnrolmentSchema.parse((await login()).json().data).secret).toBe(enrolment.secret);

    const wrong = await login({ totp: totpCode(enrolment.secret, new Date(now.getTime() + 10 * MINUTE)) });
    expect(wrong.json().status).toEqual({ id: 4711, message: ADMIN_LOGIN_TEXTS.enrolWrong });

    const done = await login({ totp: totpCode(enrolment.secret, now) });
    expect(done.json().status).toEqual({ id: 5 });
    const recoveryCodes: string[] = done.json().data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await testApp.db.selectFrom('admin_recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.code_hash.startsWith('$argon2id$')).toBe(true);
      expect(recoveryCodes).not.toContain(row.code_hash);
    }

    // A recovery code signs in once; the second use is refused.
    const recovery = recoveryCodes[3] ?? '';
    expect((await login({ totp: recovery.toUpperCase() })).json().status.id).toBe(5);
    expect((await login({ totp: recovery })).json()).toEqual(codeWrong);
    const actions = await testApp.db
      .selectFrom('admin_audit')
      .select('action')
      .where('client_address', '=', ip)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'sign-in-failed',
      'second-factor-enrolled',
      'sign-in',
      'recovery-code-used',
      'sign-in',
      'sign-in-failed',
    ]);
  });

  it('decision 0123: 5 failures lock the e-mail and client pair, not the admin: another address still signs in', async () => {
    for (let failure = 1; failure <= 4; failure++) {
      expect((await login({ password: `wrong-${failure}` })).json()).toEqual(invalid);
    }
    expect((await login({ password: 'wrong-5' })).json()).toEqual(locked);
    expect((await login({ totp: code() })).json()).toEqual(locked);
    const elsewhere = await login({ totp: code(), from: '10.0.99.1' });
    expect(elsewhere.json().status.id).toBe(5);
  });

  it('decision 0123: an unknown e-mail locks exactly like a known one (no oracle)', async () => {
    const answers: unknown[] = [];
    for (let failure = 1; failure <= 5; failure++) {
      answers.push((await login({ email: 'nobody@demo.local', password: `wrong-${failure}` })).json());
    }
    expect(answers).toEqual([invalid, invalid, invalid, invalid, locked]);
  });

  it('decision 0123: the lock lasts 1 minute at first (each further lock twice the last); a success clears it', async () => {
    for (let failure = 1; failure <= 5; failure++) await login({ password: 'wrong' });
    const row = () =>
      testApp.db
        .selectFrom('admin_sign_in_throttle')
        .select(['failures', 'locks', 'locked_until'])
        .where('client', '=', ip)
        .execute();
    expect(await row()).toEqual([{ failures: 0, locks: 1, locked_until: new Date(TEST_NOW.getTime() + MINUTE) }]);
    now = new Date(TEST_NOW.getTime() + MINUTE - 1);
    expect((await login({ totp: code() })).json()).toEqual(locked);
    now = new Date(TEST_NOW.getTime() + MINUTE);
    expect((await login({ totp: code() })).json().status.id).toBe(5);
    expect(await row()).toEqual([{ failures: 0, locks: 0, locked_until: null }]);
  });

  it('wrong codes count like wrong passwords', async () => {
    const wrongCode = code(new Date(now.getTime() + 10 * MINUTE));
    for (let failure = 1; failure <= 4; failure++) expect((await login({ totp: wrongCode })).json()).toEqual(codeWrong);
    expect((await login({ totp: wrongCode })).json()).toEqual(locked);
  });

  it('"the same answer in the same time": an unknown e-mail costs the argon2 check a known one does', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      await login({ email, password: 'wrong-password' });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round++) {
      known.push(await timed(TEST_ADMIN.email));
      unknown.push(await timed(`nobody${round}@demo.local`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    // Both are dominated by one argon2 verification; a skipped check would be ten times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });

  it('decision 0012: more than 10 tries a minute from one IP answer 429 with Retry-After', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login({ email: `nobody${attempt}@demo.local` })).statusCode).toBe(200);
    }
    const limited = await login({ totp: code() });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a malformed body or another campaign is a bad request (400) and signs nobody in', async () => {
    expect((await login({ email: 'not-an-email' })).statusCode).toBe(400);
    expect((await login({ id: testApp.campaignId + 1 })).statusCode).toBe(400);
  });

  it('spec §4 "an admin logout returns to the admin page": logoff (id 0) ends the admin session on the server', async () => {
    const cookie = sessionCookieOf(await login({ totp: code() })) ?? '';
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

  it('decision 0121: the audit trail refuses updates and deletes, whoever asks', async () => {
    await login({ totp: code() });
    await expect(sql`update admin_audit set action = 'edited'`.execute(testApp.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from admin_audit`.execute(testApp.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate admin_audit`.execute(testApp.db)).rejects.toThrow(/append-only/);
    const count = await testApp.db
      .selectFrom('admin_audit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBeGreaterThan(0);
  });
});
