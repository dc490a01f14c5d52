import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminLoginOutcome,
  BOT_CHECK_TIMEOUT_DATA,
  isSessionProblem,
  loginOutcome,
  logoutOutcome,
  redeemOutcome,
  registerOutcome,
  resendFailedOutcome,
  resendOutcome,
  SESSION_STATUS_IDS,
  STATUS,
  sendOtpOutcome,
  verifyOutcome,
} from './outcomes';

const GENERIC_FAILURE = 'An error occurred - Something went wrong. Please try again later.';
const SESSION_EXPIRED = 'Session Expired. Please log in again to continue.';
const ALREADY_REGISTERED =
  'Already Registered: Thank you for participating… The promo code you have entered is already registered… Please review your registration entry detail.';
const REGISTER_INVALID =
  'Invalid Promo Code: The promo code you have entered is invalid. Please input the correct promo code and try again. Your promo code can be found in the SMS, Viber and/or email sent by the provider.';
const MAXIMUM = "Maximum Redemption Reached: You've reached the maximum allowed redemption.";

describe('STATUS (spec §9)', () => {
  it('spec §9: every status id seen is named', () => {
    const named = new Set<number>(Object.values(STATUS));
    // With the admin second factor's two (decision 0122): 4710 a code is needed, 4711 enrol first; and 4712, a
    // contact change or resend waiting for a second admin (decisions 0187, 0188); 4713 a role refusal (0232); 4714
    // a contact another cardholder has (0218); 4720, sign-in codes paused (decision 0178).
    const seen = [
      0, 1, -1, 2, 4, 5, 7, 43, 44, 45, 2000, 4248, 4249, 4255, 4677, 4678, 4679, 4680, 4692, 4710, 4711, 4712, 4713,
      4714, 4720, -5,
    ];
    expect([...named].sort((a, b) => a - b)).toEqual(seen.sort((a, b) => a - b));
  });

  it.each([
    [-2, false],
    [-1, true],
    [0, false],
    [1, true],
    [2, false],
    [4, false],
  ])('spec §4: status id %i is a session problem: %s', (id, expected) => {
    expect(isSessionProblem(id)).toBe(expected);
  });
});

describe('spec §4 Register result', () => {
  it.each([
    [4255, 'submitted', 'Registration Submitted'],
    [44, 'inquireCode', ALREADY_REGISTERED],
    [45, 'invalid', REGISTER_INVALID],
    [4249, 'invalid', REGISTER_INVALID],
    [4248, 'registrationExpired', 'Expired Registration: Sorry, the registration period for this promo has ended.'],
    [1, 'error', SESSION_EXPIRED],
    [4, 'error', GENERIC_FAILURE],
    [4254, 'error', GENERIC_FAILURE],
    [4256, 'error', GENERIC_FAILURE],
  ])('spec §4: register %i → %s', (id, kind, text) => {
    expect(registerOutcome(id)).toMatchObject({ kind, statusId: id, message: { text } });
  });
});

describe('spec §8 Send OTP', () => {
  it.each([
    [0, 'sent', 'Successfully Sent: A verification code has been sent to your email or mobile.'],
    [
      1,
      'invalidPromoCode',
      'Invalid Promo Code: The promo code is not registered to this promo. Please double check and try again.',
    ],
    [4, 'serverError', GENERIC_FAILURE],
    [-1, 'error', GENERIC_FAILURE],
    [3, 'error', GENERIC_FAILURE],
  ])('spec §8: send OTP %i → %s', (id, kind, text) => {
    expect(sendOtpOutcome(id)).toMatchObject({ kind, statusId: id, message: { text } });
  });
});

describe('spec §8 Verification', () => {
  it.each([
    [0, 'correct', 'Verification code is correct.'],
    [5, 'invalidCode', 'Invalid Verification Code: Please double check and try again.'],
    // The one-time code's end (decision 0010); the screen says so in clear-texts.ts's words (decision 0165).
    [2000, 'codeExpired', 'Captcha Expired: Please try again.'],
    [4, 'serverError', GENERIC_FAILURE],
    [1999, 'error', GENERIC_FAILURE],
    [1, 'error', SESSION_EXPIRED],
  ])('spec §8: verify %i → %s', (id, kind, text) => {
    expect(verifyOutcome(id)).toMatchObject({ kind, statusId: id, message: { text } });
  });
});

describe('spec §4/§8 Login', () => {
  it.each([
    [0, undefined, 'loggedIn', true, 'Login successful'],
    [2, undefined, 'invalidToken', false, GENERIC_FAILURE],
    [4, undefined, 'serverError', false, GENERIC_FAILURE],
    [-5, BOT_CHECK_TIMEOUT_DATA, 'botCheckFailed', false, 'Captcha Expired: Please try again.'],
    [-5, 'something-else', 'error', false, GENERIC_FAILURE],
    [-5, null, 'error', false, GENERIC_FAILURE],
    [0, BOT_CHECK_TIMEOUT_DATA, 'loggedIn', true, 'Login successful'],
    [1, undefined, 'error', false, SESSION_EXPIRED],
  ])('spec §4: login %i with data %j → %s, isLoggedIn %s', (id, data, kind, isLoggedIn, text) => {
    expect(loginOutcome(id, data)).toMatchObject({ kind, isLoggedIn, statusId: id, message: { text } });
  });

  it("spec §7: 'timeout-or-duplicate' is the bot-check data", () => {
    expect(BOT_CHECK_TIMEOUT_DATA).toBe('timeout-or-duplicate');
  });

  it('property: spec §4 "Login sets isLoggedIn true on status id 0, else false"', () => {
    fc.assert(fc.property(fc.integer(), fc.anything(), (id, data) => loginOutcome(id, data).isLoggedIn === (id === 0)));
  });
});

describe('spec §6/§8 Admin login, logout', () => {
  it('spec §6: response id 5 marks admin', () => {
    expect(adminLoginOutcome(5)).toEqual({ kind: 'admin' });
  });

  it.each([
    [4, GENERIC_FAILURE],
    [6, GENERIC_FAILURE],
    [0, GENERIC_FAILURE],
    [1, SESSION_EXPIRED],
  ])('spec §8: admin login failure %i shows an error built from the id', (id, text) => {
    expect(adminLoginOutcome(id)).toMatchObject({ kind: 'error', statusId: id, message: { text } });
  });

  it('spec §4: logout with id 0 resets app and user state', () => {
    expect(logoutOutcome(0)).toEqual({ kind: 'loggedOut' });
  });

  it.each([1, -1, 4])('spec §4: logout %i is an error, state kept', (id) => {
    expect(logoutOutcome(id)).toMatchObject({ kind: 'error', statusId: id });
  });
});

describe('spec §4 Redemption submit / spec §8 Redeem', () => {
  const MAIN_SUCCESS = 'Redemption Successful: Please expect an SMS and/or email with your eGCs within a few minutes.';
  const BONUS_SUCCESS =
    'Redemption Successful: Please expect an SMS and/or email with your Bonus eGC within a few minutes';
  const MONTHS_SUCCESS =
    'Redemption Successful: Please expect an SMS and/or email with your Bonus eGCs within a few minutes';

  it.each([
    [{ bonus: false }, MAIN_SUCCESS],
    [{ bonus: true }, BONUS_SUCCESS],
    [{ bonus: true, months: true }, MONTHS_SUCCESS],
    [{ bonus: false, months: true }, MONTHS_SUCCESS],
  ])('spec §8: status 0 on %j gives the success alert and a success event', (screen, text) => {
    expect(redeemOutcome(0, screen)).toMatchObject({ kind: 'redeemed', analyticsEvent: 'success', message: { text } });
  });

  it.each([
    [0, 'redeemed', 'success'],
    [7, 'maximumRedemption', 'failure'],
    [1, 'sessionExpired', null],
    [-1, 'sessionExpired', null],
    [6, 'error', 'failure'],
    [8, 'error', 'failure'],
    [4, 'error', 'failure'],
  ])('spec §4: redeem status %i → %s with event %s', (id, kind, event) => {
    for (const screen of [{ bonus: false }, { bonus: true }, { bonus: true, months: true }]) {
      expect(redeemOutcome(id, screen)).toMatchObject({ kind, statusId: id, analyticsEvent: event });
    }
  });

  it("spec §8: 7 'Maximum Redemption Reached' on every redeem screen", () => {
    expect(redeemOutcome(7, { bonus: false }).message.text).toBe(MAXIMUM);
    expect(redeemOutcome(7, { bonus: true }).message.text).toBe(MAXIMUM);
    expect(redeemOutcome(7, { bonus: true, months: true }).message.text).toBe(MAXIMUM);
  });

  it('spec §4: any other status shows the error derived from the status in the dialog', () => {
    expect(redeemOutcome(4, { bonus: false }).message.text).toBe(GENERIC_FAILURE);
  });
});

describe('spec §4 Resend', () => {
  it.each([
    [0, 'resent', null, 'Resend Successful: Please expect an SMS and/or email with your eGCs within a few minutes.'],
    [1, 'sessionExpired', null, SESSION_EXPIRED],
    [-1, 'sessionExpired', null, SESSION_EXPIRED],
    [2, 'error', 'failure', GENERIC_FAILURE],
    [4, 'error', 'failure', GENERIC_FAILURE],
  ])('spec §4: resend %i → %s, event %s', (id, kind, event, text) => {
    expect(resendOutcome(id)).toMatchObject({ kind, statusId: id, analyticsEvent: event, message: { text } });
  });

  it.each([[undefined], [404], [503]])(
    'spec §8: a resend that answered no status id (HTTP %s) is an error with the generic text, logged as a failure',
    (httpStatus) => {
      expect(resendFailedOutcome(httpStatus)).toEqual({
        kind: 'error',
        statusId: 500,
        message: {
          title: 'An error occurred',
          body: 'Something went wrong. Please try again later.',
          text: GENERIC_FAILURE,
        },
        analyticsEvent: 'failure',
      });
    },
  );
});

describe('spec §4 session problems', () => {
  it("'Status id 1 or -1 from data calls marks the session as not allowed': the one list of them", () => {
    expect(SESSION_STATUS_IDS).toEqual([1, -1]);
    for (const id of SESSION_STATUS_IDS) expect(isSessionProblem(id)).toBe(true);
  });
});
