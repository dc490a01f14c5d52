import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendOtpCall, verifyOtpCall } from '../../contract/auth';
import { buildPath } from '../../contract/envelope';
import { sha256Hex } from '../platform/token-crypto';
import { campaignIdOf, latestOtpCode, requestOtp, submitOtp } from '../testing/sign-in';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const VALIDATION_DELAY_MS = 10 * MINUTE;
const SEND_TEXTS = {
  0: 'Successfully Sent: A verification code has been sent to your email or mobile.',
  1: 'Invalid Promo Code: The promo code is not registered to this promo. Please double check and try again.',
};
const VERIFY_TEXTS = {
  0: 'Verification code is correct.',
  5: 'Invalid Verification Code: Please double check and try again.',
  2000: 'Captcha Expired: Please try again.',
};

describe.each(TEST_DATABASE_KINDS)('Send OTP and Verify OTP (spec §7, §8; decision 0010) on %s', (kind) => {
  let testApp: TestApp;
  let now = TEST_NOW;
  let campaignId: number;
  let ipCount = 0;
  /** A client address of its own per test: the per-IP limits are tested on purpose only. */
  let caller: { ip: string };
  const db = () => testApp.database.db;
  const at = (offsetMs: number) => {
    now = new Date(TEST_NOW.getTime() + offsetMs);
  };

  beforeAll(async () => {
    testApp = await openTestApp(kind, { clock: () => now, registrationValidationDelayMs: VALIDATION_DELAY_MS });
    campaignId = await campaignIdOf(testApp.database.db);
  });
  afterAll(async () => testApp.close());
  beforeEach(() => {
    now = TEST_NOW;
    ipCount += 1;
    caller = { ip: `10.0.1.${ipCount}` };
  });

  const send = (code: string) => requestOtp(testApp.app, campaignId, code, caller);
  const verify = (token: string, code: string) => submitOtp(testApp.app, campaignId, token, code, caller);
  async function sentToken(code: string): Promise<string> {
    const answer = await send(code);
    expect(answer.json().status.id).toBe(0);
    return sendOtpCall.data.parse(answer.json().data).token;
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('0 for a registered code: a 128-bit token, the masked contact, and the code sent by SMS and e-mail', async () => {
    const answer = await send('NOSPEND1');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: { id: 0, message: SEND_TEXTS[0] },
      data: { token: expect.stringMatching(/^[\w-]{22}$/), contact: '+63917•••0004' },
    });
    const messages = await db().selectFrom('outbox').select(['channel', 'recipient', 'body']).orderBy('id').execute();
    const code = await latestOtpCode(db());
    expect(messages.slice(-2)).toEqual([
      { channel: 'sms', recipient: '+639171230004', body: expect.stringContaining(code) },
      { channel: 'email', recipient: 'nospend1@demo.local', body: expect.stringContaining(code) },
    ]);
  });

  it("decision 0153: the code's messages expire when the code does, one-time-code lanes", async () => {
    const token = await sentToken('ONESHORT');
    const challenge = await db()
      .selectFrom('otp_challenges')
      .select('expires_at')
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    const messages = await db()
      .selectFrom('outbox')
      .select(['priority', 'expires_at'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(challenge.expires_at.getTime()).toBe(TEST_NOW.getTime() + 5 * MINUTE);
    expect(messages).toEqual([
      { priority: 'one-time-code', expires_at: challenge.expires_at },
      { priority: 'one-time-code', expires_at: challenge.expires_at },
    ]);
  });

  it('decision 0010: the code is stored as an HMAC and the token as SHA-256, neither as sent', async () => {
    const token = await sentToken('MONTHEXP');
    const code = await latestOtpCode(db());
    const row = await db()
      .selectFrom('otp_challenges')
      .selectAll()
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).not.toBe(sha256Hex(code));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expires_at).toEqual(new Date(TEST_NOW.getTime() + 5 * MINUTE));
  });

  it.each([
    ['unknown', 'NOSUCH99'],
    ['issued, not registered', 'NEWUSER1'],
    ['pending validation', 'PENDING1'],
    ['blocked', 'BLOCKED1'],
  ])('spec §8: 1 "Invalid Promo Code…" for a code that is %s, and nothing is sent', async (_state, code) => {
    const before = await db().selectFrom('outbox').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    const answer = await send(code);
    expect(answer.json()).toEqual({ status: { id: 1, message: SEND_TEXTS[1] }, data: null });
    const after = await db().selectFrom('outbox').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('decision 0022: a pending code is registered by the validation step once its delay has passed', async () => {
    at(VALIDATION_DELAY_MS);
    expect((await send('PENDING1')).json().status.id).toBe(0);
  });

  it('promo codes are matched case-insensitively', async () => {
    expect((await send('spend042')).json().status.id).toBe(0);
  });

  it('"Resend cooldown 30 seconds" per promo code and client: 429 with Retry-After until 30 s have passed', async () => {
    await sentToken('SPEND118');
    at(29 * SECOND);
    const tooSoon = await send('SPEND118');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('1');
    expect(tooSoon.json().status.id).toBe(429);
    at(30 * SECOND);
    expect((await send('SPEND118')).json().status.id).toBe(0);
  });

  it('decision 0104: at most 3 codes an hour per code and client, 5 per code: the next waits until the first is an hour old', async () => {
    for (const minute of [0, 1, 2]) {
      at(minute * MINUTE);
      expect((await send('SPEND200')).json().status.id).toBe(0);
    }
    at(3 * MINUTE);
    const fourth = await send('SPEND200');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe(String(57 * 60));
    // Another client may have the code's last two.
    const elsewhere = (code: string) => requestOtp(testApp.app, campaignId, code, { ip: `10.0.2.${ipCount}` });
    for (const minute of [3, 4]) {
      at(minute * MINUTE);
      expect((await elsewhere('SPEND200')).json().status.id).toBe(0);
    }
    at(5 * MINUTE);
    const sixth = await elsewhere('SPEND200');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe(String(55 * 60));
    at(60 * MINUTE - 1);
    expect((await send('SPEND200')).statusCode).toBe(429);
    at(60 * MINUTE);
    expect((await send('SPEND200')).json().status.id).toBe(0);
  });

  it('a new code replaces the earlier one: its token answers 2000 afterwards', async () => {
    const first = await sentToken('PREMIUM7');
    const firstCode = await latestOtpCode(db());
    at(30 * SECOND);
    const second = await sentToken('PREMIUM7');
    const secondCode = await latestOtpCode(db());
    expect((await verify(first, firstCode)).json().status.id).toBe(2000);
    expect((await verify(second, secondCode)).json().status.id).toBe(0);
  });

  it('spec §8 Send OTP 4 (server error) for a registered code with neither mobile nor e-mail', async () => {
    await db()
      .updateTable('cardholders')
      .set({ mobile_no: null, email_address: null })
      .where('promo_code', '=', 'MONTHONE')
      .execute();
    expect((await send('MONTHONE')).json().status.id).toBe(4);
  });

  it('"send OTP 10/min per IP": the 11th request from one address is refused with 429 and Retry-After', async () => {
    for (let request = 1; request <= 10; request++) expect((await send('NOSUCH99')).statusCode).toBe(200);
    const eleventh = await send('NOSUCH99');
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('another campaign id, or a malformed promo code, is a malformed request (400)', async () => {
    const otherCampaign = await testApp.app.inject({
      method: 'POST',
      url: buildPath(sendOtpCall, { id: campaignId + 1 }),
      payload: { promoid: 'NOSPEND1', id: campaignId + 1 },
      remoteAddress: caller.ip,
    });
    expect(otherCampaign.statusCode).toBe(400);
    expect((await send('SHORT')).statusCode).toBe(400);
  });

  it('Verify 0 "Verification code is correct." with a login token, stored hashed', async () => {
    const token = await sentToken('CLAIMED1');
    const answer = await verify(token, await latestOtpCode(db()));
    expect(answer.json()).toEqual({
      status: { id: 0, message: VERIFY_TEXTS[0] },
      data: { token: expect.stringMatching(/^[\w-]{22}$/) },
    });
    const loginToken = verifyOtpCall.data.parse(answer.json().data).token;
    const row = await db()
      .selectFrom('otp_challenges')
      .select(['login_token_hash', 'login_token_expires_at', 'verified_at'])
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      login_token_hash: sha256Hex(loginToken),
      login_token_expires_at: new Date(TEST_NOW.getTime() + 5 * MINUTE),
      verified_at: TEST_NOW,
    });
    // "single use": the same token and code again answer 2000.
    expect((await verify(token, await latestOtpCode(db()))).json().status.id).toBe(2000);
  });

  it('"5 wrong tries kill the token (the 6th try is refused even with the right code)"', async () => {
    const token = await sentToken('EXPIRED1');
    const code = await latestOtpCode(db());
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await verify(token, wrongCode(code))).json()).toEqual({
        status: { id: 5, message: VERIFY_TEXTS[5] },
        data: null,
      });
    }
    expect((await verify(token, code)).json()).toEqual({
      status: { id: 2000, message: VERIFY_TEXTS[2000] },
      data: null,
    });
  });

  it('after 4 wrong tries the right code still verifies', async () => {
    const token = await sentToken('FIVECATS');
    const code = await latestOtpCode(db());
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await verify(token, wrongCode(code))).json().status.id).toBe(5);
    expect((await verify(token, code)).json().status.id).toBe(0);
  });

  it.each([
    ['EIGHTCAT', 5 * MINUTE - 1, 0],
    ['INSTALL1', 5 * MINUTE, 2000],
    ['MONTHTWO', 5 * MINUTE + 1, 2000],
  ])('"valid 5 minutes": %s verified %i ms after sending answers %i', async (code, after, statusId) => {
    const token = await sentToken(code);
    const otp = await latestOtpCode(db());
    at(after);
    expect((await verify(token, otp)).json().status.id).toBe(statusId);
  });

  it('2000 for a token never issued', async () => {
    expect((await verify('never-issued-token-000', '1234')).json().status.id).toBe(2000);
  });

  it('"verify 20/min per IP": the 21st request from one address is refused with 429', async () => {
    for (let request = 1; request <= 20; request++) {
      expect((await verify('never-issued-token-000', '1234')).statusCode).toBe(200);
    }
    expect((await verify('never-issued-token-000', '1234')).statusCode).toBe(429);
  });

  it('spec §5 "OTP code: required, digits, length 4": anything else is a malformed request (400)', async () => {
    for (const code of ['123', '12345', 'abcd', '']) expect((await verify('some-token', code)).statusCode).toBe(400);
  });
});
