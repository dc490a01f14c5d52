import { describe, expect, it } from 'vitest';
import { INQUIRY_ISSUED_DATA, inquiryOutcome } from './inquiry-outcome';

const GENERIC_FAILURE = 'An error occurred - Something went wrong. Please try again later.';
const SESSION_EXPIRED = 'Session Expired. Please log in again to continue.';
const PENDING =
  'Pending Registration Validation: Your registration to the promo is pending. You will receive confirmation within 5-7 banking days on your registered mobile and/or email.';
const ALREADY_REGISTERED =
  'Already Registered: Thank you for participating… The promo code you have entered is already registered… Please review your registration entry detail.';

describe('spec §4 Inquiry result (first set)', () => {
  it.each([
    [4679, 'registered', ALREADY_REGISTERED],
    [4677, 'pendingValidation', PENDING],
    [4680, 'pendingValidation', PENDING],
    [4692, 'pendingValidation', PENDING],
    [
      4678,
      'invalid',
      'Not Yet Registered / Invalid Promo Code: The promo code you have entered is not yet registered or invalid.',
    ],
    [4676, 'error', GENERIC_FAILURE],
    [0, 'error', GENERIC_FAILURE],
    [1, 'error', SESSION_EXPIRED],
    [-1, 'error', GENERIC_FAILURE],
  ])('spec §4: inquiry %i → %s', (id, kind, text) => {
    expect(inquiryOutcome(id)).toMatchObject({ kind, statusId: id, message: { text } });
  });

  it("decision 0166: 4678 with 'issued' is a code that can be registered, not an invalid one", () => {
    expect(inquiryOutcome(4678, INQUIRY_ISSUED_DATA)).toMatchObject({ kind: 'notYetRegistered', statusId: 4678 });
    for (const data of [null, undefined, 'other']) expect(inquiryOutcome(4678, data).kind).toBe('invalid');
    expect(inquiryOutcome(4679, INQUIRY_ISSUED_DATA).kind).toBe('registered');
  });
});
