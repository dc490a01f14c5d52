import type { Instant } from '../../../domain/dates';
import type { Order } from '../../../domain/entities';
import { fillTemplate } from '../../../domain/messages';
import type { Centavos } from '../../../domain/money';
import { formatPeso } from '../../../domain/money';
import { groupOrders, groupStatusText } from '../../../domain/orders';
import { REWARD_TEXT } from '../../../domain/reward-texts';
import { formatDateOrNone, instantMillis } from './admin-dates';

export interface OrderRow {
  readonly key: number;
  readonly date: number;
  readonly dateText: string;
  readonly reference: string;
  readonly merchant: string;
  /** spec §2 Redemptions tab: 'Spend Rewards' (main orders) or 'Bonus Round Rewards'. */
  readonly round: string;
  readonly quantity: number;
  readonly value: Centavos;
  readonly valueText: string;
  /** spec §4 "Order group status text … The admin view uses the same rule." */
  readonly status: string;
  readonly validUntil: number | null;
  readonly validUntilText: string;
  /** The resend rule (orderResend, decision 0161) refuses this order, every eGC being used or expired. */
  readonly nothingToResend: boolean;
}

/**
 * One row per redemption group (spec §3 "Orders with the same orderID form one redemption group"), newest first.
 * Each eGC is judged at `now` as the cardholder's own screens judge it (decision 0160): an expired one is not Active.
 */
export function orderRows(orders: readonly Order[], at: { now: Instant; timeZone: string }, none: string): OrderRow[] {
  const { timeZone } = at;
  return groupOrders(orders, at.now, timeZone).map((group) => ({
    key: group.orderID,
    date: instantMillis(group.dateOrdered),
    dateText: formatDateOrNone(group.dateOrdered, timeZone, none),
    reference: fillTemplate(REWARD_TEXT.redemptions.reference, { orderID: group.orderID }),
    merchant: group.merchant,
    round: group.bonusKind === null ? REWARD_TEXT.redemptions.spendRewards : REWARD_TEXT.redemptions.bonusRoundRewards,
    quantity: group.orders.length,
    value: group.value,
    valueText: formatPeso(group.value),
    status: groupStatusText(group.status),
    validUntil: group.expiryDate === null ? null : instantMillis(group.expiryDate),
    validUntilText: formatDateOrNone(group.expiryDate, timeZone, none),
    nothingToResend: group.nothingToResend,
  }));
}
