import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendOtpCall, verifyOtpCall } from '../../src/contract/auth';
import { STATUS } from '../../src/domain/outcomes';
import {
  type Caller,
  latestOtpCode,
  requestOtp,
  sessionCookieOf,
  solveBotCheck,
  submitLogin,
  submitOtp,
} from '../../src/server/testing/sign-in';
import { openTestApp, type TestApp } from '../../src/server/testing/test-app';
import { TEST_DATABASE_KINDS } from '../../src/server/testing/test-database';
import { TEST_NOW } from '../../src/server/testing/test-seed';

// Decision 0175: a promo code's devices not signed in before share at most 10 wrong
// one-time codes in any 24 hours and 24 in any 92 days, whatever their addresses. Decision 0176: the owner's known
// device is outside it. Decision 0177: every send takes a solved bot check. Decisions 0178 and 0179: 4720 says
// until when, and the owner is told once.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOTICE = 'too many wrong verification codes';

// Each send solves a real bot check (0.1-0.4 s a core): these tests take seconds, more on a busy machine.
describe.each(TEST_DATABASE_KINDS)(
  'the one-time-code guess budget (decision 0175, decision 0175) on %s',
  { timeout: 180_000 },
  (kind) => {
    let testApp: TestApp;
    let now = TEST_NOW;
    /** A fresh address for every request: the per-address limits never hold the stranger back. */
    let host = 0;
    const nextAddress = (): Caller => {
      host += 1;
      return { ip: `10.28.${Math.floor(host / 250) % 250}.${(host % 250) + 1}` };
    };
    const at = (offsetMs: number) => {
      now = new Date(TEST_NOW.getTime() + offsetMs);
    };
    const db = () => testApp.database.db;

    beforeAll(async () => {
      testApp = await openTestApp(kind, { clock: () => now });
    });
    afterAll(async () => testApp.close());
    beforeEach(() => {
      now = TEST_NOW;
    });

    const send = (promoCode: string, caller: Caller, botCheck?: string | null) =>
      requestOtp(testApp.app, testApp.campaignId, promoCode, caller, botCheck);
    const tokenOf = (answer: LightMyRequestResponse) => sendOtpCall.data.parse(answer.json().data).token;
    const verify = (token: string, code: string, caller: Caller) =>
      submitOtp(testApp.app, testApp.campaignId, token, code, caller);
    const wrongFor = (code: string, step: number) => String((Number(code) + step) % 10_000).padStart(4, '0');
    const countedFor = async (promoCode: string) => {
      const rows = await db()
        .selectFrom('otp_wrong_codes')
        .innerJoin('cardholders', 'cardholders.id', 'otp_wrong_codes.cardholder_id')
        .select('otp_wrong_codes.id')
        .where('cardholders.promo_code', '=', promoCode)
        .execute();
      return rows.length;
    };
    const noticesTo = async (promoCode: string) => {
      const holder = await db()
        .selectFrom('cardholders')
        .select(['mobile_no', 'email_address'])
        .where('promo_code', '=', promoCode)
        .executeTakeFirstOrThrow();
      const rows = await db()
        .selectFrom('outbox')
        .select(['channel', 'recipient', 'body'])
        .where('body', 'like', `%${NOTICE}%`)
        .where('recipient', 'in', [holder.mobile_no ?? '', holder.email_address ?? ''])
        .execute();
      return rows.map((row) => row.channel).sort();
    };

    /**
     * A stranger with the promo code, from a new address for every request, solving every bot check, asks for a code
     * and tries 5 wrong ones, over and over, 13 minutes apart (inside every send limit), until a send is refused for
     * the spent budget (or `forMs` passes). Answers what each try was told, and the 4720 answers' reopening moments.
     */
    async function strangerGuesses(promoCode: string, forMs: number) {
      const tries: number[] = [];
      const reopens: string[] = [];
      const start = now.getTime() - TEST_NOW.getTime();
      for (let offset = start; offset < start + forMs; offset += 13 * MINUTE) {
        at(offset);
        const sent = await send(promoCode, nextAddress());
        if (sent.json().status.id === STATUS.guessesSpent) {
          reopens.push(sent.json().data);
          break;
        }
        expect(sent.json().status.id).toBe(0);
        const code = await latestOtpCode(db());
        for (let step = 1; step <= 5; step += 1) {
          const answer = await verify(tokenOf(sent), wrongFor(code, step), nextAddress());
          tries.push(answer.json().status.id);
          if (answer.json().status.id === STATUS.guessesSpent) {
            reopens.push(answer.json().data);
            break;
          }
        }
      }
      return { tries, reopens };
    }

    /** The owner signs in on a device: a code sent, verified (the device cookie set), logged in. */
    async function ownerSignsIn(promoCode: string, caller: Caller) {
      const sent = await send(promoCode, caller);
      expect(sent.json().status.id).toBe(0);
      const code = await latestOtpCode(db());
      const verified = await verify(tokenOf(sent), code, caller);
      expect(verified.json().status.id).toBe(0);
      const loginToken = verifyOtpCall.data.parse(verified.json().data).token;
      const botCheck = await solveBotCheck(testApp.app, caller);
      const login = await submitLogin(testApp.app, testApp.campaignId, { loginToken, botCheck }, caller);
      expect(login.json().status.id).toBe(0);
      expect(sessionCookieOf(login)).toBeDefined();
      const device = verified.cookies.find((cookie) => cookie.name.endsWith('promo_device'));
      return device && `${device.name}=${device.value}`;
    }

    it('a stranger from many addresses gets 10 wrong codes tried a day and 24 in 92 days; the owner is told once', async () => {
      const promoCode = 'MONTHTWO';
      // Day 1: 9 wrong codes are answered 5, the 10th spends the budget and says so (4720); then nothing is sent.
      const day1 = await strangerGuesses(promoCode, 20 * HOUR);
      expect(day1.tries.filter((id) => id === STATUS.invalidVerificationCode)).toHaveLength(9);
      expect(day1.tries.at(-1)).toBe(STATUS.guessesSpent);
      expect(await countedFor(promoCode)).toBe(10);
      // 4720's data: the moment the first wrong code is a day old.
      const firstWrong = await db()
        .selectFrom('otp_wrong_codes')
        .select(({ fn }) => fn.min('created_at').as('first'))
        .executeTakeFirstOrThrow();
      const reopensAt = new Date(new Date(firstWrong.first as Date).getTime() + DAY).toISOString();
      expect(new Set(day1.reopens)).toEqual(new Set([reopensAt]));
      // Day 2 and 3: 10 more, then the 4 left of the 92 days' 24.
      at(DAY + HOUR);
      const day2 = await strangerGuesses(promoCode, 20 * HOUR);
      expect(day2.tries).toHaveLength(10);
      at(2 * DAY + 2 * HOUR);
      const day3 = await strangerGuesses(promoCode, 20 * HOUR);
      expect(day3.tries).toHaveLength(4);
      expect(await countedFor(promoCode)).toBe(24);
      // Days later, still nothing: the 92 days hold 24.
      at(40 * DAY);
      const later = await strangerGuesses(promoCode, 3 * HOUR);
      expect(later.tries).toHaveLength(0);
      expect(later.reopens.length).toBeGreaterThan(0);
      // Told once, by SMS and e-mail, though the budget ran out on three days.
      expect(await noticesTo(promoCode)).toEqual(['email', 'sms']);
      // When the oldest wrong code leaves the 92 days, a stranger's code is sent again.
      at(92 * DAY + HOUR);
      expect((await send(promoCode, nextAddress())).json().status.id).toBe(0);
    });

    it('while the budget is spent, even the right code is not tried from a device not signed in before', async () => {
      const promoCode = 'WALLET01';
      // 9 wrong codes: two codes' 5 and 4 tries.
      for (const [offset, wrongTries] of [
        [0, 5],
        [13 * MINUTE, 4],
      ] as const) {
        at(offset);
        const sent = await send(promoCode, nextAddress());
        const code = await latestOtpCode(db());
        for (let step = 1; step <= wrongTries; step += 1)
          await verify(tokenOf(sent), wrongFor(code, step), nextAddress());
      }
      at(26 * MINUTE);
      const caller = nextAddress();
      const sent = await send(promoCode, caller);
      const code = await latestOtpCode(db());
      expect((await verify(tokenOf(sent), wrongFor(code, 1), caller)).json().status.id).toBe(STATUS.guessesSpent);
      const refused = await verify(tokenOf(sent), code, caller);
      expect(refused.json()).toMatchObject({
        status: { id: STATUS.guessesSpent, message: expect.stringMatching(/^Sign-in Paused: .* or wait until /) },
        data: expect.any(String),
      });
      expect(refused.cookies).toEqual([]);
    });

    it("the owner's known device signs in before, during and after a stranger spends the budget (decision 0176)", async () => {
      const promoCode = 'NOSPEND1';
      const phone = nextAddress();
      const cookie = await ownerSignsIn(promoCode, phone);
      expect(cookie).toBeDefined();
      at(HOUR);
      const day1 = await strangerGuesses(promoCode, 10 * HOUR);
      expect(day1.tries.at(-1)).toBe(STATUS.guessesSpent);
      // The owner on a new phone is told to use the known one, or wait.
      at(12 * HOUR);
      expect((await send(promoCode, nextAddress())).json().status.id).toBe(STATUS.guessesSpent);
      // The known phone, even from another network, is sent a code; a typo there is not counted; it signs in.
      const onPhone = { ...nextAddress(), cookie };
      const sent = await send(promoCode, onPhone);
      expect(sent.json().status.id).toBe(0);
      const code = await latestOtpCode(db());
      expect((await verify(tokenOf(sent), wrongFor(code, 1), onPhone)).json().status.id).toBe(5);
      expect(await countedFor(promoCode)).toBe(10);
      const verified = await verify(tokenOf(sent), code, onPhone);
      expect(verified.json().status.id).toBe(0);
      const loginToken = verifyOtpCall.data.parse(verified.json().data).token;
      const botCheck = await solveBotCheck(testApp.app, onPhone);
      expect(
        (await submitLogin(testApp.app, testApp.campaignId, { loginToken, botCheck }, onPhone)).json().status.id,
      ).toBe(0);
      // After the 92 days' 24 are spent too, the known phone still signs in.
      at(DAY + 13 * HOUR);
      await strangerGuesses(promoCode, 20 * HOUR);
      at(2 * DAY + 14 * HOUR);
      await strangerGuesses(promoCode, 20 * HOUR);
      expect(await countedFor(promoCode)).toBe(24);
      at(10 * DAY);
      expect(await ownerSignsIn(promoCode, { ...nextAddress(), cookie })).toBeDefined();
    });

    it('racing wrong codes cannot take more than the budget left (the count and its row are one step)', async () => {
      const promoCode = 'CLAIM200';
      // 8 counted: two codes' 4 wrong tries each.
      for (const offset of [0, 13 * MINUTE]) {
        at(offset);
        const sent = await send(promoCode, nextAddress());
        const code = await latestOtpCode(db());
        for (let step = 1; step <= 4; step += 1) await verify(tokenOf(sent), wrongFor(code, step), nextAddress());
      }
      expect(await countedFor(promoCode)).toBe(8);
      at(26 * MINUTE);
      const sent = await send(promoCode, nextAddress());
      expect(sent.json()).toMatchObject({ status: { id: 0 } });
      const code = await latestOtpCode(db());
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((step) => verify(tokenOf(sent), wrongFor(code, step), nextAddress())),
      );
      const ids = answers.map((answer) => answer.json().status.id as number).sort((a, b) => a - b);
      expect(ids).toEqual([5, 4720, 4720, 4720, 4720]);
      expect(await countedFor(promoCode)).toBe(10);
    });

    it('decision 0177: a send without a solved bot check is refused as login refuses one, and sends nothing', async () => {
      const promoCode = 'OFFLINE1';
      const caller = nextAddress();
      const outbox = async () => (await db().selectFrom('outbox').select('id').execute()).length;
      const before = await outbox();
      // Missing: the contract requires the field (HTTP 400), as login's.
      expect((await send(promoCode, caller, null)).statusCode).toBe(400);
      // Not a solution.
      const forged = Buffer.from(JSON.stringify({ probe: true })).toString('base64');
      expect((await send(promoCode, caller, forged)).json()).toMatchObject({
        status: { id: STATUS.botCheckFailed },
        data: 'invalid-input-response',
      });
      // The header must carry the same solution as the body.
      const solved = await solveBotCheck(testApp.app, caller);
      const mismatched = await testApp.app.inject({
        method: 'POST',
        url: `/api/bpi/spend/v2/otp/send/${testApp.campaignId}`,
        remoteAddress: caller.ip,
        headers: { 'g-recaptcha-response': 'other' },
        payload: { promoid: promoCode, id: testApp.campaignId, 'g-recaptcha-response': solved },
      });
      expect(mismatched.json()).toMatchObject({ status: { id: -5 }, data: 'invalid-input-response' });
      expect(await outbox()).toBe(before);
      // A solution is used once: the first send goes out, its replay is refused.
      expect((await send(promoCode, caller, solved)).json().status.id).toBe(0);
      at(MINUTE);
      expect((await send(promoCode, caller, solved)).json()).toMatchObject({
        status: { id: -5 },
        data: 'timeout-or-duplicate',
      });
    });
  },
);
