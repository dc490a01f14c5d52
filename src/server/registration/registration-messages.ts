import { textsIn } from '../../domain/i18n/catalogues';
import { formatText } from '../../domain/i18n/format-text';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import type { OutgoingMessage } from '../platform/outbox.repository';

// Decision 0106: the registration-confirmed message the pending answer promises (spec §8 4677: "You will receive
// confirmation … on your registered mobile and/or email"), with a link that signs the cardholder in once; in the
// cardholder's language (decision 0209), its words src/domain/notify-texts.ts's.

/** The sign-in link: home with the single-use token as `code` (decision 0041). */
export const confirmationLink = (origin: string, token: string): string =>
  `${origin.replace(/\/$/, '')}/?code=${encodeURIComponent(token)}`;

export function registrationConfirmedMessages(
  recipient: { readonly mobileNo: string | null; readonly emailAddress: string | null; readonly locale?: Locale },
  link: string,
): OutgoingMessage[] {
  const locale = recipient.locale ?? DEFAULT_LOCALE;
  const words = textsIn('notify', locale).registrationConfirmed;
  const body = [words.confirmed, formatText(locale, words.signIn, { link }), words.linkOnce].join('\n');
  const subject = words.subject;
  const messages: OutgoingMessage[] = [];
  if (recipient.mobileNo) messages.push({ channel: 'sms', recipient: recipient.mobileNo, subject, body });
  if (recipient.emailAddress) {
    messages.push({ channel: 'email', recipient: recipient.emailAddress, subject, body });
  }
  return messages;
}
