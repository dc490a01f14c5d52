// spec §3 Order, §4 Order group status, §2 Redemptions tab: orders sharing an orderID are one redemption
// group; a group is a main spend reward (MAIN…) or a bonus reward (BONUS…).
import type { Instant } from './dates';
import type { Order } from './entities';
import { ORDER_STATUS } from './entities';
import type { Centavos } from './money';
import { formatPeso, pesosToCentavos, sumCentavos } from './money';
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

/** The bonus round an order redeemed, with the same prefix map as the bonus records; null for non-bonus orders. */
export function orderBonusKind(clientReferenceNo: string): BonusKind | null {
  return bonusKindOfReference(clientReferenceNo);
}

export interface OrderGroupStatus {
  readonly state: 'used' | 'active' | 'partlyUsed';
  /** Orders with status 44 (redeemed). */
  readonly used: number;
  readonly total: number;
}

/** spec §4: 'Used' when every order has status 44; 'Active' when every order has status 43; otherwise partly used. */
export function groupStatus(orders: readonly Order[]): OrderGroupStatus {
  const total = orders.length;
  const used = orders.filter((order) => order.giftawayStatusID === ORDER_STATUS.redeemed).length;
  const active = orders.filter((order) => order.giftawayStatusID === ORDER_STATUS.active).length;
  if (used === total) return { state: 'used', used, total };
  if (active === total) return { state: 'active', used, total };
  return { state: 'partlyUsed', used, total };
}

/** spec §4 Order group status text; the admin view uses the same rule. */
export function groupStatusText(orders: readonly Order[]): string {
  const status = groupStatus(orders);
  if (status.state === 'used') return 'Used';
  if (status.state === 'active') return 'Active';
  return `${status.used} of ${status.total} used`;
}

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
  /** The earliest expiry in the group, so 'Valid until' never promises more than the first eGC to expire. */
  readonly expiryDate: Instant | null;
  readonly status: OrderGroupStatus;
  /** spec §2: RESEND shows when the order can be resent; a used group has nothing left to resend. */
  readonly canResend: boolean;
}

const millis = (instant: Instant): number => new Date(instant).getTime();

const latest = (instants: readonly Instant[]): Instant =>
  instants.reduce((best, instant) => (millis(instant) > millis(best) ? instant : best));

const earliestOrNull = (instants: readonly (Instant | null)[]): Instant | null =>
  instants.reduce<Instant | null>(
    (best, instant) => (instant !== null && (best === null || millis(instant) < millis(best)) ? instant : best),
    null,
  );

function toGroup(orders: readonly [Order, ...Order[]]): OrderGroup {
  const [first] = orders;
  const status = groupStatus(orders);
  return {
    orderID: first.orderID,
    kind: orderKind(first.clientReferenceNo),
    bonusKind: orderBonusKind(first.clientReferenceNo),
    orders,
    dateOrdered: latest(orders.map((order) => order.dateOrdered)),
    value: sumCentavos(orders.map((order) => pesosToCentavos(order.value))),
    merchant: first.merchant,
    expiryDate: earliestOrNull(orders.map((order) => order.expiryDate)),
    status,
    canResend: status.state !== 'used' && orders.some((order) => order.canResend),
  };
}

/** spec §3 'Orders with the same orderID form one redemption group'; spec §5 'orders newest first'. */
export function groupOrders(orders: readonly Order[]): OrderGroup[] {
  const byOrderID = new Map<number, [Order, ...Order[]]>();
  for (const order of orders) {
    const group = byOrderID.get(order.orderID);
    if (group) group.push(order);
    else byOrderID.set(order.orderID, [order]);
  }
  return [...byOrderID.values()]
    .map(toGroup)
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
