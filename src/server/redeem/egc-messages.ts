import { formatDisplayDate } from '../../domain/dates';
import { centavos, formatCredits } from '../../domain/money';
import type { StoredOrder } from '../orders/orders.repository';
import type { OutgoingMessage } from '../platform/outbox.repository';

export interface Recipient {
  readonly mobileNo: string | null;
  readonly emailAddress: string | null;
}

/** The eGC codes of an order, to the registered mobile and/or e-mail (spec §2 resend texts say "and/or"). */
export function egcMessages(
  order: StoredOrder,
  recipient: Recipient,
  context: { expiresAt: Date; timeZone: string; resent?: boolean },
): OutgoingMessage[] {
  const lines = order.codes.map(
    (item) => `${item.merchantName} ${formatCredits(centavos(item.valueCentavos))} eGC: ${item.code}`,
  );
  const validity = `Valid until ${formatDisplayDate(context.expiresAt, context.timeZone)}. REF ${order.orderId}.`;
  const subject = context.resent ? `Your eGCs (resent), REF ${order.orderId}` : `Your eGCs, REF ${order.orderId}`;
  const body = [...lines, validity].join('\n');
  const messages: OutgoingMessage[] = [];
  if (recipient.mobileNo) messages.push({ channel: 'sms', recipient: recipient.mobileNo, subject, body });
  if (recipient.emailAddress) messages.push({ channel: 'email', recipient: recipient.emailAddress, subject, body });
  return messages;
}
