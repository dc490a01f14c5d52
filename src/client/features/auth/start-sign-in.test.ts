import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_TEXT } from '../../../domain/messages';
import { calledBody, calledUrl, stubFetch } from '../../testing/stub-fetch';
import { registerCode } from './api/register-code';
import { sendCode, startSignIn } from './start-sign-in';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A solved bot check as the widget gives it (decision 0177: a send takes one). */
const PROOF = 'c29sdmVk';

describe('startSignIn within the code cooldown (decision 0070)', () => {
  it('a 429 with Retry-After is a cooldown, not the generic error, with the code this tab was sent', async () => {
    stubFetch({ statusId: 4679 }, { statusId: 0, data: { token: 'first-token', contact: 'm***@demo.local' } });
    await startSignIn(3, 'monthexp', PROOF);
    stubFetch({ statusId: 4679 }, { httpStatus: 429, headers: { 'Retry-After': '27' } });
    await expect(startSignIn(3, 'MONTHEXP', PROOF)).resolves.toEqual({
      kind: 'cooldown',
      retryAfterSeconds: 27,
      sent: { token: 'first-token', contact: 'm***@demo.local' },
    });
  });

  it('another tab (nothing remembered) still gets the countdown, without a code to go on to', async () => {
    stubFetch({ statusId: 4679 }, { httpStatus: 429, headers: { 'Retry-After': '12' } });
    await expect(startSignIn(3, 'NOSPEND1', PROOF)).resolves.toEqual({
      kind: 'cooldown',
      retryAfterSeconds: 12,
      sent: null,
    });
  });
});

describe('startSignIn (spec §4 Login flow: inquire; if 4679, send the OTP)', () => {
  it('4679 then send OTP 0: the token and contact for /verification', async () => {
    const fetch = stubFetch(
      { statusId: 4679 },
      { statusId: 0, data: { token: 'otp-token', contact: 'n***@demo.local' } },
    );
    await expect(startSignIn(3, 'NOSPEND1', PROOF)).resolves.toEqual({
      kind: 'otpSent',
      token: 'otp-token',
      contact: 'n***@demo.local',
    });
    expect(calledUrl(fetch, 0)).toBe('/api/bpi/spend/inquire/3?code=NOSPEND1');
    expect(calledBody(fetch, 0)).toEqual({ code: 'NOSPEND1', id: 3 });
    expect(calledUrl(fetch, 1)).toBe('/api/bpi/spend/v2/otp/send/3');
    expect(calledBody(fetch, 1)).toEqual({ promoid: 'NOSPEND1', id: 3, 'g-recaptcha-response': PROOF });
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('g-recaptcha-response')).toBe(PROOF);
  });

  it('decision 0178: send OTP 4720 is a warning that says when codes resume and what to do', async () => {
    stubFetch({ statusId: 4679 }, { statusId: 4720, data: '2026-11-28T13:05:00.000Z' });
    const start = await startSignIn(3, 'NOSPEND1', PROOF);
    expect(start).toMatchObject({ kind: 'feedback', feedback: { tone: 'warning', title: 'Sign-in Paused' } });
    const body = start.kind === 'feedback' ? start.feedback.body : null;
    // On this device's clock, to the minute.
    expect(body).toMatch(
      /log in on the phone or computer you signed in with before, or wait until Nov 2\d, 2026, \d{1,2}:05 [AP]M\.$/,
    );
  });

  it("decision 0177: send OTP -5 (the bot check refused) says 'Captcha Expired: Please try again.'", async () => {
    stubFetch({ statusId: 4679 }, { statusId: -5, data: 'timeout-or-duplicate' });
    await expect(startSignIn(3, 'NOSPEND1', PROOF)).resolves.toMatchObject({
      feedback: { title: 'Captcha Expired', body: 'Please try again.' },
    });
  });

  it.each([
    [4677, UI_TEXT.registerFeedback.pendingTitle],
    [4678, 'Not Yet Registered / Invalid Promo Code'],
  ])('inquiry %i stops with its short text and sends no code', async (statusId, title) => {
    const fetch = stubFetch({ statusId });
    const start = await startSignIn(3, 'PENDING1', PROOF);
    expect(start).toMatchObject({ kind: 'feedback', feedback: { title } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("send OTP 1: 'Invalid Promo Code: The promo code is not registered to this promo…'", async () => {
    stubFetch({ statusId: 4679 }, { statusId: 1 });
    await expect(startSignIn(3, 'NOSPEND1', PROOF)).resolves.toMatchObject({
      feedback: { title: 'Invalid Promo Code', body: expect.stringContaining('not registered to this promo') },
    });
  });

  it("decision: HTTP 503 shows spec §8 'Login maintenance'", async () => {
    stubFetch({ httpStatus: 503 });
    await expect(startSignIn(3, 'NOSPEND1', PROOF)).resolves.toMatchObject({
      feedback: { title: UI_TEXT.maintenance.login },
    });
  });

  it("decision 0165: a call that gets no answer says 'We can't reach the server…'", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(startSignIn(3, 'NOSPEND1', PROOF)).resolves.toMatchObject({
      feedback: { title: "We can't reach the server", body: 'Check your connection and try again.' },
    });
  });

  it('sendCode (Resend) lets an HTTP failure through for the cooldown to read', async () => {
    stubFetch({ httpStatus: 429, headers: { 'Retry-After': '20' } });
    await expect(sendCode(3, 'NOSPEND1', PROOF)).rejects.toMatchObject({ httpStatus: 429, retryAfterSeconds: 20 });
  });
});

describe('registerCode', () => {
  it('spec §4: "44 triggers a code inquiry"', async () => {
    const fetch = stubFetch({ statusId: 44 }, { statusId: 4677 });
    await expect(registerCode(3, 'NEWUSER1')).resolves.toMatchObject({
      step: 'inquiry',
      outcome: { kind: 'pendingValidation' },
    });
    expect(calledBody(fetch, 0)).toEqual({ vouchercode: 'NEWUSER1', id: 3 });
    expect(calledUrl(fetch, 1)).toBe('/api/bpi/spend/inquire/3?code=NEWUSER1');
  });

  it('any other register id is the result itself, with no inquiry', async () => {
    const fetch = stubFetch({ statusId: 4255 });
    await expect(registerCode(3, 'NEWUSER1')).resolves.toMatchObject({
      step: 'register',
      outcome: { kind: 'submitted' },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
