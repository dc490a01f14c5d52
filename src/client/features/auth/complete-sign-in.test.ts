import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_TEXT } from '../../../domain/messages';
import { calledBody, calledUrl, stubFetch } from '../../testing/stub-fetch';
import { completeSignIn, type SignInAttempt } from './complete-sign-in';
import { rememberSentCode, sentCodeFor } from './sent-codes';

afterEach(() => {
  vi.unstubAllGlobals();
});

const attempt: SignInAttempt = {
  campaignId: 3,
  otpToken: 'otp-token',
  code: '1234',
  botCheckResponse: 'payload',
  loginToken: null,
};

describe('completeSignIn (spec §4 Login flow: verify the OTP, then log in with its token and the bot check)', () => {
  it('verify 0 then login 0: signed in; the bot-check response in the body and the header (spec §7)', async () => {
    const fetch = stubFetch({ statusId: 0, data: { token: 'login-token' } }, { statusId: 0 });
    await expect(completeSignIn(attempt)).resolves.toEqual({ kind: 'signedIn' });
    expect(calledUrl(fetch, 0)).toBe('/api/bpi/spend/v2/otp/verify/3');
    expect(calledBody(fetch, 0)).toEqual({ token: 'otp-token', code: '1234', id: 3 });
    expect(calledUrl(fetch, 1)).toBe('/api/bpi/spend/v3/login/3?token=login-token');
    expect(calledBody(fetch, 1)).toEqual({ token: 'login-token', id: 3, 'g-recaptcha-response': 'payload' });
    expect(fetch.mock.calls[1]?.[1]?.headers).toMatchObject({ 'g-recaptcha-response': 'payload' });
  });

  it.each([
    [5, 'Invalid Verification Code', 'Please double check and try again.'],
    [4, 'An error occurred', 'Something went wrong. Please try again later.'],
  ])('spec §8 Verification %i: %s, no login call', async (statusId, title, body) => {
    const fetch = stubFetch({ statusId });
    await expect(completeSignIn(attempt)).resolves.toEqual({
      kind: 'failed',
      feedback: { tone: 'error', title, body, offer: null },
      loginToken: null,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('decision 0165: verify 2000 says the code expired and offers Resend code; the tab forgets that code', async () => {
    rememberSentCode('NOSPEND2', { token: 'otp-token', contact: 'c' });
    const fetch = stubFetch({ statusId: 2000 });
    await expect(completeSignIn(attempt)).resolves.toEqual({
      kind: 'failed',
      feedback: { tone: 'warning', title: 'This code has expired', body: 'Ask for a new one.', offer: 'resend' },
      loginToken: null,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentCodeFor('NOSPEND2')).toBeNull();
  });

  it('decision 0070: a verified code is forgotten, so /login never offers it again as the code already sent', async () => {
    rememberSentCode('NOSPEND2', { token: 'otp-token', contact: 'c' });
    rememberSentCode('SPEND042', { token: 'other-token', contact: 'd' });
    stubFetch({ statusId: 0, data: { token: 'login-token' } }, { statusId: 0 });
    await expect(completeSignIn(attempt)).resolves.toEqual({ kind: 'signedIn' });
    expect(sentCodeFor('NOSPEND2')).toBeNull();
    expect(sentCodeFor('SPEND042')).toEqual({ token: 'other-token', contact: 'd' });
  });

  it("a call that gets no answer says so: 'We can't reach the server'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(completeSignIn(attempt)).resolves.toMatchObject({
      feedback: { title: "We can't reach the server", body: 'Check your connection and try again.' },
    });
  });

  it('spec §7: login -5 timeout-or-duplicate is a bot-check error; the login token is kept for a retry', async () => {
    stubFetch({ statusId: 0, data: { token: 'login-token' } }, { statusId: -5, data: 'timeout-or-duplicate' });
    await expect(completeSignIn(attempt)).resolves.toMatchObject({
      kind: 'failed',
      feedback: { title: 'Captcha Expired' },
      loginToken: 'login-token',
    });
  });

  it('a retry with a kept login token logs in without verifying the used code again', async () => {
    const fetch = stubFetch({ statusId: 0 });
    await expect(completeSignIn({ ...attempt, loginToken: 'login-token' })).resolves.toEqual({ kind: 'signedIn' });
    expect(calledUrl(fetch, 0)).toBe('/api/bpi/spend/v3/login/3?token=login-token');
  });

  it('spec §8 Login 2 (invalid token): the generic error text, and the token is dropped', async () => {
    stubFetch({ statusId: 2 });
    await expect(completeSignIn({ ...attempt, loginToken: 'login-token' })).resolves.toMatchObject({
      feedback: { title: 'An error occurred' },
      loginToken: null,
    });
  });

  it("decision: HTTP 503 at login shows spec §8 'Login maintenance'; a verified token is kept", async () => {
    stubFetch({ statusId: 0, data: { token: 'login-token' } }, { httpStatus: 503 });
    await expect(completeSignIn(attempt)).resolves.toMatchObject({
      feedback: { title: UI_TEXT.maintenance.login },
      loginToken: 'login-token',
    });
  });
});
