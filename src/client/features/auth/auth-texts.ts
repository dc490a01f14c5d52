// Labels the spec names but does not word (spec §2 lists the screens and their parts): decided here, in one
// place. Every text the spec does word comes from src/domain/messages.ts (UI_TEXT, the §8 catalogue) or
// src/domain/validation.ts (field labels and messages).
export const AUTH_TEXT = {
  register: {
    heading: 'Register your promo code',
    submit: 'Register',
    closesIn: 'Registration closes in',
  },
  check: { submit: 'Check' },
  login: { heading: 'Log in', submit: 'Log in' },
  verification: {
    heading: 'Enter your verification code',
    sentTo: 'Sent to {contact}',
    codeDescription: '4 digits',
    submit: 'Verify',
    resend: 'Resend code',
    /** The wait in words (decision 0167). */
    resendIn: 'Resend code in {wait}',
    botCheckLabel: 'Bot check',
  },
  promoCodeDescription: '8 letters or digits, found in the SMS, Viber and/or email sent by the provider.',
  acceptTerms: 'I agree to the Terms and Conditions of the promo.',
  acceptDataPrivacy: 'I agree to the processing of my personal data for this promo.',
  links: {
    label: 'Other options',
    checkRegistration: 'Am I registered?',
    register: 'Register a promo code',
    login: 'Already registered? Log in',
    useAnotherCode: 'Use another promo code',
    /** Decision 0165: on a code issued and not yet registered; opens /register with the code filled in. */
    registerThisCode: 'Register this code',
  },
  home: { promoCode: 'Promo code' },
} as const;
