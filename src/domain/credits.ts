// spec §2 Redemptions tab: the credits box.
//
// Reading of spec §2 ('Reward Balance' and a Redeem button "when credits exist and are not expired, or orders
// exist"; "With zero credits and orders it says 'You have claimed all your eGCs…'"; "When credits have
// expired it shows the balance struck through"):
// - expired: credits were left over and have expired → balance struck through, 'Claiming of your reward has
//   expired last {date}.' (expiry wins over the balance: an expired balance cannot be redeemed);
// - balance: credits left and not expired → 'Reward Balance' with Redeem;
// - allClaimed: no credits left and a tier claimed → 'You have claimed all your eGCs. Thank you for participating…'
//   ("orders" are the claimed tier's: bonus orders alone leave the tier to claim, so the text would be untrue);
// - hidden: no credits and no tier claimed → nothing to show (the cardholder has not claimed a tier yet).
import { DEFAULT_TIME_ZONE, formatDisplayDate, type Instant } from './dates';
import type { Credit, Order } from './entities';
import { claimableGoal, type SpendGoal } from './goals';
import { type Centavos, centavosToPesos, pesosToCentavos, sumCentavos } from './money';
import { hasMainOrder, orderKind } from './orders';

export type CreditsBoxState =
  /** `expiredOn` is null only when the server flags expiry without sending `creditsExpiry`. */
  | { readonly kind: 'expired'; readonly balance: Centavos; readonly expiredOn: string | null }
  | { readonly kind: 'balance'; readonly balance: Centavos; readonly canRedeem: true }
  | { readonly kind: 'allClaimed' }
  | { readonly kind: 'hidden' };

const displayDate = (instant: Instant | null, timeZone: string): string | null =>
  instant === null ? null : formatDisplayDate(instant, timeZone);

/**
 * Decision 0038: a tier is claimed once the cardholder holds credits or credit history (points) or a main order;
 * the server allows one tier only (decision 0011). Bonus orders say nothing about the tier.
 */
export function hasClaimedTier(credit: Credit, orders: readonly Order[]): boolean {
  const { active, redeemed, expired } = credit.points;
  return credit.credits > 0 || active + redeemed + expired > 0 || hasMainOrder(orders);
}

/**
 * Decision 0069: the eGC value of the claimed tier, null while none is claimed. The credit history (points:
 * active, redeemed and expired) is the tier's whole value; without it, the balance plus the main orders.
 */
export function claimedTierReward(credit: Credit, orders: readonly Order[]): Centavos | null {
  if (!hasClaimedTier(credit, orders)) return null;
  const { active, redeemed, expired } = credit.points;
  const history = sumCentavos([active, redeemed, expired].map(pesosToCentavos));
  if (history > 0) return history;
  const mainOrders = orders.filter((order) => orderKind(order.clientReferenceNo) === 'main');
  return sumCentavos([Math.max(credit.credits, 0), ...mainOrders.map((order) => order.value)].map(pesosToCentavos));
}

export function creditsBoxState(
  credit: Credit,
  orders: readonly Order[],
  timeZone: string = DEFAULT_TIME_ZONE,
): CreditsBoxState {
  const balance = pesosToCentavos(credit.credits);
  if (balance > 0 && credit.isCreditsExpired) {
    return { kind: 'expired', balance, expiredOn: displayDate(credit.creditsExpiry, timeZone) };
  }
  if (balance > 0) return { kind: 'balance', balance, canRedeem: true };
  return hasClaimedTier(credit, orders) ? { kind: 'allClaimed' } : { kind: 'hidden' };
}

/**
 * Decision 0071: what /claim may offer, judged from the cardholder's real reads, never from its `amount` param:
 * once a tier is claimed, its unexpired balance; before, the highest reached goal's reward (spec §4); else null.
 */
export function claimableAmount(
  credit: Credit,
  orders: readonly Order[],
  goals: readonly SpendGoal[],
  totalSpend: Centavos,
): Centavos | null {
  if (hasClaimedTier(credit, orders)) {
    const balance = pesosToCentavos(credit.credits);
    return balance > 0 && !credit.isCreditsExpired ? balance : null;
  }
  return claimableGoal(goals, totalSpend)?.reward ?? null;
}

/** spec §2 routes: /claim takes `amount`, the reward value or the credit balance, in pesos. */
export interface CreditsClaimSearch {
  readonly amount: number;
}

/** spec §2: Redeem in the credits box opens /claim with the credit balance as `amount`. */
export function redeemEntryFromCredits(credit: Credit): CreditsClaimSearch {
  return { amount: centavosToPesos(pesosToCentavos(credit.credits)) };
}
