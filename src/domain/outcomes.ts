// spec §4 and §8: what each response status id means for the screen that made the call. Pure: a status id (and
// the login data) in, a discriminated outcome with its catalogue message out. Screens switch on `kind`.
import { GENERIC_FAILURE_ID, type Message, type MessageSetName, messageFor } from './messages';

/** spec §9 'Status codes seen'. Some ids mean different things per call, so a value may have several names. */
export const STATUS = {
  success: 0,
  sessionExpired: 1,
  /** Send OTP 1: the promo code is not registered to this promo (spec §8). */
  otpInvalidPromoCode: 1,
  sessionNotAllowed: -1,
  invalidToken: 2,
  serverError: 4,
  adminLoggedIn: 5,
  /** Verification 5 (spec §9: 5 is "also invalid OTP in verification"). */
  invalidVerificationCode: 5,
  maximumRedemption: 7,
  /** Inquire code, second set: a valid voucher not yet registered. */
  validVoucher: 43,
  /** Register 44: already registered; the code is then inquired (spec §4). */
  registerAlreadyRegistered: 44,
  /** Inquire code, second set: 44 and 45 are pending validation. */
  secondInquiryPending44: 44,
  secondInquiryPending45: 45,
  registerInvalidPromoCode: 45,
  captchaExpired: 2000,
  registrationExpired: 4248,
  invalidPromoCode: 4249,
  registrationSubmitted: 4255,
  pendingValidation4677: 4677,
  notYetRegistered: 4678,
  alreadyRegistered: 4679,
  pendingValidation4680: 4680,
  pendingValidation4692: 4692,
  botCheckFailed: -5,
  /** Decision 0122: admin login: the password is right, the second factor's code is missing or wrong. */
  adminSecondFactorNeeded: 4710,
  /** Decision 0122: admin login: the password is right and the admin has no second factor yet: enrol now. */
  adminSecondFactorEnrol: 4711,
  /**
   * Decisions 0187, 0188: an admin's contact change, or a resend within the cooling-off after one, waits for another
   * admin's approval.
   */
  awaitingApproval: 4712,
  /**
   * Decision 0178: send OTP and verification: the promo code's guess budget for devices not signed in before is
   * spent (decision 0175); the data is when it reopens (ISO 8601).
   */
  guessesSpent: 4720,
  /**
   * Decision 0232: an admin call the signed-in admin's role does not allow (HTTP 403): the session is fine, the
   * role is not, so the screen says "Not allowed for your role", never Session Expired.
   */
  adminRoleRefused: 4713,
  /**
   * Decision 0218: an admin's contact change names an e-mail or mobile another cardholder has; nothing is asked for
   * until the admin confirms it.
   */
  contactInUse: 4714,
} as const;

/** spec §7: login status -5 with this data is a bot-check verification error. */
export const BOT_CHECK_TIMEOUT_DATA = 'timeout-or-duplicate';

/** spec §4: status id 1 or -1 from data calls marks the session as not allowed (expired / not allowed). */
export const SESSION_STATUS_IDS = [STATUS.sessionExpired, STATUS.sessionNotAllowed] as const;

/** spec §4: status id 1 or -1 is a session problem (not allowed / expired). */
export function isSessionProblem(statusId: number): boolean {
  return (SESSION_STATUS_IDS as readonly number[]).includes(statusId);
}

/** One outcome per kind; `message` is the catalogue text for the status in the call's message set. */
export type StatusOutcome<K extends string> = K extends string
  ? { readonly kind: K; readonly statusId: number; readonly message: Message }
  : never;

type KindTable = Readonly<Record<number, string>>;
export type KindsOf<T extends KindTable> = Extract<T[keyof T], string> | 'error';

// spec §4: 1 and -1 both show the session-expired dialog, so both carry the generic id 1 text (the catalogue
// itself has no -1).
const sessionExpiredMessage = (): Message => messageFor('generic', STATUS.sessionExpired);

// Unlisted ids are errors whose text comes from the catalogue's fallbacks (spec §8).
export function outcomeFrom<T extends KindTable>(
  set: MessageSetName,
  kinds: T,
  statusId: number,
): StatusOutcome<KindsOf<T>> {
  const kind = kinds[statusId] ?? 'error';
  const message = kind === 'sessionExpired' ? sessionExpiredMessage() : messageFor(set, statusId);
  return { kind, statusId, message } as StatusOutcome<KindsOf<T>>;
}

const SESSION_KINDS = {
  [STATUS.sessionExpired]: 'sessionExpired',
  [STATUS.sessionNotAllowed]: 'sessionExpired',
} as const;

// spec §4 'Register result'.
const REGISTER_KINDS = {
  [STATUS.registrationSubmitted]: 'submitted',
  [STATUS.registerAlreadyRegistered]: 'inquireCode',
  [STATUS.registerInvalidPromoCode]: 'invalid',
  [STATUS.invalidPromoCode]: 'invalid',
  [STATUS.registrationExpired]: 'registrationExpired',
} as const;
export type RegisterOutcome = StatusOutcome<KindsOf<typeof REGISTER_KINDS>>;
export const registerOutcome = (statusId: number): RegisterOutcome => outcomeFrom('register', REGISTER_KINDS, statusId);

// spec §8 'Send OTP'.
const SEND_OTP_KINDS = {
  [STATUS.success]: 'sent',
  [STATUS.otpInvalidPromoCode]: 'invalidPromoCode',
  [STATUS.serverError]: 'serverError',
  [STATUS.guessesSpent]: 'guessesSpent',
} as const;
export type SendOtpOutcome = StatusOutcome<KindsOf<typeof SEND_OTP_KINDS> | 'botCheckFailed'>;
export function sendOtpOutcome(statusId: number): SendOtpOutcome {
  // Decision 0177: a send's bot check refused as login's is (-5): the same words, 'Captcha Expired: Please try again.'
  if (statusId === STATUS.botCheckFailed) {
    return { kind: 'botCheckFailed', statusId, message: messageFor('verify', STATUS.captchaExpired) };
  }
  return outcomeFrom('sendOtp', SEND_OTP_KINDS, statusId);
}

// spec §8 'Verification'. Its 2000 ('Captcha Expired') is the one-time code's end here (decision 0010), which the
// screen says in clear-texts.ts's words (decision 0165).
const VERIFY_KINDS = {
  [STATUS.success]: 'correct',
  [STATUS.invalidVerificationCode]: 'invalidCode',
  [STATUS.captchaExpired]: 'codeExpired',
  [STATUS.serverError]: 'serverError',
  [STATUS.guessesSpent]: 'guessesSpent',
} as const;
export type VerifyOutcome = StatusOutcome<KindsOf<typeof VERIFY_KINDS>>;
export const verifyOutcome = (statusId: number): VerifyOutcome => outcomeFrom('verify', VERIFY_KINDS, statusId);

// spec §8 'Login'; spec §4: login sets isLoggedIn true on status id 0, else false.
const LOGIN_KINDS = {
  [STATUS.success]: 'loggedIn',
  [STATUS.invalidToken]: 'invalidToken',
  [STATUS.serverError]: 'serverError',
} as const;
export type LoginOutcome = StatusOutcome<KindsOf<typeof LOGIN_KINDS> | 'botCheckFailed'> & {
  readonly isLoggedIn: boolean;
};
export function loginOutcome(statusId: number, data?: unknown): LoginOutcome {
  const isLoggedIn = statusId === STATUS.success;
  // spec §7: -5 with 'timeout-or-duplicate' is a bot-check verification error. Its text is not shown; the
  // verification set's 'Captcha Expired' says what happened (the check timed out or was reused).
  if (statusId === STATUS.botCheckFailed && data === BOT_CHECK_TIMEOUT_DATA) {
    return { kind: 'botCheckFailed', statusId, message: messageFor('verify', STATUS.captchaExpired), isLoggedIn };
  }
  return { ...outcomeFrom('login', LOGIN_KINDS, statusId), isLoggedIn };
}

/** Outcomes with no spec text on success: the success carries no message. */
type ErrorOutcome = StatusOutcome<'error'>;
const errorOutcome = (set: MessageSetName, statusId: number): ErrorOutcome => ({
  kind: 'error',
  statusId,
  message: messageFor(set, statusId),
});

// spec §6/§7: admin login succeeds on response id 5; spec §8: a failure shows an error built from the id.
export type AdminLoginOutcome = { readonly kind: 'admin' } | ErrorOutcome;
export function adminLoginOutcome(statusId: number): AdminLoginOutcome {
  return statusId === STATUS.adminLoggedIn ? { kind: 'admin' } : errorOutcome('generic', statusId);
}

// spec §4: logout with id 0 resets app and user state.
export type LogoutOutcome = { readonly kind: 'loggedOut' } | ErrorOutcome;
export function logoutOutcome(statusId: number): LogoutOutcome {
  return statusId === STATUS.success ? { kind: 'loggedOut' } : errorOutcome('generic', statusId);
}

/** spec §7: the analytics event (contract/events.ts) an outcome logs: success or failure; null sends none. */
type OutcomeEvent = 'success' | 'failure';

// spec §4 'Redemption submit' and spec §8 'Redeem'.
const REDEEM_KINDS = {
  [STATUS.success]: 'redeemed',
  [STATUS.maximumRedemption]: 'maximumRedemption',
  ...SESSION_KINDS,
} as const;
export type RedeemOutcome = StatusOutcome<KindsOf<typeof REDEEM_KINDS>> & {
  readonly analyticsEvent: OutcomeEvent | null;
};
export interface RedeemScreen {
  /** A bonus redemption (spec §7 bonus redeem). */
  readonly bonus: boolean;
  /** A month screen: plural 'eGCs' in the success text (spec §8); month screens are bonus screens. */
  readonly months?: boolean;
}
export function redeemOutcome(statusId: number, screen: RedeemScreen): RedeemOutcome {
  const set: MessageSetName = screen.months ? 'bonusRedeemMonths' : screen.bonus ? 'bonusRedeem' : 'redeem';
  const outcome = outcomeFrom(set, REDEEM_KINDS, statusId);
  // spec §4: 0 logs a success event; a session problem only shows the dialog; anything else (7 too) a failure.
  const analyticsEvent = outcome.kind === 'redeemed' ? 'success' : outcome.kind === 'sessionExpired' ? null : 'failure';
  return { ...outcome, analyticsEvent };
}

// spec §4 'Resend': success marks the order no longer resendable; other errors log a failed event.
const RESEND_KINDS = { [STATUS.success]: 'resent', ...SESSION_KINDS } as const;
export type ResendOutcome = StatusOutcome<KindsOf<typeof RESEND_KINDS>> & {
  readonly analyticsEvent: OutcomeEvent | null;
};
export function resendOutcome(statusId: number): ResendOutcome {
  const outcome = outcomeFrom('resend', RESEND_KINDS, statusId);
  return { ...outcome, analyticsEvent: outcome.kind === 'error' ? 'failure' : null };
}

/**
 * spec §4 Resend, a call that answered no status id (an HTTP failure, no network, an unreadable answer): an error
 * with the generic text for its HTTP status, else the generic failure (spec §8), whose id it carries; it logs a
 * failure event as any other error does.
 */
export function resendFailedOutcome(httpStatus?: number): ResendOutcome {
  return {
    kind: 'error',
    statusId: GENERIC_FAILURE_ID,
    message: messageFor('generic', null, httpStatus),
    analyticsEvent: 'failure',
  };
}
