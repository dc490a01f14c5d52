// The words of the SMS and e-mail messages the server sends a cardholder (docs/architecture.md §4, Messages), in
// English; the spec shows none of them. Written as ICU-style texts (decision 0208, i18n/format-text.ts), so each
// locale's catalogue can word its plurals its own way. The nudges' words are nudge-texts.ts's, the notice of a
// changed contact messages.ts's CONTACT_CHANGE_NOTICE.
export const NOTIFY_TEXT = {
  /**
   * Decision 0010: a one-time code names the code, its life and the one rule that protects it, and carries no
   * link: a code is typed on the site only.
   */
  otp: {
    text: 'Your Spend Promo verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}. Never share it.',
    emailSubject: 'Your Spend Promo verification code',
    emailFooter: 'If you did not ask for this code, you can ignore this e-mail.',
  },
  /** Decision 0179: strangers spent the guess budget. What happened, that rewards are safe, what to do; no link. */
  guessBudget: {
    subject: 'Spend Promo: too many wrong sign-in codes',
    text: 'Spend Promo: someone entered too many wrong verification codes for your promo code, so sign-in codes to new phones and computers are paused until {time}. Your rewards are safe. You can still log in on the phone or computer you signed in with before. Never share your codes.',
    emailFooter:
      'If it was not you, someone else may know your promo code: without a code sent to you they cannot log in.',
  },
  /** The eGC codes of an order (spec §2 resend texts say "and/or"): one line per code, then its validity. */
  egcs: {
    line: '{merchant} {value} eGC: {code}',
    validity: 'Valid until {date}. REF {ref}.',
    subject: 'Your eGCs, REF {ref}',
    subjectResent: 'Your eGCs (resent), REF {ref}',
  },
  /** Decision 0106: the confirmation the pending answer promises, with a link that signs in once. */
  registrationConfirmed: {
    subject: 'Your promo registration is confirmed',
    confirmed: 'Your registration to the promo is confirmed.',
    signIn: 'Sign in to see your spend and rewards: {link}',
    linkOnce: 'The link works once, within 24 hours; after that, sign in with your promo code.',
  },
} as const;
