import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GENERIC_FAILURE_ID,
  isHttpFailure,
  MESSAGE_CATALOGUE,
  type MessageSetName,
  messageFor,
  splitMessage,
} from './messages';
import {
  REDEEM_REFUSAL_TEXTS,
  RESEND_AFTER_CONTACT_CHANGE,
  RESEND_NOT_AVAILABLE,
  RESEND_NOTHING_LEFT,
} from './redeem-refusals';

// The spec's texts, copied here as literals so a changed catalogue entry fails a test.
const GENERIC_FAILURE = 'An error occurred - Something went wrong. Please try again later.';
const PENDING =
  'Pending Registration Validation: Your registration to the promo is pending. You will receive confirmation within 5-7 banking days on your registered mobile and/or email.';
const ALREADY_REGISTERED =
  'Already Registered: Thank you for participating… The promo code you have entered is already registered… Please review your registration entry detail.';
const REGISTER_INVALID =
  'Invalid Promo Code: The promo code you have entered is invalid. Please input the correct promo code and try again. Your promo code can be found in the SMS, Viber and/or email sent by the provider.';
const MAXIMUM = "Maximum Redemption Reached: You've reached the maximum allowed redemption.";

// spec §8 set by set, as literals.
const EXPECTED_CATALOGUE: Record<MessageSetName, Record<number, string>> = {
  generic: { 1: 'Session Expired. Please log in again to continue.', 500: GENERIC_FAILURE },
  sendOtp: {
    0: 'Successfully Sent: A verification code has been sent to your email or mobile.',
    1: 'Invalid Promo Code: The promo code is not registered to this promo. Please double check and try again.',
  },
  verify: {
    0: 'Verification code is correct.',
    5: 'Invalid Verification Code: Please double check and try again.',
    2000: 'Captcha Expired: Please try again.',
  },
  login: { 0: 'Login successful', 2: GENERIC_FAILURE },
  inquiry: {
    4677: PENDING,
    4678: 'Not Yet Registered / Invalid Promo Code: The promo code you have entered is not yet registered or invalid.',
    4679: ALREADY_REGISTERED,
    4680: PENDING,
    4692: PENDING,
  },
  inquirySecond: { 43: 'Valid Voucher: You are not yet registered to the promo.', 44: PENDING, 45: PENDING },
  register: {
    44: ALREADY_REGISTERED,
    45: REGISTER_INVALID,
    4248: 'Expired Registration: Sorry, the registration period for this promo has ended.',
    4249: REGISTER_INVALID,
    4255: 'Registration Submitted',
  },
  resend: { 0: 'Resend Successful: Please expect an SMS and/or email with your eGCs within a few minutes.' },
  redeem: {
    0: 'Redemption Successful: Please expect an SMS and/or email with your eGCs within a few minutes.',
    7: MAXIMUM,
  },
  bonusRedeem: {
    0: 'Redemption Successful: Please expect an SMS and/or email with your Bonus eGC within a few minutes',
    7: MAXIMUM,
  },
  bonusRedeemMonths: {
    0: 'Redemption Successful: Please expect an SMS and/or email with your Bonus eGCs within a few minutes',
    7: MAXIMUM,
  },
  adminInquiry: { 4678: 'The promo code or customer number is either invalid or not registered yet.' },
  editHistory: { 0: 'Update Successful: The mobile and/or email address has been updated.' },
  report: { 0: 'Successful: The report will be sent to your email within few minutes.' },
};
const SPEC_TEXTS = Object.entries(EXPECTED_CATALOGUE).flatMap(([set, texts]) =>
  Object.entries(texts).map(([id, text]) => [set as MessageSetName, Number(id), text] as const),
);

describe('spec §8 error catalogue texts, word for word', () => {
  it.each(SPEC_TEXTS)('spec §8: %s %i reads as the spec', (set, id, text) => {
    expect(messageFor(set, id).text).toBe(text);
  });

  it('spec §8: the catalogue holds exactly the spec texts, plus only the refusals of decisions 0028, 0161 and 0188', () => {
    const ours = new Set([
      ...Object.keys(REDEEM_REFUSAL_TEXTS),
      String(RESEND_NOT_AVAILABLE),
      String(RESEND_NOTHING_LEFT),
      String(RESEND_AFTER_CONTACT_CHANGE),
    ]);
    const actual = Object.fromEntries(
      Object.entries(MESSAGE_CATALOGUE).map(([set, messages]) => [
        set,
        Object.fromEntries(
          Object.entries(messages)
            .filter(([id]) => !(set.startsWith('bonusRedeem') || set === 'redeem' || set === 'resend') || !ours.has(id))
            .map(([id, message]) => [id, message.text]),
        ),
      ]),
    );
    expect(actual).toEqual(EXPECTED_CATALOGUE);
  });

  it('decision 0161: a resend refused for nothing left says so, apart from the cooldown', () => {
    expect(messageFor('resend', RESEND_NOTHING_LEFT)).toEqual({
      title: 'Nothing to Resend',
      body: 'Every eGC of this order has been used or has expired, so there is nothing to send again.',
      text: 'Nothing to Resend: Every eGC of this order has been used or has expired, so there is nothing to send again.',
    });
    expect(messageFor('resend', RESEND_NOT_AVAILABLE).title).toBe('Resend Not Available');
  });
});

describe('spec §8 title and body split', () => {
  it.each([
    ['Captcha Expired: Please try again.', { title: 'Captcha Expired', body: 'Please try again.' }],
    [
      ALREADY_REGISTERED,
      {
        title: 'Already Registered',
        body: 'Thank you for participating… The promo code you have entered is already registered… Please review your registration entry detail.',
      },
    ],
    [GENERIC_FAILURE, { title: 'An error occurred', body: 'Something went wrong. Please try again later.' }],
    [
      'Session Expired. Please log in again to continue.',
      { title: 'Session Expired', body: 'Please log in again to continue.' },
    ],
    ['Login successful', { title: 'Login successful', body: null }],
    ['Verification code is correct.', { title: 'Verification code is correct.', body: null }],
    ['Registration Submitted', { title: 'Registration Submitted', body: null }],
  ])('spec §8: %j splits at the first separator', (text, expected) => {
    expect(splitMessage(text)).toEqual({ ...expected, text });
  });

  it("spec §8: 'Not Yet Registered / Invalid Promo Code' is one title (split at ': ' only)", () => {
    expect(messageFor('inquiry', 4678).title).toBe('Not Yet Registered / Invalid Promo Code');
  });

  it('title, separator and body rebuild the original text for every catalogue entry', () => {
    for (const texts of Object.values(MESSAGE_CATALOGUE)) {
      for (const { title, body, text } of Object.values(texts)) {
        const rebuilt = body === null ? [title] : [': ', ' - ', '. '].map((sep) => `${title}${sep}${body}`);
        expect(rebuilt).toContain(text);
      }
    }
  });

  it('property: any split rebuilds its text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { title, body } = splitMessage(text);
        if (body === null) return title === text;
        return [': ', ' - ', '. '].some((sep) => `${title}${sep}${body}` === text);
      }),
    );
  });
});

describe('spec §8 fallbacks', () => {
  it('spec §8: a message in the specific set wins over the generic set', () => {
    expect(messageFor('sendOtp', 1).title).toBe('Invalid Promo Code');
  });

  it.each([
    ['redeem', 1],
    ['resend', 1],
    ['inquiry', 1],
  ] as const)("spec §8: %s %i not in the set falls back to the generic set ('Session Expired')", (set, id) => {
    expect(messageFor(set, id).text).toBe('Session Expired. Please log in again to continue.');
  });

  it.each([
    ['sendOtp', 4],
    ['verify', 4],
    ['login', 4],
    ['register', 0],
    ['report', -1],
  ] as const)('spec §8: %s %i in neither set falls back to the generic failure (id 500)', (set, id) => {
    expect(messageFor(set, id).text).toBe(GENERIC_FAILURE);
  });

  it.each([null, undefined])('a response without a status id (%s) is the generic failure', (id) => {
    expect(messageFor('redeem', id).text).toBe(GENERIC_FAILURE);
  });

  it('spec §8: an HTTP failure looks the generic set up by HTTP status (500)', () => {
    expect(messageFor('redeem', 0, 500).text).toBe(GENERIC_FAILURE);
  });

  it.each([404, 401, 502, 0, 199, 300])(
    'spec §8: HTTP %i with no generic message falls back to id 500, ignoring the status id',
    (http) => {
      expect(messageFor('redeem', 0, http).text).toBe(GENERIC_FAILURE);
    },
  );

  it.each([200, 204, 299])('HTTP %i is not a failure: the status id decides', (http) => {
    expect(messageFor('redeem', 7, http).text).toBe(MAXIMUM);
  });

  it.each([
    [199, true],
    [200, false],
    [299, false],
    [300, true],
  ])('HTTP %i is a failure: %s', (http, failure) => {
    expect(isHttpFailure(http)).toBe(failure);
  });

  it('the generic failure id is 500', () => {
    expect(MESSAGE_CATALOGUE.generic[GENERIC_FAILURE_ID]?.text).toBe(GENERIC_FAILURE);
  });
});
