import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { autoLoginCall, loginCall, logoutCall } from '../../contract/auth';
import { configCall } from '../../contract/config';
import { buildPath, withQuery } from '../../contract/envelope';
import { createLoginLink } from '../cardholders/login-links';
import { fixedKeyRing } from '../platform/keys/key-ring';
import {
  type Caller,
  campaignIdOf,
  type LoginRequest,
  loginTokenFor,
  sessionCookieOf,
  signInAs,
  solveBotCheck,
  submitLogin,
} from '../testing/sign-in';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';

const MINUTE = 60_000;
const GENERIC_FAILURE = 'An error occurred - Something went wrong. Please try again later.';
const KEYS = fixedKeyRing('test-secret-test-secret-test-secret-000');

describe.each(TEST_DATABASE_KINDS)('Login, Auto login and Logout (spec §7; decision 0010) on %s', (kind) => {
  let testApp: TestApp;
  let now = TEST_NOW;
  let campaignId: number;
  let ipCount = 0;
  let caller: Caller;
  const db = () => testApp.database.db;
  const at = (offsetMs: number) => {
    now = new Date(TEST_NOW.getTime() + offsetMs);
  };

  beforeAll(async () => {
    testApp = await openTestApp(kind, { clock: () => now, keys: () => KEYS });
    campaignId = await campaignIdOf(testApp.database.db);
  });
  afterAll(async () => testApp.close());
  beforeEach(() => {
    now = TEST_NOW;
    ipCount += 1;
    caller = { ip: `10.0.2.${ipCount}` };
  });

  const login = (request: LoginRequest, cookie?: string) =>
    submitLogin(testApp.app, campaignId, request, { ...caller, ...(cookie === undefined ? {} : { cookie }) });
  const tokenFor = (code: string) => loginTokenFor(testApp.app, db(), code, caller);
  const botCheck = () => solveBotCheck(testApp.app, caller);
  const pageConfig = async (cookie?: string) => {
    const answer = await testApp.app.inject({ method: 'GET', url: configCall.fullPath, ...withCookie(cookie) });
    return configCall.response.parse(answer.json()).data;
  };
  const withCookie = (cookie?: string) => ({
    remoteAddress: caller.ip,
    ...(cookie === undefined ? {} : { headers: { cookie } }),
  });

  it('0 "Login successful": a session cookie, and the page config then says authenticated with the code', async () => {
    const answer = await login({ loginToken: await tokenFor('NOSPEND1'), botCheck: await botCheck() });
    expect(answer.json()).toEqual({ status: { id: 0, message: 'Login successful' }, data: null });
    const cookie = sessionCookieOf(answer);
    expect(cookie).toMatch(/^promo_session=[\w-]{22}$/);
    expect(await pageConfig(cookie)).toMatchObject({ isAuthenticated: true, isAdmin: false, code: 'NOSPEND1' });
  });

  it('the bot check comes first: a failing one answers -5 and leaves the login token usable', async () => {
    const loginToken = await tokenFor('SPEND042');
    const solved = await botCheck();
    const refused = [
      await login({ loginToken, botCheck: 'bm90IGFuIGFsdGNoYSBwYXlsb2Fk' }),
      await login({ loginToken, botCheck: solved, headerBotCheck: null }),
      await login({ loginToken, botCheck: solved, headerBotCheck: await botCheck() }),
    ];
    for (const answer of refused) {
      expect(answer.json()).toEqual({ status: { id: -5, message: GENERIC_FAILURE }, data: 'invalid-input-response' });
      expect(sessionCookieOf(answer)).toBeUndefined();
    }
    expect((await login({ loginToken, botCheck: solved })).json().status.id).toBe(0);
  });

  it('spec §7: a replayed bot-check solution answers -5 with data timeout-or-duplicate', async () => {
    const solved = await botCheck();
    expect((await login({ loginToken: await tokenFor('SPEND118'), botCheck: solved })).json().status.id).toBe(0);
    const replay = await login({ loginToken: await tokenFor('SPEND200'), botCheck: solved });
    expect(replay.json()).toEqual({ status: { id: -5, message: GENERIC_FAILURE }, data: 'timeout-or-duplicate' });
  });

  it('decision 0018: a challenge older than 5 minutes answers -5 with data timeout-or-duplicate', async () => {
    const solved = await botCheck();
    at(5 * MINUTE);
    const answer = await login({ loginToken: await tokenFor('PREMIUM7'), botCheck: solved });
    expect(answer.json()).toEqual({ status: { id: -5, message: GENERIC_FAILURE }, data: 'timeout-or-duplicate' });
  });

  it('spec §8 login 2: a login token used twice', async () => {
    const loginToken = await tokenFor('CLAIMED1');
    expect((await login({ loginToken, botCheck: await botCheck() })).json().status.id).toBe(0);
    const again = await login({ loginToken, botCheck: await botCheck() });
    expect(again.json()).toEqual({ status: { id: 2, message: GENERIC_FAILURE }, data: null });
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it.each([
    ['FIVECATS', 5 * MINUTE - 1, 0],
    ['EXPIRED1', 5 * MINUTE, 2],
  ])('"login token … 5 minutes": %s used %i ms after verify answers %i', async (code, after, statusId) => {
    const loginToken = await tokenFor(code);
    at(after);
    expect((await login({ loginToken, botCheck: await botCheck() })).json().status.id).toBe(statusId);
  });

  it('2 for a token never issued, and for a query token other than the body token', async () => {
    expect((await login({ loginToken: 'never-issued-token-000', botCheck: await botCheck() })).json().status.id).toBe(
      2,
    );
    const loginToken = await tokenFor('EIGHTCAT');
    const mismatch = await login({ loginToken, botCheck: await botCheck(), queryToken: 'another-token-00000000' });
    expect(mismatch.json().status.id).toBe(2);
    expect((await login({ loginToken, botCheck: await botCheck() })).json().status.id).toBe(0);
  });

  it('"Login always issues a new id": the session the browser came with is revoked', async () => {
    const first = await signInAs(testApp.app, db(), 'INSTALL1', caller);
    at(30_000); // the resend cooldown
    const answer = await login({ loginToken: await tokenFor('INSTALL1'), botCheck: await botCheck() }, first);
    const second = sessionCookieOf(answer);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await pageConfig(first)).isAuthenticated).toBe(false);
    expect((await pageConfig(second)).isAuthenticated).toBe(true);
  });

  it('Logout answers 0, clears the cookie, and the old cookie is refused afterwards', async () => {
    const cookie = await signInAs(testApp.app, db(), 'MONTHTWO', caller);
    const answer = await testApp.app.inject({ method: 'GET', url: logoutCall.fullPath, ...withCookie(cookie) });
    expect(answer.json()).toEqual({ status: { id: 0 }, data: null });
    expect(answer.cookies).toContainEqual(expect.objectContaining({ name: 'promo_session', value: '', maxAge: 0 }));
    expect(await pageConfig(cookie)).toMatchObject({ isAuthenticated: false, code: null });
  });

  it('Logout without a session still answers 0', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: logoutCall.fullPath, remoteAddress: caller.ip });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: { id: 0 }, data: null });
  });

  it('"login 20/min per IP": the 21st login from one address is refused with 429', async () => {
    const request = { loginToken: 'never-issued-token-000', botCheck: 'bm90LWEtc29sdXRpb24=' };
    for (let attempt = 1; attempt <= 20; attempt++) expect((await login(request)).statusCode).toBe(200);
    const refused = await login(request);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('another campaign id is a malformed request (400)', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(loginCall, { id: campaignId + 1 }), { token: 'abc' }),
      payload: { token: 'abc', id: campaignId + 1, 'g-recaptcha-response': 'x' },
      remoteAddress: caller.ip,
    });
    expect(answer.statusCode).toBe(400);
  });

  describe('Auto login: "only a single-use signed link token (HMAC, 15 minutes), never a bare code"', () => {
    const cardholderId = async (code: string) =>
      (await db().selectFrom('cardholders').select('id').where('promo_code', '=', code).executeTakeFirstOrThrow()).id;
    const autoLogin = (token: string, queryToken = token) =>
      testApp.app.inject({
        method: 'POST',
        url: withQuery(buildPath(autoLoginCall, { id: campaignId }), { token: queryToken }),
        payload: { token, id: campaignId },
        remoteAddress: caller.ip,
      });

    it('0 with a session for a fresh link; 2 when the same link is used again', async () => {
      const link = await createLoginLink(db(), KEYS, await cardholderId('ONESHORT'), now);
      const answer = await autoLogin(link);
      expect(answer.json()).toEqual({ status: { id: 0, message: 'Login successful' }, data: null });
      expect((await pageConfig(sessionCookieOf(answer))).code).toBe('ONESHORT');
      expect((await autoLogin(link)).json()).toEqual({ status: { id: 2, message: GENERIC_FAILURE }, data: null });
    });

    it.each([
      [15 * MINUTE - 1, 0],
      [15 * MINUTE, 2],
    ])('a link used %i ms after it was made answers %i', async (after, statusId) => {
      const link = await createLoginLink(db(), KEYS, await cardholderId('SPEND042'), now);
      at(after);
      expect((await autoLogin(link)).json().status.id).toBe(statusId);
    });

    it('2 for a bare promo code, a forged signature, a blocked cardholder, or two different tokens', async () => {
      const link = await createLoginLink(db(), KEYS, await cardholderId('SPEND118'), now);
      const [nonce, signature = ''] = link.split('.');
      const forged = `${nonce}.${signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`;
      const blocked = await createLoginLink(db(), KEYS, await cardholderId('BLOCKED1'), now);
      const otherSecret = await createLoginLink(
        db(),
        fixedKeyRing('another-secret'),
        await cardholderId('SPEND118'),
        now,
      );
      for (const token of ['SPEND118', forged, blocked, otherSecret, `${link}.extra`]) {
        expect((await autoLogin(token)).json().status.id).toBe(2);
      }
      expect((await autoLogin(link, 'another-token')).json().status.id).toBe(2);
      expect((await autoLogin(link)).json().status.id).toBe(0);
    });
  });
});
