import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendOtpCall, verifyOtpCall } from '../../src/contract/auth';
import { fixedKeyRing, type KeyRing } from '../../src/server/platform/keys/key-ring';
import {
  type Caller,
  latestOtpCode,
  requestOtp,
  sessionCookieOf,
  solveBotCheck,
  submitLogin,
  submitOtp,
} from '../../src/server/testing/sign-in';
import { openTestApp, TEST_SECRET, type TestApp } from '../../src/server/testing/test-app';
import { TEST_DATABASE_KINDS } from '../../src/server/testing/test-database';
import { TEST_NOW } from '../../src/server/testing/test-seed';

// Decision 0104: a stranger who knows a promo code can cost its owner at most 5 messages an
// hour (the code's shared allowance), one address at most 3 of them (30 s apart), and the owner's phone, which
// holds the device cookie a sign-in sets, has an allowance of its own that nobody else can spend. Verifying a
// code already sent is never held back by any of it.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const OTHER_SECRET = 'other-secret-other-secret-other-secret-0';

// Decision 0177: every send solves a real bot check (0.1-0.4 s a core), so a test of 30 sends takes a while.
vi.setConfig({ testTimeout: 180_000 });

describe.each(TEST_DATABASE_KINDS)('one-time-code send limits (decision 0104) on %s', (kind) => {
  let testApp: TestApp;
  let now = TEST_NOW;
  let keys: KeyRing = fixedKeyRing(TEST_SECRET);
  /** Every test gets addresses of its own, so the per-IP limits (real time) stay out of the way. */
  let block = 0;
  const address = (host: number) => `10.18.${block}.${host}`;
  const at = (offsetMs: number) => {
    now = new Date(TEST_NOW.getTime() + offsetMs);
  };
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await openTestApp(kind, { clock: () => now, keys: () => keys });
  });
  afterAll(async () => testApp.close());
  beforeEach(() => {
    block += 1;
    now = TEST_NOW;
    keys = fixedKeyRing(TEST_SECRET);
  });

  const send = (code: string, caller: Caller) => requestOtp(testApp.app, testApp.campaignId, code, caller);
  const tokenOf = (answer: LightMyRequestResponse) => sendOtpCall.data.parse(answer.json().data).token;
  const messagesTo = async (promoCode: string) => {
    const rows = await db()
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', `${promoCode.toLowerCase()}@demo.local`)
      .execute();
    return rows.length;
  };
  const deviceCookieOf = (answer: LightMyRequestResponse) => {
    const cookie = answer.cookies.find((set) => set.name.endsWith('promo_device') && set.value !== '');
    if (cookie === undefined) throw new Error(`no device cookie in: ${JSON.stringify(answer.cookies)}`);
    return cookie;
  };

  function expectRefused(answer: LightMyRequestResponse, retryAfterSeconds: number): void {
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toMatchObject({ status: { id: 429, message: expect.stringMatching(/^Too many/) } });
    expect(answer.headers['retry-after']).toBe(String(retryAfterSeconds));
  }

  /** The owner signs in on their phone: a code sent, verified, and the device cookie the verification sets. */
  async function ownerSignsIn(promoCode: string, caller: Caller): Promise<string> {
    const sent = await send(promoCode, caller);
    expect(sent.json().status.id).toBe(0);
    const verified = await submitOtp(testApp.app, testApp.campaignId, tokenOf(sent), await latestOtpCode(db()), caller);
    expect(verified.json().status.id).toBe(0);
    const cookie = deviceCookieOf(verified);
    return `${cookie.name}=${cookie.value}`;
  }

  /** A stranger spends the code's shared allowance from several addresses, 30 s apart: the sends that went out. */
  async function strangerSpends(promoCode: string, attempts: number): Promise<number> {
    let sent = 0;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const answer = await send(promoCode, { ip: address(100 + (attempt % 4)) });
      if (answer.statusCode === 200 && answer.json().status.id === 0) sent += 1;
      at(now.getTime() - TEST_NOW.getTime() + 30 * SECOND);
    }
    return sent;
  }

  it('a stranger from several addresses gets at most 5 messages an hour sent to the owner', async () => {
    const before = await messagesTo('SPEND118');
    // 40 tries across 4 addresses, 30 s apart, over 20 minutes.
    expect(await strangerSpends('SPEND118', 40)).toBe(5);
    // Each send is one SMS and one e-mail: 5 e-mails reached the owner, no more.
    expect((await messagesTo('SPEND118')) - before).toBe(5);
    // The honest wait: until the first of the 5 is an hour old (it was sent at 0), and then one more goes out.
    at(20 * MINUTE);
    expectRefused(await send('SPEND118', { ip: address(200) }), 40 * 60);
    at(HOUR);
    expect((await send('SPEND118', { ip: address(200) })).json().status.id).toBe(0);
  });

  it('per code and address: 30 s between sends and 3 an hour; another address is still sent one', async () => {
    const caller = { ip: address(1) };
    expect((await send('SPEND200', caller)).json().status.id).toBe(0);
    expectRefused(await send('SPEND200', caller), 30);
    at(29 * SECOND);
    expectRefused(await send('SPEND200', caller), 1);
    at(30 * SECOND);
    expect((await send('SPEND200', caller)).json().status.id).toBe(0);
    at(MINUTE);
    expect((await send('SPEND200', caller)).json().status.id).toBe(0);
    // The 4th in the hour waits until the first is an hour old, though the code has 2 of its 5 left.
    at(2 * MINUTE);
    expectRefused(await send('SPEND200', caller), 58 * 60);
    expect((await send('SPEND200', { ip: address(2) })).json().status.id).toBe(0);
    at(HOUR);
    expect((await send('SPEND200', caller)).json().status.id).toBe(0);
  });

  it("the owner's phone with its device cookie is sent a code after a stranger spent the shared 5, and signs in", async () => {
    const ownerPhone = { ip: address(1) };
    const cookie = await ownerSignsIn('PREMIUM7', ownerPhone);
    at(MINUTE);
    expect(await strangerSpends('PREMIUM7', 12)).toBe(4);
    // 12 tries, 30 s apart, from 1 minute: at 7 minutes the owner's own sign-in at 0 is 53 minutes from leaving
    // the hour.
    expectRefused(await send('PREMIUM7', { ip: address(150) }), 53 * 60);
    // Without the cookie the owner waits like anyone (their own sign-in spent one of the 5)…
    expectRefused(await send('PREMIUM7', ownerPhone), 53 * 60);
    // …with it, on the same phone (even from another network), a code is sent and signs in.
    const phone = { ip: address(3), cookie };
    const sent = await send('PREMIUM7', phone);
    expect(sent.json().status.id).toBe(0);
    const verified = await submitOtp(testApp.app, testApp.campaignId, tokenOf(sent), await latestOtpCode(db()), phone);
    expect(verified.json().status.id).toBe(0);
    const loginToken = verifyOtpCall.data.parse(verified.json().data).token;
    const botCheck = await solveBotCheck(testApp.app, phone);
    const login = await submitLogin(testApp.app, testApp.campaignId, { loginToken, botCheck }, phone);
    expect(login.json().status.id).toBe(0);
    expect(sessionCookieOf(login)).toBeDefined();
  });

  it("the device's own allowance: 30 s apart and 3 an hour, and a stranger's send does not void its code", async () => {
    const cookie = await ownerSignsIn('EIGHTCAT', { ip: address(1) });
    const phone = { ip: address(1), cookie };
    at(HOUR);
    const first = await send('EIGHTCAT', phone);
    expect(first.json().status.id).toBe(0);
    const firstCode = await latestOtpCode(db());
    // A stranger's send meanwhile (the shared allowance) leaves the phone's code valid.
    expect((await send('EIGHTCAT', { ip: address(50) })).json().status.id).toBe(0);
    const verify = (answer: LightMyRequestResponse, code: string) =>
      submitOtp(testApp.app, testApp.campaignId, tokenOf(answer), code, phone);
    expect((await verify(first, firstCode)).json().status.id).toBe(0);
    at(HOUR + 10 * SECOND);
    expectRefused(await send('EIGHTCAT', phone), 20);
    at(HOUR + 30 * SECOND);
    const second = await send('EIGHTCAT', phone);
    expect(second.json().status.id).toBe(0);
    const secondCode = await latestOtpCode(db());
    at(HOUR + MINUTE);
    expect((await send('EIGHTCAT', phone)).json().status.id).toBe(0);
    at(HOUR + 2 * MINUTE);
    expectRefused(await send('EIGHTCAT', phone), 58 * 60);
    // The phone's latest code replaced its earlier one, as any new code does.
    expect((await verify(second, secondCode)).json().status.id).toBe(2000);
  });

  it("a forged, altered, expired or other cardholder's device cookie gives no allowance of its own", async () => {
    const othersCookie = await ownerSignsIn('FIVECATS', { ip: address(1) });
    at(MINUTE);
    const ownCookie = await ownerSignsIn('INSTALL1', { ip: address(2) });
    at(2 * MINUTE);
    expect(await strangerSpends('INSTALL1', 12)).toBe(4);
    const [name, value] = ownCookie.split('=') as [string, string];
    const [id, expiry, signature] = value.split('.') as [string, string, string];
    const forged = [
      othersCookie.replace(/^[^=]+=/, `${name}=`),
      `${name}=${id}.${expiry}.${'0'.repeat(signature.length)}`,
      `${name}=${id}.${Number(expiry) + 86_400}.${signature}`,
      `${name}=${Number(id) + 1}.${expiry}.${signature}`,
      `${name}=garbage`,
    ];
    for (const cookie of forged) expectRefused(await send('INSTALL1', { ip: address(9), cookie }), 53 * 60);
    // Signed with a key this server never had.
    keys = fixedKeyRing(OTHER_SECRET);
    const foreign = await ownerSignsIn('MONTHTWO', { ip: address(3) });
    keys = fixedKeyRing(TEST_SECRET);
    expectRefused(await send('INSTALL1', { ip: address(9), cookie: foreign.replace(/^[^=]+=/, `${name}=`) }), 53 * 60);
    // Expired: 180 days after the sign-in the cookie is no longer the owner's way in.
    at(180 * 24 * HOUR + 2 * MINUTE);
    expect((await send('INSTALL1', { ip: address(2), cookie: ownCookie })).json().status.id).toBe(0);
    at(180 * 24 * HOUR + 3 * MINUTE);
    await strangerSpends('INSTALL1', 12);
    expect((await send('INSTALL1', { ip: address(2), cookie: ownCookie })).statusCode).toBe(429);
  });

  it('the device cookie: set by a verified code only; HttpOnly, SameSite=Strict, Path=/, for 180 days', async () => {
    const caller = { ip: address(1) };
    const sent = await send('NOSPEND2', caller);
    const code = await latestOtpCode(db());
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const refused = await submitOtp(testApp.app, testApp.campaignId, tokenOf(sent), wrong, caller);
    expect(refused.cookies).toEqual([]);
    const verified = await submitOtp(testApp.app, testApp.campaignId, tokenOf(sent), code, caller);
    expect(verified.cookies).toEqual([
      expect.objectContaining({ name: 'promo_device', path: '/', httpOnly: true, sameSite: 'Strict' }),
    ]);
    const [cookie] = verified.cookies;
    expect(cookie?.maxAge).toBe(180 * 24 * 3600);
    expect(cookie).not.toHaveProperty('secure');
    expect(cookie).not.toHaveProperty('domain');
  });

  it('decision 0091: after a key rotation a device cookie signed with the previous key still counts', async () => {
    const cookie = await ownerSignsIn('MONTHONE', { ip: address(1) });
    at(MINUTE);
    expect(await strangerSpends('MONTHONE', 12)).toBe(4);
    keys = fixedKeyRing(OTHER_SECRET, TEST_SECRET);
    expect((await send('MONTHONE', { ip: address(1), cookie })).json().status.id).toBe(0);
  });

  it('a code already sent still verifies after every send allowance is spent (5 wrong tries per send token)', async () => {
    const caller = { ip: address(1) };
    await strangerSpends('CLAIM118', 4);
    const last = await send('CLAIM118', caller);
    expect(last.json().status.id).toBe(0);
    const code = await latestOtpCode(db());
    at(5 * 30 * SECOND);
    expect((await send('CLAIM118', { ip: address(2) })).statusCode).toBe(429);
    expect((await send('CLAIM118', caller)).statusCode).toBe(429);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await submitOtp(testApp.app, testApp.campaignId, tokenOf(last), wrong, caller);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().status.id).toBe(5);
    }
    const verified = await submitOtp(testApp.app, testApp.campaignId, tokenOf(last), code, caller);
    expect(verified.json().status.id).toBe(0);
  });
});

describe.each(TEST_DATABASE_KINDS)('the device cookie over HTTPS (decision 0104) on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await openTestApp(kind, { https: true });
  });
  afterAll(async () => testApp.close());

  it('is `__Host-promo_device` with Secure, HttpOnly, SameSite=Strict and Path=/', async () => {
    const caller = { ip: '10.18.99.1' };
    const sent = await requestOtp(testApp.app, testApp.campaignId, 'SPEND042', caller);
    const token = sendOtpCall.data.parse(sent.json().data).token;
    const code = await latestOtpCode(testApp.database.db);
    const verified = await submitOtp(testApp.app, testApp.campaignId, token, code, caller);
    expect(verified.cookies).toEqual([
      expect.objectContaining({
        name: '__Host-promo_device',
        path: '/',
        httpOnly: true,
        sameSite: 'Strict',
        secure: true,
      }),
    ]);
    expect(verified.cookies[0]).not.toHaveProperty('domain');
  });
});
