// Decision 0160: everything a cardholder screen shows as state, derived once from what the server knows of the
// cardholder. Home's banner, Spend tab, goal cards, credits box, Redemptions rows and bonus cards, /claim's amount,
// the bonus screens and My eGCs all render from `promoState`; none works a state out on its own. It folds in the
// rule modules (goals, credits, orders, egcs, bonus/round-states) rather than repeating them, and the server refuses
// by the same rules (the resend by `orderResend`, the bonus redeem by `bonusRoundStates`, the main redeem by
// `mainRedeemBasis`), so a screen offers exactly what the server accepts.
import { type BonusRoundStates, bonusRoundStates, MONTH_KINDS, type MonthKind } from '../bonus';
import { reachedCount } from '../categories';
import {
  areCreditsExpired,
  type CreditsBoxState,
  claimableAmount,
  claimedTierReward,
  creditsBoxState,
  hasClaimedTier,
  redeemEntryFromCredits,
} from '../credits';
import { type DayWindow, type Instant, isExpiredByDay } from '../dates';
import { type Egc, type WalletSections, walletSections } from '../egcs';
import type { Credit, MerchantCategory, Order, Transaction } from '../entities';
import {
  type BannerBand,
  bannerBand,
  type ClaimConfirmationModel,
  type ClaimSearch,
  claimConfirmationModel,
  claimFlowDecision,
  claimSearch,
  type GoalWithStatus,
  goalStatuses,
  hasReachedMinimumTier,
  isAtMaximum,
  isGoalReached,
  progressValue,
  type SpendGoal,
} from '../goals';
import { type Centavos, centavosToPesos, formatCredits, pesosToCentavos } from '../money';
import { groupOrders, type SplitRedemptions, splitRedemptions } from '../orders';
import { REWARD_TEXT } from '../reward-texts';
import { BONUS_KINDS, type BonusKind, bonusRecords, qualifiedTransactions, totalSpend } from '../transactions';
import { type BannerState, bannerState } from './banner';

/** The campaign's side of the facts (the page config's, or the server's stored configuration). */
export interface PromoCampaign {
  readonly goals: readonly SpendGoal[];
  /** The Frequency Spend windows, months 1 to 3 (spec §9). */
  readonly windows: readonly DayWindow[];
  readonly timeZone: string;
  /** spec §3 schedules.redemption.endDateTime. */
  readonly redemptionEndDateTime: Instant;
}

/** What the server knows of a cardholder, as its reads send it (spec §7). */
export interface PromoFacts {
  readonly credit: Credit;
  /** Spend and bonus records, as the transactions read mixes them (spec §3). */
  readonly transactions: readonly Transaction[];
  /** One row per eGC (spec §3 Order). */
  readonly orders: readonly Order[];
  readonly categories: readonly MerchantCategory[];
  /** The wallet's eGCs with their codes (decision 0080), on the screens that read them. */
  readonly egcs?: readonly Egc[];
  readonly campaign: PromoCampaign;
}

/** One progress scale (decision 0003), drawn by every progress visual: the bar, its marks and the banner's track. */
export interface ProgressScale {
  /** Where the total spend sits, 0 to 1. */
  readonly value: number;
  /** Where each of the campaign's goals sits, lowest first. */
  readonly marks: readonly ProgressMark[];
}

interface ProgressMark {
  readonly mark: number;
  readonly reached: boolean;
  /** The goal's threshold as the banner writes it, 'P75,000'. */
  readonly label: string;
  /** spec §2: the bar's short label, 'P75K', where the spec gives one; else the full amount. */
  readonly shortLabel: string;
}

interface SpendState {
  /** spec §5: newest first, before-registration spend and bonus records left out. */
  readonly qualified: readonly Transaction[];
  readonly total: Centavos;
  readonly band: BannerBand;
  readonly atMaximum: boolean;
  /** spec §4: any goal reached. */
  readonly minimumTierReached: boolean;
  readonly progress: ProgressScale;
}

/** What 'Claim Reward' (and the reached goal's Claim) does. */
export type ClaimAction =
  | { readonly kind: 'none' }
  /** spec §4: below the maximum a confirmation notice shows first. */
  | { readonly kind: 'confirm'; readonly confirmation: ClaimConfirmationModel; readonly search: ClaimSearch }
  /** spec §4: at the maximum straight to /claim. */
  | { readonly kind: 'claim'; readonly search: ClaimSearch }
  /** A tier is already claimed: the rest of its credits are redeemed (the credits box's Redeem, decision 0038). */
  | { readonly kind: 'redeemBalance'; readonly search: ClaimSearch };

interface TierState {
  readonly claimed: boolean;
  /** Decision 0069: the claimed tier's eGC value, null while none is claimed. */
  readonly reward: Centavos | null;
}

/** The rounds a screen offers (decision 0046: not the generic one). */
const OFFERED_ROUNDS = ['extraThree', 'installment', ...MONTH_KINDS] as const;

export interface BonusState {
  /** Every round's state at `now` (bonus/round-states.ts, the rule the bonus redeem is judged by). */
  readonly rounds: BonusRoundStates;
  /** spec §3: each round's bonus record id, its redeem token; null when not earned. */
  readonly tokens: { readonly [kind in BonusKind]: number | null };
  /** spec §2 'Redemption until' of each month (decision 0047: the record's expiry, else the redemption period's end). */
  readonly monthUntil: { readonly [kind in MonthKind]: Instant };
  /** Decision 0164: the requirement text each home card shows beside its round, null once met. */
  readonly requirements: {
    readonly extraThree: string | null;
    readonly installment: string | null;
    /** The Frequency Spend card's, for its months. */
    readonly frequency: string | null;
  };
  /** Some round a screen offers can be claimed now. */
  readonly anyAllowed: boolean;
}

export interface PromoState {
  readonly spend: SpendState;
  readonly banner: BannerState;
  readonly tier: TierState;
  readonly goals: readonly GoalWithStatus[];
  /** Claim Reward and the reached goal's Claim; 'none' disables them. */
  readonly claim: ClaimAction;
  readonly creditsBox: CreditsBoxState;
  /** Decision 0071: the amount /claim may offer, null when nothing can be claimed. */
  readonly claimable: Centavos | null;
  readonly bonus: BonusState;
  /** spec §2 Redemptions tab: each redemption group's status, validity and RESEND (decisions 0160, 0161). */
  readonly redemptions: SplitRedemptions;
  /** My eGCs' sections (decision 0080), when the facts hold the wallet's eGCs. */
  readonly wallet: WalletSections | null;
  /** What is left to claim now: the tier, the credits, a bonus round a screen offers (decision 0163). */
  readonly leftToClaim: { readonly tier: boolean; readonly credits: boolean; readonly bonus: boolean };
  readonly nothingLeftToClaim: boolean;
}

function progressScale(goals: readonly SpendGoal[], total: Centavos): ProgressScale {
  const value = progressValue(total);
  const shortLabels: ReadonlyMap<Centavos, string> = new Map(
    [pesosToCentavos(50_000), pesosToCentavos(75_000), pesosToCentavos(200_000)].map((spend, index) => [
      spend,
      REWARD_TEXT.progress.milestones[index] ?? '',
    ]),
  );
  const marks = [...goals]
    .sort((a, b) => a.threshold - b.threshold)
    .map((goal) => ({
      mark: progressValue(goal.threshold),
      reached: isGoalReached(goal, total),
      label: formatCredits(goal.threshold),
      shortLabel: shortLabels.get(goal.threshold) ?? formatCredits(goal.threshold),
    }));
  return { value, marks };
}

function claimActionOf(facts: PromoFacts, spend: Centavos, tierClaimed: boolean, box: CreditsBoxState): ClaimAction {
  if (tierClaimed) {
    if (box.kind !== 'balance') return { kind: 'none' };
    return {
      kind: 'redeemBalance',
      search: { ...redeemEntryFromCredits(facts.credit), totalSpend: centavosToPesos(spend) },
    };
  }
  const decision = claimFlowDecision(facts.campaign.goals, spend);
  if (decision.kind !== 'confirm') return decision;
  return {
    kind: 'confirm',
    confirmation: claimConfirmationModel(decision.goal),
    search: claimSearch(decision.goal, spend),
  };
}

interface JudgedSpend {
  readonly qualified: readonly Transaction[];
  readonly total: Centavos;
  /** The redemption period is over by day (`Credit.isBonusExpired`, judged again at now). */
  readonly redemptionClosed: boolean;
}

function bonusState(facts: PromoFacts, spend: JudgedSpend, now: Instant): BonusState {
  const { campaign } = facts;
  const records = bonusRecords(facts.transactions);
  const rounds = bonusRoundStates(
    {
      qualified: spend.qualified,
      totalSpend: spend.total,
      reachedCount: reachedCount(facts.categories),
      goals: campaign.goals,
      orders: facts.orders,
      records,
      redemptionClosed: spend.redemptionClosed,
      windows: campaign.windows,
      timeZone: campaign.timeZone,
    },
    now,
  );
  const text = REWARD_TEXT.bonusRounds;
  const requirementText = (requirement: 'minimumTier' | 'totalSpend' | null) =>
    requirement === null ? null : requirement === 'minimumTier' ? text.requirement : text.spendRequirement;
  const months = MONTH_KINDS.map((kind) => rounds[kind]);
  const monthRequirement = months.find((month) => month?.requirement)?.requirement ?? null;
  const tokens = Object.fromEntries(BONUS_KINDS.map((kind) => [kind, records[kind]?.id ?? null])) as {
    [kind in BonusKind]: number | null;
  };
  const monthUntil = Object.fromEntries(
    MONTH_KINDS.map((kind) => [kind, records[kind]?.expiryDateTime ?? campaign.redemptionEndDateTime]),
  ) as { [kind in MonthKind]: Instant };
  return {
    rounds,
    tokens,
    monthUntil,
    requirements: {
      extraThree: requirementText(rounds.extraThree.requirement),
      installment: requirementText(rounds.installment.requirement),
      frequency: requirementText(monthRequirement),
    },
    anyAllowed: OFFERED_ROUNDS.some((kind) => rounds[kind]?.allowed === true),
  };
}

/** Every state a cardholder screen shows, at `now` (the server's time, as the page config corrects it). */
export function promoState(facts: PromoFacts, now: Instant): PromoState {
  const { credit, orders, campaign } = facts;
  const { goals, timeZone } = campaign;
  const qualified = qualifiedTransactions(facts.transactions, credit.registeredDateTime, timeZone);
  const total = totalSpend(qualified);
  // The read says whether credits and bonus rounds had expired when it was made; judged again at `now`, a screen
  // left open past the expiry day stops offering them, as the server does.
  const creditsExpired = areCreditsExpired(credit, now, timeZone);
  const redemptionClosed = credit.isBonusExpired || isExpiredByDay(campaign.redemptionEndDateTime, now, timeZone);
  const bonus = bonusState(facts, { qualified, total, redemptionClosed }, now);
  const tierClaimed = hasClaimedTier(credit, orders);
  const claimedReward = claimedTierReward(credit, orders);
  const balance = pesosToCentavos(credit.credits);
  const creditsBox = creditsBoxState(credit, orders, { creditsExpired, bonusLeft: bonus.anyAllowed, timeZone });
  const claimable = claimableAmount(credit, orders, goals, { totalSpend: total, creditsExpired });
  const leftToClaim = {
    tier: !tierClaimed && claimable !== null,
    credits: tierClaimed && claimable !== null,
    bonus: bonus.anyAllowed,
  };
  return {
    spend: {
      qualified,
      total,
      band: bannerBand(total),
      atMaximum: isAtMaximum(goals, total),
      minimumTierReached: hasReachedMinimumTier(goals, total),
      progress: progressScale(goals, total),
    },
    banner: bannerState({
      goals,
      totalSpend: total,
      tierClaimed,
      claimedReward,
      balance,
      creditsExpired,
      creditsExpiry: credit.creditsExpiry,
      bonusLeft: bonus.anyAllowed,
      timeZone,
    }),
    tier: { claimed: tierClaimed, reward: claimedReward },
    goals: goalStatuses(goals, total, claimedReward),
    claim: claimActionOf(facts, total, tierClaimed, creditsBox),
    creditsBox,
    claimable,
    bonus,
    redemptions: splitRedemptions(groupOrders(orders, now, timeZone)),
    wallet: facts.egcs === undefined ? null : walletSections(facts.egcs, now, timeZone),
    leftToClaim,
    nothingLeftToClaim: !leftToClaim.tier && !leftToClaim.credits && !leftToClaim.bonus,
  };
}
