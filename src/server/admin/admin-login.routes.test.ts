import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminLoginCall, SecondFactorEnrolmentSchema } from '../../contract/admin-accounts';
import { logoutCall } from '../../contract/auth';
import { configCall } from '../../contract/config';
import { buildPath } from '../../contract/envelope';
import { generateReportCall } from '../../contract/reports';
import { sessionCookieOf } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { createOrResetAdmin } from './admin-account-setup';
import { ENROLMENT_LINK_LIFETIME_MS, issueEnrolmentToken } from './admin-enrolment-links';
import { ADMIN_LOGIN_TEXTS } from './admin-login.routes';
import { SIGN_IN_CEILING } from './admin-sign-in-ceiling';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';
import { totpCode } from './totp';

// Every argon2 verification the login makes: the hash it was checked against (the library itself still checks it).
const argon2Verifications = vi.hoisted((): string[] => []);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    verify: (hashed: string, ...rest: [string]) => {
      argon2Verifications.push(hashed);
      return argon2.verify(hashed, ...rest);
    },
  };
});

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
    // Decision 0186 counts failures per e-mail over a day, and this clock stands still: each test starts afresh.
    await testApp.db.deleteFrom('admin_login_attempts').execute();
    await testApp.db.deleteFrom('admin_sign_in_ceiling').execute();
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
    readonly enrolment?: string;
    readonly id?: number;
    readonly from?: string;
  }
  const login = ({ password = TEST_ADMIN.password, email = TEST_ADMIN.email, totp, enrolment, id, from }: Try = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: adminLoginCall.fullPath,
      remoteAddress: from ?? ip,
      headers: { 'user-agent': 'vitest-admin' },
      payload: {
        emailAddress: email,
        password,
        id: id ?? testApp.campaignId,
        ...(totp === undefined ? {} : { totp }),
        ...(enrolment === undefined ? {} : { enrolment }),
      },
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

  const auditReasons = async () => {
    const rows = await testApp.db
      .selectFrom('admin_audit')
      .select(['action', 'detail'])
      .where('client_address', '=', ip)
      .where('action', '=', 'sign-in-failed')
      .orderBy('id')
      .execute();
    return rows.map((row) => (row.detail as { reason?: unknown }).reason);
  };

  it('decision 0225: the trail says why a code was refused: wrong, or replayed (not the answer kind)', async () => {
    const first = code();
    expect((await login({ totp: first })).json().status.id).toBe(5);
    now = new Date(TEST_NOW.getTime() + 5_000);
    expect((await login({ totp: first })).json()).toEqual(codeWrong);
    expect((await login({ totp: code(new Date(now.getTime() + 10 * MINUTE)) })).json()).toEqual(codeWrong);
    expect(await auditReasons()).toEqual(['second-factor-replayed', 'second-factor-wrong']);
  });

  it('decision 0226: a disabled admin is told so only with the right password; the trail says disabled', async () => {
    await testApp.db.updateTable('admins').set({ disabled_at: now }).where('email', '=', TEST_ADMIN.email).execute();
    try {
      expect((await login({ password: 'not-the-password', totp: code() })).json()).toEqual(invalid);
      const told = await login({ totp: code() });
      expect(told.json()).toEqual({ status: { id: 2, message: ADMIN_LOGIN_TEXTS.disabled }, data: null });
      expect(sessionCookieOf(told)).toBeUndefined();
      expect(await auditReasons()).toEqual(['wrong-password', 'disabled']);
    } finally {
      await testApp.db.updateTable('admins').set({ disabled_at: null }).where('email', '=', TEST_ADMIN.email).execute();
    }
  });

  /** The test admin without a second factor, and a one-time enrolment link for them (decision 0184). */
  async function unenrolledWithLink(): Promise<string> {
    const admin = await testApp.db
      .updateTable('admins')
      .set({ totp_secret: null, totp_last_step: null })
      .where('email', '=', TEST_ADMIN.email)
      .returning('id')
      .executeTakeFirstOrThrow();
    return issueEnrolmentToken(testApp.db, admin.id, null, now);
  }

  it('decision 0122: enrolment through the one-time link: a secret and QR text, then ten single-use recovery codes, hashed', async () => {
    const link = await unenrolledWithLink();
    const start = await login({ enrolment: link });
    expect(start.json().status).toEqual({ id: 4711, message: ADMIN_LOGIN_TEXTS.enrol });
    const enrolment = SecondFactorEnrolmentSchema.parse(start.json().data);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(sessionCookieOf(start)).toBeUndefined();
    // Asking again shows the same secret (the QR on the screen stays valid).
    expect(SecondFactorEnrolmentSchema.parse((await login({ enrolment: link })).json().data).secret).toBe(
      enrolment.secret,
    );

    const wrong = await login({
      enrolment: link,
      totp: totpCode(enrolment.secret, new Date(now.getTime() + 10 * MINUTE)),
    });
    expect(wrong.json().status).toEqual({ id: 4711, message: ADMIN_LOGIN_TEXTS.enrolWrong });

    const done = await login({ enrolment: link, totp: totpCode(enrolment.secret, now) });
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
    // The link is spent: it enrols nobody again.
    const spent = await testApp.db.selectFrom('admin_enrolment_links').select('used_at').execute();
    expect(spent).toEqual([{ used_at: now }]);

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

  it("decision 0184: without the link, or with a spent, expired or other admin's one, the password alone shows no secret", async () => {
    const link = await unenrolledWithLink();
    const needed = { status: { id: 2, message: ADMIN_LOGIN_TEXTS.enrolmentLinkNeeded }, data: null };
    expect((await login()).json()).toEqual(needed);
    expect((await login({ totp: '123456' })).json()).toEqual(needed);
    expect((await login({ enrolment: 'not-the-link-not-the-link' })).json()).toEqual(needed);
    // Another admin's link does not enrol this one.
    const other = await testApp.db
      .insertInto('admins')
      .values({ email: 'other.enrol@demo.local', password_hash: 'x', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await login({ enrolment: await issueEnrolmentToken(testApp.db, other.id, null, now) })).json()).toEqual(
      needed,
    );
    // A link lasts 72 hours.
    now = new Date(TEST_NOW.getTime() + ENROLMENT_LINK_LIFETIME_MS);
    expect((await login({ enrolment: link, from: '10.0.98.1' })).json()).toEqual(needed);
    const pending = await testApp.db
      .selectFrom('admins')
      .select('totp_pending_secret')
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(pending.totp_pending_secret).toBeNull();
    // A newer link voids the older one.
    now = TEST_NOW;
    const adminId = (
      await testApp.db.selectFrom('admins').select('id').where('email', '=', TEST_ADMIN.email).executeTakeFirstOrThrow()
    ).id;
    const first = await issueEnrolmentToken(testApp.db, adminId, null, now);
    const second = await issueEnrolmentToken(testApp.db, adminId, null, now);
    expect((await login({ enrolment: first, from: '10.0.98.2' })).json()).toEqual(needed);
    expect((await login({ enrolment: second, from: '10.0.98.2' })).json().status.id).toBe(4711);
    expect((await attempts()).map((attempt) => attempt.reason)).toEqual([
      'enrolment-link-missing',
      'enrolment-link-missing',
      'enrolment-link-wrong',
      'enrolment-link-wrong',
    ]);
  });

  describe('decision 0186: at most 10 failed guesses a day per e-mail, whatever the addresses', () => {
    const ceiling = { status: { id: 4710, message: ADMIN_LOGIN_TEXTS.ceiling }, data: null };
    const addressOf = (attempt: number) => `10.0.${100 + (attempt % 50)}.${attempt}`;

    async function guessFromManyAddresses(count: number, guess: (attempt: number) => Try) {
      const answers = [];
      for (let attempt = 1; attempt <= count; attempt++) {
        answers.push((await login({ ...guess(attempt), from: addressOf(attempt) })).json());
      }
      return answers;
    }

    it('the 11th guess from the 11th address is not even checked: the right code is refused as a wrong one is', async () => {
      const wrongCode = code(new Date(now.getTime() + 10 * MINUTE));
      const answers = await guessFromManyAddresses(10, () => ({ totp: wrongCode }));
      expect(answers).toEqual(Array.from({ length: 10 }, () => codeWrong));
      expect((await login({ totp: code(), from: '10.0.200.1' })).json()).toEqual(ceiling);
      expect((await login({ password: 'wrong', from: '10.0.200.2' })).json()).toEqual(ceiling);
      expect((await login({ from: '10.0.200.3' })).json()).toEqual(ceiling);
    });

    it('wrong passwords count too, and an unknown e-mail reaches the ceiling exactly like a known one', async () => {
      const known = await guessFromManyAddresses(11, (attempt) => ({ password: `wrong-${attempt}` }));
      const unknown = await guessFromManyAddresses(11, (attempt) => ({
        email: 'nobody@demo.local',
        password: `wrong-${attempt}`,
      }));
      expect(known).toEqual(unknown);
      expect(known.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => invalid));
      expect(known[10]).toEqual(ceiling);
    });

    it("the account's owner still signs in with the password and a recovery code; a wrong one still counts", async () => {
      const recoveryCodes = await freshRecoveryCodes();
      await guessFromManyAddresses(10, (attempt) => ({ password: `wrong-${attempt}` }));
      expect((await login({ totp: code() })).json()).toEqual(ceiling);
      expect((await login({ totp: 'aaaaa-aaaaa' })).json()).toEqual(ceiling);
      expect((await login({ password: 'wrong', totp: recoveryCodes[0] })).json()).toEqual(ceiling);
      const signedIn = await login({ totp: recoveryCodes[0], from: '10.0.201.1' });
      expect(signedIn.json()).toEqual({ status: { id: 5 }, data: null });
      expect(sessionCookieOf(signedIn)).toBeDefined();
      expect((await failedGuesses()).length).toBe(12);
    });

    it('it lifts when the oldest failures are a day old, and a new password lifts it at once', async () => {
      await guessFromManyAddresses(10, (attempt) => ({ password: `wrong-${attempt}` }));
      now = new Date(TEST_NOW.getTime() + SIGN_IN_CEILING.windowMs - 1);
      expect((await login({ totp: code() })).json()).toEqual(ceiling);
      now = new Date(TEST_NOW.getTime() + SIGN_IN_CEILING.windowMs);
      expect((await login({ totp: code() })).json().status.id).toBe(5);

      // Two days on (the codes of the first day are spent), ten more failures, then `npm run admin:create`.
      now = new Date(TEST_NOW.getTime() + 2 * SIGN_IN_CEILING.windowMs);
      await guessFromManyAddresses(10, (attempt) => ({ password: `wrong-${attempt}` }));
      expect((await login({ totp: code() })).json()).toEqual(ceiling);
      await createOrResetAdmin(testApp.db, TEST_ADMIN.email, TEST_ADMIN.password, now);
      expect((await login({ totp: code(), from: '10.0.202.1' })).json().status.id).toBe(5);
    });

    it('the owners are e-mailed once per trip, and the trail records it', async () => {
      const outboxBefore = await ownerAlerts();
      const auditBefore = await testApp.db
        .selectFrom('admin_audit')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      await guessFromManyAddresses(14, (attempt) => ({ password: `wrong-${attempt}` }));
      const alerts = (await ownerAlerts()).slice(outboxBefore.length);
      const owners = await testApp.db
        .selectFrom('admins')
        .select('email')
        .where('role', '=', 'owner')
        .where('disabled_at', 'is', null)
        .execute();
      expect(owners.length).toBeGreaterThan(0);
      expect(alerts.map((alert) => alert.recipient).sort()).toEqual(owners.map((owner) => owner.email).sort());
      expect(alerts[0]?.body).toContain(`${TEST_ADMIN.email} has had 10 failed sign-ins`);
      expect(alerts[0]?.body).toContain('from 10 addresses');
      const trips = await testApp.db
        .selectFrom('admin_audit')
        .select(['admin_email', 'detail'])
        .where('action', '=', 'sign-in-ceiling-reached')
        .where('id', '>', auditBefore.id ?? '0')
        .execute();
      expect(trips).toEqual([{ admin_email: TEST_ADMIN.email, detail: { failures: 10, addresses: 10 } }]);
      // An e-mail that names no admin reaches the ceiling too, audited, but alerts nobody.
      await guessFromManyAddresses(10, (attempt) => ({ email: 'nobody@demo.local', password: `wrong-${attempt}` }));
      expect((await ownerAlerts()).length).toBe(outboxBefore.length + alerts.length);
      const nobody = await testApp.db
        .selectFrom('admin_audit')
        .select('admin_email')
        .where('action', '=', 'sign-in-ceiling-reached')
        .where('id', '>', auditBefore.id ?? '0')
        .execute();
      expect(nobody.map((row) => row.admin_email)).toEqual([TEST_ADMIN.email, 'nobody@demo.local']);
    });

    const failedGuesses = () =>
      testApp.db
        .selectFrom('admin_login_attempts')
        .select('reason')
        .where('email', '=', TEST_ADMIN.email)
        .where('succeeded', '=', false)
        .where('reason', '!=', 'ceiling')
        .execute();
    const ownerAlerts = () =>
      testApp.db
        .selectFrom('outbox')
        .select(['recipient', 'body'])
        .where('subject', 'like', 'Admin sign-in ceiling reached%')
        .orderBy('id')
        .execute();
    async function freshRecoveryCodes(): Promise<string[]> {
      const link = await unenrolledWithLink();
      const secret = SecondFactorEnrolmentSchema.parse(
        (await login({ enrolment: link, from: '10.0.250.1' })).json().data,
      ).secret;
      const done = await login({ enrolment: link, totp: totpCode(secret, now), from: '10.0.250.1' });
      await testApp.db.deleteFrom('admin_login_attempts').execute();
      return done.json().data.recoveryCodes;
    }
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
    // Counted, not timed: one verification each, against hashes of the same cost (argon2id, memory, passes, lanes).
    const costOf = (hashed: string) => hashed.split('$').slice(1, 4).join('$');
    argon2Verifications.length = 0;
    await login({ email: TEST_ADMIN.email, password: 'wrong-password' });
    const known = argon2Verifications.splice(0);
    await login({ email: 'nobody@demo.local', password: 'wrong-password' });
    const unknown = argon2Verifications.splice(0);
    expect(known).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    expect(costOf(unknown[0] ?? '')).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(costOf(unknown[0] ?? '')).toBe(costOf(known[0] ?? ''));
    expect(unknown[0]).not.toBe(known[0]);
  });

  it('decision 0012: more than 10 tries a minute from one IP answer 429 with Retry-After', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login({ email: `nobody${attempt}@demo.local` })).statusCode).toBe(200);
    }
    const limited = await login({ totp: code() });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('decisions 0230–0232: successful sign-ins never count as failures: an office behind one address signs 8 admins in at once', async () => {
    for (let signIn = 0; signIn < 8; signIn++) {
      now = new Date(TEST_NOW.getTime() + signIn * STEP);
      expect((await login()).statusCode, `password step ${signIn}`).toBe(200);
      const answer = await login({ totp: code() });
      expect(answer.statusCode, `code step ${signIn}`).toBe(200);
      expect(answer.json().status.id).toBe(5);
    }
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
