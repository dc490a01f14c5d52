// spec §2 Redemptions tab: the credits box.
//
// Reading of spec §2 ('Reward Balance' and a Redeem button "when credits exist and are not expired, or orders
// exist"; "With zero credits and orders it says 'You have claimed all your eGCs…'"; "When credits have
// expired it shows the balance struck through"):
// - expired: credits were left over and have expired → balance struck through, 'Claiming of your reward has
//   expired last {date}.' (expiry wins over the balance: an expired balance cannot be redeemed);
// - balance: credits left and not expired → 'Reward Balance' with Redeem;
// - bonusLeft: no credits left, a tier claimed, and a bonus round still open → that the tier is spent and a bonus
//   waits (decision 0163: 'claimed all' would be untrue);
// - allClaimed: no credits left, a tier claimed and nothing else to claim → 'You have claimed all your eGCs. Thank
//   you for participating…' ("orders" are the claimed tier's: bonus orders alone leave the tier to claim, so the
//   text would be untrue);
// - hidden: no credits and no tier claimed → nothing to show (the cardholder has not claimed a tier yet).
import { DEFAULT_TIME_ZONE, formatDisplayDate, type Instant, isExpiredByDay } from './dates';
import type { Credit, Order } from './entities';
import { claimableGoal, type SpendGoal } from './goals';
import { type Centavos, centavosToPesos, pesosToCentavos, sumCentavos } from './money';
import { hasMainOrder, orderKind } from './orders';

export type CreditsBoxState =
  /** `expiredOn` is null only when the server flags expiry without sending `creditsExpiry`. */
  | { readonly kind: 'expired'; readonly balance: Centavos; readonly expiredOn: string | null }
  | { readonly kind: 'balance'; readonly balance: Centavos; readonly canRedeem: true }
  | { readonly kind: 'bonusLeft' }
  | { readonly kind: 'allClaimed' }
  | { readonly kind: 'hidden' };

const displayDate = (instant: Instant | null, timeZone: string): string | null =>
  instant === null ? null : formatDisplayDate(instant, timeZone);

/**
 * The credits have expired at `now`: as the read said, or since (its expiry day passed while the screen was open).
 * The server refuses a main redeem by the same day rule (4304).
 */
export function areCreditsExpired(credit: Credit, now: Instant, timeZone: string): boolean {
  return (
    credit.isCreditsExpired || (credit.creditsExpiry !== null && isExpiredByDay(credit.creditsExpiry, now, timeZone))
  );
}

/** What the server's ledger knows of a cardholder's credits (decision 0011), before it is sent as the credits read. */
export interface LedgerFacts {
  /** The ledger's sum: the tier's reward less what was redeemed. */
  readonly balance: Centavos;
  /** What the redemptions took from it. */
  readonly redeemed: Centavos;
  /** The claim's credits expiry; null while no tier is claimed. */
  readonly creditsExpireAt: Instant | null;
  readonly registeredAt: Instant | null;
  readonly cardTypeId: number | null;
  /** spec §3 schedules.redemption.endDateTime: the bonus rounds close with it. */
  readonly redemptionEndDateTime: Instant;
}

const isoOrNull = (instant: Instant | null): string | null =>
  instant === null ? null : new Date(instant).toISOString();

/** spec §3 Credit, as the credits read sends it: the balance, its expiry by day, and the points of decision 0069. */
export function creditOf(
  facts: LedgerFacts,
  now: Instant,
  timeZone: string,
): Credit & { readonly creditsExpiry: string | null; readonly registeredDateTime: string | null } {
  const isCreditsExpired = facts.creditsExpireAt !== null && isExpiredByDay(facts.creditsExpireAt, now, timeZone);
  const balance = centavosToPesos(facts.balance);
  return {
    credits: balance,
    isCreditsExpired,
    creditsExpiry: isoOrNull(facts.creditsExpireAt),
    registeredDateTime: isoOrNull(facts.registeredAt),
    // Bonus rounds close with the redemption period; each bonus record also carries its own expiry.
    isBonusExpired: isExpiredByDay(facts.redemptionEndDateTime, now, timeZone),
    cardTypeID: facts.cardTypeId,
    points: {
      active: isCreditsExpired ? 0 : balance,
      redeemed: centavosToPesos(facts.redeemed),
      expired: isCreditsExpired ? balance : 0,
    },
  };
}

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

export interface CreditsBoxFacts {
  /** `areCreditsExpired` at the screen's now. */
  readonly creditsExpired: boolean;
  /** A bonus round a screen offers can be claimed now (decision 0163). */
  readonly bonusLeft: boolean;
  readonly timeZone?: string;
}

export function creditsBoxState(credit: Credit, orders: readonly Order[], facts: CreditsBoxFacts): CreditsBoxState {
  const balance = pesosToCentavos(credit.credits);
  if (balance > 0 && facts.creditsExpired) {
    return {
      kind: 'expired',
      balance,
      expiredOn: displayDate(credit.creditsExpiry, facts.timeZone ?? DEFAULT_TIME_ZONE),
    };
  }
  if (balance > 0) return { kind: 'balance', balance, canRedeem: true };
  if (!hasClaimedTier(credit, orders)) return { kind: 'hidden' };
  return facts.bonusLeft ? { kind: 'bonusLeft' } : { kind: 'allClaimed' };
}

/**
 * Decision 0071: what /claim may offer, judged from the cardholder's real reads, never from its `amount` param:
 * once a tier is claimed, its unexpired balance; before, the highest reached goal's reward (spec §4); else null.
 */
export function claimableAmount(
  credit: Credit,
  orders: readonly Order[],
  goals: readonly SpendGoal[],
  spend: { readonly totalSpend: Centavos; readonly creditsExpired: boolean },
): Centavos | null {
  if (hasClaimedTier(credit, orders)) {
    const balance = pesosToCentavos(credit.credits);
    return balance > 0 && !spend.creditsExpired ? balance : null;
  }
  return claimableGoal(goals, spend.totalSpend)?.reward ?? null;
}

/** What the server knows when a main redeem arrives: the tier claim with its balance, or the spend to claim one by. */
export type MainRedeemFacts =
  | { readonly claim: { readonly balance: Centavos; readonly creditsExpireAt: Instant } }
  | { readonly claim: null; readonly totalSpend: Centavos };

export type MainRedeemBasis =
  | { readonly ok: false; readonly reason: 'BELOW_LOWEST_GOAL' }
  | {
      readonly ok: true;
      /** The goal this redeem claims first (spec §4: the highest reached), or null when a tier is claimed already. */
      readonly newClaim: SpendGoal | null;
      readonly balance: Centavos;
      readonly creditsExpired: boolean;
    };

/**
 * Decision 0011: what a main redeem spends from. Once a tier is claimed, its balance, expired by day; before, the
 * highest goal reached, whose reward becomes a fresh balance; below every goal, nothing (4303). The server's main
 * redeem starts here, then checks the eGCs chosen against it (`validateMainRedemption`).
 */
export function mainRedeemBasis(
  facts: MainRedeemFacts,
  goals: readonly SpendGoal[],
  now: Instant,
  timeZone: string,
): MainRedeemBasis {
  if (facts.claim !== null) {
    const { balance, creditsExpireAt } = facts.claim;
    return { ok: true, newClaim: null, balance, creditsExpired: isExpiredByDay(creditsExpireAt, now, timeZone) };
  }
  const goal = claimableGoal(goals, facts.totalSpend);
  if (goal === null) return { ok: false, reason: 'BELOW_LOWEST_GOAL' };
  return { ok: true, newClaim: goal, balance: goal.reward, creditsExpired: false };
}

/** spec §2 routes: /claim takes `amount`, the reward value or the credit balance, in pesos. */
export interface CreditsClaimSearch {
  readonly amount: number;
}

/** spec §2: Redeem in the credits box opens /claim with the credit balance as `amount`. */
export function redeemEntryFromCredits(credit: Credit): CreditsClaimSearch {
  return { amount: centavosToPesos(pesosToCentavos(credit.credits)) };
}
