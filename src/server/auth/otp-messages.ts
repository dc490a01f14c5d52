import { fillTemplate } from '../../domain/messages';
import { formatDisplayDateTime } from '../../domain/sign-in-paused';
import type { OutgoingMessage } from '../platform/outbox.repository';
import { OTP_POLICY } from './otp-policy';

// The one-time code's messages (the spec shows none; the eGC messages are redeem/egc-messages.ts). An OTP
// message names the code, its life (decision 0010) and the one rule that protects it, and carries no link: a
// code is typed on the site only.

const BRAND = 'Spend Promo';

/** Decision 0010: an OTP lives 5 minutes (OTP_POLICY, where the code is made). */
const OTP_LIFETIME_MINUTES = OTP_POLICY.codeLifetimeMs / 60_000;

export interface Contact {
  readonly mobileNo: string | null;
  readonly emailAddress: string | null;
}

export function otpText(code: string, lifetimeMinutes = OTP_LIFETIME_MINUTES): string {
  const minutes = lifetimeMinutes === 1 ? '1 minute' : `${lifetimeMinutes} minutes`;
  return `Your ${BRAND} verification code is ${code}. It expires in ${minutes}. Never share it.`;
}

/** One message per channel the cardholder has: SMS to the mobile, e-mail to the address (spec §8 'Send OTP'). */
export function otpMessages(code: string, contact: Contact, lifetimeMinutes = OTP_LIFETIME_MINUTES): OutgoingMessage[] {
  const text = otpText(code, lifetimeMinutes);
  const messages: OutgoingMessage[] = [];
  // Decision 0090: one-time codes have lanes of their own, never behind eGCs or reports.
  const priority = 'one-time-code';
  if (contact.mobileNo)
    messages.push({ channel: 'sms', recipient: contact.mobileNo, subject: '', body: text, priority });
  if (contact.emailAddress) {
    messages.push({
      priority,
      channel: 'email',
      recipient: contact.emailAddress,
      subject: `Your ${BRAND} verification code`,
      body: `${text}\n\nIf you did not ask for this code, you can ignore this e-mail.`,
    });
  }
  return messages;
}

/**
 * Decision 0179: what the owner is told when strangers spent their promo code's guess budget. It says what
 * happened, that their rewards are safe, and what they can do; no link (a warning should never be a click).
 */
const GUESS_BUDGET_NOTICE = {
  subject: `${BRAND}: too many wrong sign-in codes`,
  text: `${BRAND}: someone entered too many wrong verification codes for your promo code, so sign-in codes to new phones and computers are paused until {time}. Your rewards are safe. You can still log in on the phone or computer you signed in with before. Never share your codes.`,
} as const;

/** The notice by SMS and by e-mail, to the channels the cardholder has. */
export function guessBudgetNotices(contact: Contact, reopensAt: Date, timeZone: string): OutgoingMessage[] {
  const text = fillTemplate(GUESS_BUDGET_NOTICE.text, { time: formatDisplayDateTime(reopensAt, timeZone) });
  const messages: OutgoingMessage[] = [];
  if (contact.mobileNo) messages.push({ channel: 'sms', recipient: contact.mobileNo, subject: '', body: text });
  if (contact.emailAddress) {
    const body = `${text}\n\nIf it was not you, someone else may know your promo code: without a code sent to you they cannot log in.`;
    messages.push({ channel: 'email', recipient: contact.emailAddress, subject: GUESS_BUDGET_NOTICE.subject, body });
  }
  return messages;
}
