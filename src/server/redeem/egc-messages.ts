import { textsIn } from '../../domain/i18n/catalogues';
import { formatText } from '../../domain/i18n/format-text';
import { formatDateIn } from '../../domain/i18n/formats';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import { centavos, formatCredits } from '../../domain/money';
import type { StoredOrder } from '../orders/orders.repository';
import type { OutgoingMessage } from '../platform/outbox.repository';

export interface Recipient {
  readonly mobileNo: string | null;
  readonly emailAddress: string | null;
  /** Decision 0209: the language the cardholder chose; English when never chosen. */
  readonly locale?: Locale;
}

/** The eGC codes of an order, to the registered mobile and/or e-mail (spec §2 resend texts say "and/or"). */
export function egcMessages(
  order: StoredOrder,
  recipient: Recipient,
  context: { expiresAt: Date; timeZone: string; resent?: boolean },
): OutgoingMessage[] {
  const locale = recipient.locale ?? DEFAULT_LOCALE;
  const words = textsIn('notify', locale).egcs;
  const ref = order.orderId;
  const lines = order.codes.map((item) =>
    formatText(locale, words.line, {
      merchant: item.merchantName,
      value: formatCredits(centavos(item.valueCentavos)),
      code: item.code,
    }),
  );
  const date = formatDateIn(locale, context.expiresAt, context.timeZone);
  const validity = formatText(locale, words.validity, { date, ref });
  const subject = formatText(locale, context.resent ? words.subjectResent : words.subject, { ref });
  const body = [...lines, validity].join('\n');
  const messages: OutgoingMessage[] = [];
  if (recipient.mobileNo) messages.push({ channel: 'sms', recipient: recipient.mobileNo, subject, body });
  if (recipient.emailAddress) messages.push({ channel: 'email', recipient: recipient.emailAddress, subject, body });
  return messages;
}
