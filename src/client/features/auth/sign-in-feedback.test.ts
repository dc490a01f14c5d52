import { describe, expect, it } from 'vitest';
import { INQUIRY_ISSUED_DATA, inquiryOutcome } from '../../../domain/inquiry-outcome';
import { UI_TEXT } from '../../../domain/messages';
import { registerOutcome } from '../../../domain/outcomes';
import type { RegistrationResult } from './api/register-code';
import { checkFeedback, registrationFeedback, shortInquiryFeedback } from './sign-in-feedback';

const registered = (statusId: number): RegistrationResult => {
  const outcome = registerOutcome(statusId);
  if (outcome.kind === 'inquireCode') throw new Error('use an inquiry');
  return { step: 'register', outcome };
};
const inquired = (statusId: number): RegistrationResult => ({ step: 'inquiry', outcome: inquiryOutcome(statusId) });

const SHORT = UI_TEXT.registerFeedback;
const GENERIC_TITLE = 'An error occurred';

describe('registrationFeedback (spec §2 /register feedback states)', () => {
  it.each([
    [
      "4255 leads to success 'Registration Submitted', with what happens next (spec §8 pending text)",
      registered(4255),
      'success',
      'Registration Submitted',
      'Your registration to the promo is pending. You will receive confirmation within 5-7 banking days on your registered mobile and/or email.',
    ],
    ['45 leads to invalid (short text)', registered(45), 'error', 'Invalid Promo Code', SHORT.invalid],
    ['4249 leads to invalid (short text)', registered(4249), 'error', 'Invalid Promo Code', SHORT.invalid],
    [
      "4248: 'Expired Registration'",
      registered(4248),
      'warning',
      'Expired Registration',
      'Sorry, the registration period for this promo has ended.',
    ],
    [
      'another id shows the error',
      registered(4),
      'error',
      GENERIC_TITLE,
      'Something went wrong. Please try again later.',
    ],
    ['44 then 4679: registered (short text)', inquired(4679), 'success', 'Already Registered', SHORT.alreadyRegistered],
    ['44 then 4677: pending (short texts)', inquired(4677), 'info', SHORT.pendingTitle, SHORT.pendingBody],
    ['44 then 4680: pending', inquired(4680), 'info', SHORT.pendingTitle, SHORT.pendingBody],
    ['44 then 4692: pending', inquired(4692), 'info', SHORT.pendingTitle, SHORT.pendingBody],
    ['44 then 4678: invalid', inquired(4678), 'error', 'Not Yet Registered / Invalid Promo Code', SHORT.invalid],
    [
      '44 then another id: the error',
      inquired(4),
      'error',
      GENERIC_TITLE,
      'Something went wrong. Please try again later.',
    ],
  ] as const)('spec §4 Register result: %s', (_rule, result, tone, title, body) => {
    expect(registrationFeedback(result)).toMatchObject({ tone, title, body });
  });

  it("spec §2: only the registered state offers 'Go to Login'", () => {
    expect(registrationFeedback(inquired(4679)).offer).toBe('login');
    for (const result of [registered(4255), registered(45), inquired(4677), inquired(4678)]) {
      expect(registrationFeedback(result).offer).toBeNull();
    }
  });
});

describe('shortInquiryFeedback (login page)', () => {
  it('spec §8 short texts: pending', () => {
    expect(shortInquiryFeedback(inquiryOutcome(4677))).toMatchObject({
      title: SHORT.pendingTitle,
      body: SHORT.pendingBody,
    });
  });

  it('decision 0165: a code issued and not yet registered says so and offers Register this code; INVALID stays', () => {
    expect(shortInquiryFeedback(inquiryOutcome(4678, INQUIRY_ISSUED_DATA), 'NEWUSER2')).toEqual({
      tone: 'info',
      title: 'Not Yet Registered',
      body: 'This promo code is not registered yet. Register it first, then log in.',
      offer: 'register',
      promoCode: 'NEWUSER2',
    });
    expect(shortInquiryFeedback(inquiryOutcome(4678), 'UNKNOWN9')).toMatchObject({ body: SHORT.invalid, offer: null });
  });
});

describe("checkFeedback (spec §2 /check 'Am I registered', §8 inquiry texts in full)", () => {
  it.each([
    [4679, 'success', 'Already Registered', 'Thank you for participating…'],
    [4677, 'info', 'Pending Registration Validation', 'Your registration to the promo is pending.'],
    [4678, 'warning', 'Not Yet Registered / Invalid Promo Code', 'The promo code you have entered is not yet'],
    [4, 'error', GENERIC_TITLE, 'Something went wrong.'],
  ] as const)('inquiry %i', (statusId, tone, title, bodyStart) => {
    const feedback = checkFeedback(inquiryOutcome(statusId), 'NOSPEND1');
    expect(feedback).toMatchObject({ tone, title, offer: statusId === 4679 ? 'login' : null });
    expect(feedback.body?.startsWith(bodyStart)).toBe(true);
  });

  it('decision 0165: an issued code not yet registered offers Register this code', () => {
    expect(checkFeedback(inquiryOutcome(4678, INQUIRY_ISSUED_DATA), 'NEWUSER2')).toMatchObject({
      tone: 'info',
      title: 'Not Yet Registered',
      offer: 'register',
      promoCode: 'NEWUSER2',
    });
  });
});
