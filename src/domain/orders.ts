// spec §3 Order, §4 Order group status, §2 Redemptions tab: orders sharing an orderID are one redemption
// group; a group is a main spend reward (MAIN…) or a bonus reward (BONUS…).
import type { Instant } from './dates';
import { type EgcState, egcState } from './egcs';
import type { Order } from './entities';
import { fillTemplate } from './messages';
import type { Centavos } from './money';
import { formatPeso, pesosToCentavos, sumCentavos } from './money';
import { orderResendFromRead } from './promo-state/resend';
import { REWARD_TEXT } from './reward-texts';
import type { BonusKind } from './transactions';
import { bonusKindOfReference } from './transactions';

export type OrderKind = 'main' | 'month1' | 'month2' | 'month3' | 'bonus' | 'unknown';

/** spec §3: 'Prefix MAIN … is a main spend reward. Prefix BONUS is a bonus reward. BONUSM1, BONUSM2 and BONUSM3 are the bonus months.' */
export function orderKind(clientReferenceNo: string): OrderKind {
  if (clientReferenceNo.startsWith('MAIN')) return 'main';
  const bonusKind = bonusKindOfReference(clientReferenceNo);
  if (bonusKind === null) return 'unknown';
  return bonusKind === 'month1' || bonusKind === 'month2' || bonusKind === 'month3' ? bonusKind : 'bonus';
}

/**
 * spec §2 'REF {orderID}': the order's reference wherever a person reads it: the cardholder's Redemptions and My eGCs,
 * the back office's Redemptions and its download, and the Find (decision 0235).
 */
export function orderReference(orderID: number): string {
  return fillTemplate(REWARD_TEXT.redemptions.reference, { orderID });
}

/** The bonus round an order redeemed, with the same prefix map as the bonus records; null for non-bonus orders. */
export function orderBonusKind(clientReferenceNo: string): BonusKind | null {
  return bonusKindOfReference(clientReferenceNo);
}

export interface OrderGroupStatus {
  /** active: every eGC can be spent; used / expired: every one is; mixed: anything else. */
  readonly state: 'active' | 'used' | 'expired' | 'mixed';
  /** eGCs that can still be spent (decision 0160: neither used nor expired). */
  readonly active: number;
  /** eGCs with status 44 (redeemed). */
  readonly used: number;
  /** eGCs past their expiry day, not used. */
  readonly expired: number;
  readonly total: number;
}

/**
 * spec §4 Order group status, judged eGC by eGC as the wallet judges them (`egcState`): 'Used' when every eGC has
 * status 44, 'Active' only when every one can still be spent. Decision 0160: an expired eGC is neither (the first
 * specification, which knew only 43 and 44, called an expired one 'Active').
 */
export function groupStatus(orders: readonly Order[], now: Instant, timeZone: string): OrderGroupStatus {
  const states = orders.map((order) => egcState(order, now, timeZone));
  const count = (state: EgcState) => states.filter((each) => each === state).length;
  const total = orders.length;
  const counts = { active: count('active'), used: count('used'), expired: count('expired'), total };
  if (counts.used === total) return { state: 'used', ...counts };
  if (counts.active === total) return { state: 'active', ...counts };
  if (counts.expired === total) return { state: 'expired', ...counts };
  return { state: 'mixed', ...counts };
}

/** One eGC's state in the screens' words ('Active', 'Used', 'Expired'): the admin's CSV rows say it too (decisions 0230–0232). */
export function egcStateText(state: EgcState): string {
  const text = REWARD_TEXT.redemptions;
  return state === 'used' ? text.groupUsed : state === 'expired' ? text.groupExpired : text.groupActive;
}

/**
 * spec §4 Order group status text ('Used', 'Active', '{n} of {m} used'), with the expired eGCs said too: 'Expired',
 * '{n} of {m} expired', '1 of 3 used, 1 expired'. The admin view uses the same rule.
 */
export function groupStatusText(status: OrderGroupStatus): string {
  const text = REWARD_TEXT.redemptions;
  if (status.state === 'used') return text.groupUsed;
  if (status.state === 'active') return text.groupActive;
  if (status.state === 'expired') return text.groupExpired;
  const parts: string[] = [];
  if (status.used > 0) parts.push(fillTemplate(text.groupPartlyUsed, { n: status.used, m: status.total }));
  if (status.expired > 0) {
    const template = parts.length > 0 ? text.groupAlsoExpired : text.groupPartlyExpired;
    parts.push(fillTemplate(template, { n: status.expired, m: status.total }));
  }
  // Neither used nor expired but not all active cannot happen; the spec's own words cover it.
  return parts.length > 0 ? parts.join(', ') : fillTemplate(text.groupPartlyUsed, { n: 0, m: status.total });
}

/** The date a row shows beside its status: until when its eGCs can be spent, or when they stopped being. */
type GroupValidity =
  /** The earliest expiry among the eGCs that can still be spent, so it never promises more than the first to go. */
  | { readonly kind: 'validUntil'; readonly date: Instant }
  /** Nothing left to spend and some eGC expired: the latest expiry among them. */
  | { readonly kind: 'expiredOn'; readonly date: Instant }
  /** Every eGC used, or no expiry known. */
  | null;

export interface OrderGroup {
  readonly orderID: number;
  readonly kind: OrderKind;
  /** The bonus round redeemed (BONUSI1 installment, BONUS3 extraThree, …); null for main and unknown. */
  readonly bonusKind: BonusKind | null;
  readonly orders: readonly Order[];
  /** The latest order date in the group. */
  readonly dateOrdered: Instant;
  readonly value: Centavos;
  readonly merchant: string;
  /** The earliest expiry in the group (the admin's 'Valid until' column). */
  readonly expiryDate: Instant | null;
  readonly status: OrderGroupStatus;
  /** What 'Valid until' / 'Expired on' says (spec §2: nothing once used). */
  readonly validity: GroupValidity;
  /** spec §2 RESEND, decision 0161: only while an eGC of the group can be spent and the order is not cooling down. */
  readonly resendable: boolean;
  /** Decision 0161: every eGC is used or expired, so a resend is refused (4308) whoever asks. */
  readonly nothingToResend: boolean;
}

const millis = (instant: Instant): number => new Date(instant).getTime();

const latest = (instants: readonly Instant[]): Instant =>
  instants.reduce((best, instant) => (millis(instant) > millis(best) ? instant : best));

const earliestOrNull = (instants: readonly (Instant | null)[]): Instant | null =>
  instants.reduce<Instant | null>(
    (best, instant) => (instant !== null && (best === null || millis(instant) < millis(best)) ? instant : best),
    null,
  );

const latestOrNull = (instants: readonly (Instant | null)[]): Instant | null =>
  instants.reduce<Instant | null>(
    (best, instant) => (instant !== null && (best === null || millis(instant) > millis(best)) ? instant : best),
    null,
  );

function validityOf(orders: readonly Order[], now: Instant, timeZone: string): GroupValidity {
  const expiriesIn = (state: EgcState) =>
    orders.filter((order) => egcState(order, now, timeZone) === state).map((order) => order.expiryDate);
  const until = earliestOrNull(expiriesIn('active'));
  if (until !== null) return { kind: 'validUntil', date: until };
  const expiredOn = latestOrNull(expiriesIn('expired'));
  return expiredOn === null ? null : { kind: 'expiredOn', date: expiredOn };
}

function toGroup(orders: readonly [Order, ...Order[]], now: Instant, timeZone: string): OrderGroup {
  const [first] = orders;
  const resend = orderResendFromRead(orders, now, timeZone);
  return {
    orderID: first.orderID,
    kind: orderKind(first.clientReferenceNo),
    bonusKind: orderBonusKind(first.clientReferenceNo),
    orders,
    dateOrdered: latest(orders.map((order) => order.dateOrdered)),
    value: sumCentavos(orders.map((order) => pesosToCentavos(order.value))),
    merchant: first.merchant,
    expiryDate: earliestOrNull(orders.map((order) => order.expiryDate)),
    status: groupStatus(orders, now, timeZone),
    validity: validityOf(orders, now, timeZone),
    resendable: resend.ok,
    nothingToResend: !resend.ok && resend.reason === 'nothingLive',
  };
}

/** spec §3 'Orders with the same orderID form one redemption group'; spec §5 'orders newest first'. */
export function groupOrders(orders: readonly Order[], now: Instant, timeZone: string): OrderGroup[] {
  const byOrderID = new Map<number, [Order, ...Order[]]>();
  for (const order of orders) {
    const group = byOrderID.get(order.orderID);
    if (group) group.push(order);
    else byOrderID.set(order.orderID, [order]);
  }
  return [...byOrderID.values()]
    .map((group) => toGroup(group, now, timeZone))
    .sort((a, b) => millis(b.dateOrdered) - millis(a.dateOrdered) || b.orderID - a.orderID);
}

export interface SplitRedemptions {
  readonly spendRewards: OrderGroup[];
  readonly bonusRewards: OrderGroup[];
}

// spec §2 Redemptions tab: 'Spend Rewards' (main orders) and 'Bonus Round Rewards'. A group with an unknown
// prefix is listed with the spend rewards so that no eGC a cardholder holds is hidden.
export function splitRedemptions(groups: readonly OrderGroup[]): SplitRedemptions {
  const isBonus = (group: OrderGroup) => group.bonusKind !== null;
  return {
    spendRewards: groups.filter((group) => !isBonus(group)),
    bonusRewards: groups.filter(isBonus),
  };
}

/** spec §2: 'Each row shows the eGC value or '{merchant} Bonus eGC''. */
export function redemptionRowTitle(group: OrderGroup): string {
  return group.bonusKind === null ? formatPeso(group.value) : `${group.merchant} Bonus eGC`;
}

/** spec §4: bonus rules need 'no … bonus order exists yet' for their round. */
export function hasBonusOrderOfKind(orders: readonly Order[], kind: BonusKind): boolean {
  return orders.some((order) => orderBonusKind(order.clientReferenceNo) === kind);
}

/** spec §4: 'The minimum tier is reached, or a main order exists.' */
export function hasMainOrder(orders: readonly Order[]): boolean {
  return orders.some((order) => orderKind(order.clientReferenceNo) === 'main');
}
