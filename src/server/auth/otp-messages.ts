import { textsIn } from '../../domain/i18n/catalogues';
import { formatText } from '../../domain/i18n/format-text';
import { formatDateTimeIn } from '../../domain/i18n/formats';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import type { OutgoingMessage } from '../platform/outbox.repository';
import { OTP_POLICY } from './otp-policy';

// The one-time code's messages (the spec shows none; the eGC messages are redeem/egc-messages.ts), in the
// cardholder's language (decision 0209); their words are src/domain/notify-texts.ts's.

/** Decision 0010: an OTP lives 5 minutes (OTP_POLICY, where the code is made). */
const OTP_LIFETIME_MINUTES = OTP_POLICY.codeLifetimeMs / 60_000;

export interface Contact {
  readonly mobileNo: string | null;
  readonly emailAddress: string | null;
  /** Decision 0209: the language the cardholder chose; English when never chosen. */
  readonly locale?: Locale;
}

export function otpText(code: string, lifetimeMinutes = OTP_LIFETIME_MINUTES, locale: Locale = DEFAULT_LOCALE): string {
  return formatText(locale, textsIn('notify', locale).otp.text, { code, minutes: lifetimeMinutes });
}

/** One message per channel the cardholder has: SMS to the mobile, e-mail to the address (spec §8 'Send OTP'). */
export function otpMessages(code: string, contact: Contact, lifetimeMinutes = OTP_LIFETIME_MINUTES): OutgoingMessage[] {
  const locale = contact.locale ?? DEFAULT_LOCALE;
  const words = textsIn('notify', locale).otp;
  const text = otpText(code, lifetimeMinutes, locale);
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
      subject: words.emailSubject,
      body: `${text}\n\n${words.emailFooter}`,
    });
  }
  return messages;
}

/**
 * Decision 0179: what the owner is told when strangers spent their promo code's guess budget, by SMS and by
 * e-mail, to the channels the cardholder has.
 */
export function guessBudgetNotices(contact: Contact, reopensAt: Date, timeZone: string): OutgoingMessage[] {
  const locale = contact.locale ?? DEFAULT_LOCALE;
  const words = textsIn('notify', locale).guessBudget;
  const text = formatText(locale, words.text, { time: formatDateTimeIn(locale, reopensAt, timeZone) });
  const messages: OutgoingMessage[] = [];
  if (contact.mobileNo) messages.push({ channel: 'sms', recipient: contact.mobileNo, subject: '', body: text });
  if (contact.emailAddress) {
    const body = `${text}\n\n${words.emailFooter}`;
    messages.push({ channel: 'email', recipient: contact.emailAddress, subject: words.subject, body });
  }
  return messages;
}
