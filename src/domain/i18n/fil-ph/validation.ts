import type { SIGN_IN_PAUSED_TEXT } from '../../sign-in-paused';
import type { FIELD_LABELS, VALIDATION_TEXT } from '../../validation';
import type { Translation } from '../translation';

// validation.ts's messages and field labels in Filipino (decision 0211). The admin's fields are here because the
// table is one (admin screens stay English: they never ask for this locale).
export const VALIDATION_TEXT_FIL: Translation<typeof VALIDATION_TEXT> = {
  required: 'Kailangan ang {field}',
  invalid: 'Hindi valid ang {field}',
};

export const FIELD_LABELS_FIL: Translation<typeof FIELD_LABELS> = {
  promoCode: 'Promo code',
  verificationCode: 'Verification code',
  botCheck: 'Bot check',
  emailAddress: 'Email address',
  password: 'Password',
  mobileNO: 'Mobile number',
  reason: 'Dahilan ng pagbabago',
  adminSearch: 'Promo code or customer number',
  terms: 'Pagsang-ayon sa terms and conditions',
  dataPrivacy: 'Pagsang-ayon sa data privacy consent',
};

/** Decision 0178: 4720 in Filipino, `{time}` when codes to new devices resume. */
export const SIGN_IN_PAUSED_TEXT_FIL: Translation<typeof SIGN_IN_PAUSED_TEXT> = {
  text: 'Naka-pause ang Sign-in: Masyadong maraming maling verification code ang inilagay para sa promo code na ito. Para manatiling ligtas ang iyong mga reward, mag-log in sa phone o computer na ginamit mo na dati, o maghintay hanggang {time}.',
  later: 'mamaya',
};
