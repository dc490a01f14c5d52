import {
  REDEEM_REFUSAL_TEXTS,
  RESEND_AFTER_CONTACT_CHANGE,
  RESEND_AFTER_CONTACT_CHANGE_TEXT,
  RESEND_NOT_AVAILABLE,
  RESEND_NOT_AVAILABLE_TEXT,
  RESEND_NOTHING_LEFT,
} from './redeem-refusals';
// spec §8: the error catalogue as ONE table. Screens look texts up here and never inline them twice. Every text is
// the spec's, word for word, including the '…' characters, but for 'occurred', which the spec misspells
// (decision 0165). Where a spec text misleads in a situation, the screen says clear-texts.ts's sentence instead.
export type MessageSetName =
  | 'generic'
  | 'sendOtp'
  | 'verify'
  | 'login'
  | 'inquiry'
  | 'inquirySecond'
  | 'register'
  | 'resend'
  | 'redeem'
  | 'bonusRedeem'
  | 'bonusRedeemMonths'
  | 'adminInquiry'
  | 'editHistory'
  | 'report';

export interface Message {
  /** The part before the first separator (': ', else ' - ', else '. '), or the whole text. */
  readonly title: string;
  /** The part after that separator; null when the text is a title alone (e.g. 'Login successful'). */
  readonly body: string | null;
  /** The spec's text unchanged. */
  readonly text: string;
}

/** spec §8: id 500 is the generic failure every lookup ends at. */
export const GENERIC_FAILURE_ID = 500;

// Texts the spec reuses across sets, written once.
const GENERIC_FAILURE_TEXT = 'An error occurred - Something went wrong. Please try again later.';
const PENDING_VALIDATION_TEXT =
  'Pending Registration Validation: Your registration to the promo is pending. You will receive confirmation within 5-7 banking days on your registered mobile and/or email.';
const ALREADY_REGISTERED_TEXT =
  'Already Registered: Thank you for participating… The promo code you have entered is already registered… Please review your registration entry detail.';
const REGISTER_INVALID_TEXT =
  'Invalid Promo Code: The promo code you have entered is invalid. Please input the correct promo code and try again. Your promo code can be found in the SMS, Viber and/or email sent by the provider.';
const MAXIMUM_REDEMPTION_TEXT = "Maximum Redemption Reached: You've reached the maximum allowed redemption.";
// Our own refusal texts (decision 0028), shared by the three redeem sets.
const REDEEM_REFUSALS = { 7: MAXIMUM_REDEMPTION_TEXT, ...REDEEM_REFUSAL_TEXTS };

/** The §8 texts by set and status id, before splitting; each locale's catalogue has the same ids (decision 0208). */
export const CATALOGUE_TEXTS: Readonly<Record<MessageSetName, Readonly<Record<number, string>>>> = {
  generic: {
    1: 'Session Expired. Please log in again to continue.',
    [GENERIC_FAILURE_ID]: GENERIC_FAILURE_TEXT,
  },
  sendOtp: {
    0: 'Successfully Sent: A verification code has been sent to your email or mobile.',
    1: 'Invalid Promo Code: The promo code is not registered to this promo. Please double check and try again.',
  },
  verify: {
    0: 'Verification code is correct.',
    5: 'Invalid Verification Code: Please double check and try again.',
    2000: 'Captcha Expired: Please try again.',
  },
  // spec §8: login 2 (invalid token) shows the generic error text.
  login: { 0: 'Login successful', 2: GENERIC_FAILURE_TEXT },
  inquiry: {
    4677: PENDING_VALIDATION_TEXT,
    4678: 'Not Yet Registered / Invalid Promo Code: The promo code you have entered is not yet registered or invalid.',
    4679: ALREADY_REGISTERED_TEXT,
    4680: PENDING_VALIDATION_TEXT,
    4692: PENDING_VALIDATION_TEXT,
  },
  inquirySecond: {
    43: 'Valid Voucher: You are not yet registered to the promo.',
    44: PENDING_VALIDATION_TEXT,
    45: PENDING_VALIDATION_TEXT,
  },
  register: {
    44: ALREADY_REGISTERED_TEXT,
    45: REGISTER_INVALID_TEXT,
    4248: 'Expired Registration: Sorry, the registration period for this promo has ended.',
    4249: REGISTER_INVALID_TEXT,
    // spec §8 'Other success titles': 4255 is the register success.
    4255: 'Registration Submitted',
  },
  resend: {
    0: 'Resend Successful: Please expect an SMS and/or email with your eGCs within a few minutes.',
    [RESEND_NOT_AVAILABLE]: RESEND_NOT_AVAILABLE_TEXT,
    // Decision 0161: ours; an order whose eGCs can no longer be spent is never sent again.
    [RESEND_NOTHING_LEFT]:
      'Nothing to Resend: Every eGC of this order has been used or has expired, so there is nothing to send again.',
    [RESEND_AFTER_CONTACT_CHANGE]: RESEND_AFTER_CONTACT_CHANGE_TEXT,
  },
  // spec §8: redeem 0 is 'Redemption Successful' "with the same expectation text" as resend.
  redeem: {
    0: 'Redemption Successful: Please expect an SMS and/or email with your eGCs within a few minutes.',
    ...REDEEM_REFUSALS,
  },
  bonusRedeem: {
    0: 'Redemption Successful: Please expect an SMS and/or email with your Bonus eGC within a few minutes',
    ...REDEEM_REFUSALS,
  },
  // spec §8: plural 'eGCs' on the month screens.
  bonusRedeemMonths: {
    0: 'Redemption Successful: Please expect an SMS and/or email with your Bonus eGCs within a few minutes',
    ...REDEEM_REFUSALS,
  },
  adminInquiry: { 4678: 'The promo code or customer number is either invalid or not registered yet.' },
  editHistory: { 0: 'Update Successful: The mobile and/or email address has been updated.' },
  report: { 0: 'Successful: The report will be sent to your email within few minutes.' },
};

// ': ' is the spec's title separator; ' - ' splits the generic failure and '. ' the generic session text.
const SEPARATORS = [': ', ' - ', '. '] as const;

/** Splits a catalogue text into title and body at the first separator found, in SEPARATORS order. */
export function splitMessage(text: string): Message {
  for (const separator of SEPARATORS) {
    const at = text.indexOf(separator);
    if (at > 0) {
      return { title: text.slice(0, at), body: text.slice(at + separator.length), text };
    }
  }
  return { title: text, body: null, text };
}

type Catalogue = Readonly<Record<MessageSetName, Readonly<Record<number, Message>>>>;

export const MESSAGE_CATALOGUE: Catalogue = Object.fromEntries(
  Object.entries(CATALOGUE_TEXTS).map(([set, texts]) => [
    set,
    Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, splitMessage(text)])),
  ]),
) as Catalogue;

const genericFailure = (): Message => MESSAGE_CATALOGUE.generic[GENERIC_FAILURE_ID] as Message;

/** A response outside 2xx is an HTTP failure (business outcomes travel in status.id with HTTP 200). */
export function isHttpFailure(httpStatus: number): boolean {
  return httpStatus < 200 || httpStatus > 299;
}

/**
 * spec §8 lookup. An HTTP failure is looked up in the generic set by HTTP status, else id 500. Otherwise the
 * status id is looked up in the named set, then in the generic set, then the generic failure (id 500).
 */
export function messageFor(set: MessageSetName, statusId: number | null | undefined, httpStatus?: number): Message {
  const generic = MESSAGE_CATALOGUE.generic;
  if (httpStatus !== undefined && isHttpFailure(httpStatus)) return generic[httpStatus] ?? genericFailure();
  if (statusId === null || statusId === undefined) return genericFailure();
  return MESSAGE_CATALOGUE[set][statusId] ?? generic[statusId] ?? genericFailure();
}

// Fixed UI texts the spec quotes (§2, §4, §8), word for word. Where the spec writes a bare variable in a
// quoted text ('n more to go!', "You're at (x of 3)") it is written here as a `{placeholder}`.
export const UI_TEXT = {
  registerFeedback: {
    invalid: 'The promo code you have entered is INVALID. Please input the correct promo code and try again.',
    alreadyRegistered: 'The promo code you have entered is already registered to the promo.',
    pendingTitle: 'Registration Validation Pending',
    pendingBody: 'You have already registered to the promo...',
    goToLogin: 'Go to Login',
  },
  maintenance: {
    login: 'Due to a system maintenance, this page is temporarily unavailable. Please try again later.',
    home: 'Due to a system maintenance, this page is temporarily unavailable. Please try again later. Thank you',
  },
  titles: {
    registrationSubmitted: 'Registration Submitted',
    egcClaimed: 'eGC Claimed',
    rewardClaimed: 'Reward Claimed',
  },
  sessionExpiredDialog: {
    title: 'Your session expired',
    body: 'Please log in again to continue.',
    action: 'Go to Login',
  },
  notFound: { code: 'Error 404', title: 'Page Not Found', backLink: 'Back to Register' },
  actions: { retry: 'Retry', logOut: 'Log out', goBack: 'Go Back', back: 'Back', proceed: 'Proceed' },
  empty: {
    redemptions: "You don't have redemptions yet.",
    qualifiedTransactions: "You don't have qualified transactions yet. Use your card more to gain progress.",
    // spec §2 "or a category-specific version": wording not shown, decided here.
    qualifiedTransactionsInCategory: "You don't have qualified transactions in {category} yet.",
    cardholderQualifiedTransactions: "The cardholder doesn't have qualified transactions yet.",
    cardholderRedemptions: "The cardholder doesn't have redemptions yet.",
    noPromoCode: 'No promo code.',
    updateHistory: 'Update history is empty.',
    noEgcSelected: "You haven't selected an eGC yet.",
  },
  checkPage: { title: 'Am I registered' },
  adminMenu: { searchCardholder: 'Search Cardholder', generateReport: 'Generate Report' },
} as const;

/**
 * Decision 0187: what the old mobile number and e-mail address are told when an admin's change of them took effect.
 * Not the spec's (it has no such message). No link: a notice of a change should lead to a call, never a click.
 */
export const CONTACT_CHANGE_NOTICE = {
  subject: 'Your promo contact details were changed',
  text: 'The mobile number and/or email address registered for your card promo rewards were changed on {date}. Sign-in codes and eGCs now go to the new details. If you did not ask for this change, call your card hotline right away.',
} as const;

/** The `{name}` placeholders of a template, as a union of names (never for a plain text). */
export type PlaceholderOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderOf<Rest>
  : never;

/** Fills a UI_TEXT template: `fillTemplate(UI_TEXT.claimConfirm.question, { reward: 'P1,500 eGC' })`. */
export function fillTemplate<T extends string>(template: T, values: Record<PlaceholderOf<T>, string | number>): string {
  const lookup: Readonly<Record<string, string | number>> = values;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(lookup, name) ? String(lookup[name]) : whole,
  );
}
