// spec §1, §4, §9: accumulated spend goals, their statuses, the claim flow and the progress bar.
// The goals are the campaign's (campaign-config.ts, where spec §1's two readings are SPEND_GOALS_TWO_TIERS and
// SPEND_GOALS_THREE_TIERS); these rules take them in centavos (toSpendGoals).
import { type Centavos, centavosToPesos, formatCredits, pesosToCentavos } from './money';

export interface SpendGoal {
  /** Accumulated spend needed to reach the goal. */
  readonly threshold: Centavos;
  /** Value of the eGC reward for the goal. */
  readonly reward: Centavos;
}

/** spec §9: maximum spend 200,000. */
export const MAXIMUM_SPEND: Centavos = pesosToCentavos(200_000);

/** spec §4 Reached, Locked, Skipped; once a tier is claimed, decision 0069's Claimed and Closed. */
export type GoalStatus = 'Reached' | 'Locked' | 'Skipped' | 'Claimed' | 'Closed';

export interface GoalWithStatus {
  readonly goal: SpendGoal;
  readonly status: GoalStatus;
}

/** spec §4: a goal is reached at or above its threshold. The overview's SQL counts goals reached the same way. */
export function isGoalReached(goal: Pick<SpendGoal, 'threshold'>, totalSpend: Centavos): boolean {
  return totalSpend >= goal.threshold;
}

/** spec §4: only the highest reached tier is claimable. Goals need not be sorted. */
export function claimableGoal(goals: readonly SpendGoal[], totalSpend: Centavos): SpendGoal | null {
  let highest: SpendGoal | null = null;
  for (const candidate of goals) {
    const reached = isGoalReached(candidate, totalSpend);
    if (reached && (highest === null || candidate.threshold > highest.threshold)) highest = candidate;
  }
  return highest;
}

/**
 * spec §4: Reached at or above the threshold; Locked (Disabled) below; Skipped when a higher goal is also
 * reached. Returned in the order of `goals`. Decision 0069: once a tier is claimed (`claimedReward`, its eGC
 * value), only one tier is ever claimed (spec §1): its goal is Claimed and every other goal Closed.
 */
export function goalStatuses(
  goals: readonly SpendGoal[],
  totalSpend: Centavos,
  claimedReward: Centavos | null = null,
): readonly GoalWithStatus[] {
  if (claimedReward !== null) {
    return goals.map((each) => ({ goal: each, status: each.reward === claimedReward ? 'Claimed' : 'Closed' }));
  }
  const claimable = claimableGoal(goals, totalSpend);
  return goals.map((each) => {
    if (!isGoalReached(each, totalSpend)) return { goal: each, status: 'Locked' };
    return { goal: each, status: each === claimable ? 'Reached' : 'Skipped' };
  });
}

/** spec §4: reaching any tier marks that the minimum tier is reached. */
export function hasReachedMinimumTier(goals: readonly SpendGoal[], totalSpend: Centavos): boolean {
  return claimableGoal(goals, totalSpend) !== null;
}

/** spec §4: the maximum state is when the highest reached goal equals 200,000. */
export function isAtMaximum(goals: readonly SpendGoal[], totalSpend: Centavos): boolean {
  return claimableGoal(goals, totalSpend)?.threshold === MAXIMUM_SPEND;
}

/** spec §2 routes: /claim takes `amount` (reward value) and `totalSpend`, both in pesos as URL params. */
export interface ClaimSearch {
  readonly amount: number;
  readonly totalSpend: number;
}

export function claimSearch(goalToClaim: SpendGoal, totalSpend: Centavos): ClaimSearch {
  return { amount: centavosToPesos(goalToClaim.reward), totalSpend: centavosToPesos(totalSpend) };
}

export type ClaimFlowDecision =
  | { readonly kind: 'none' }
  | { readonly kind: 'confirm'; readonly goal: SpendGoal; readonly showNextTierWarning: true }
  | { readonly kind: 'claim'; readonly search: ClaimSearch };

/**
 * spec §4 Claim flow: below the maximum a confirmation notice shows first; at the maximum it goes straight
 * to /claim with the amount of the highest reached tier and the total spend.
 */
export function claimFlowDecision(goals: readonly SpendGoal[], totalSpend: Centavos): ClaimFlowDecision {
  const claimable = claimableGoal(goals, totalSpend);
  if (claimable === null) return { kind: 'none' };
  if (claimable.threshold === MAXIMUM_SPEND) return { kind: 'claim', search: claimSearch(claimable, totalSpend) };
  return { kind: 'confirm', goal: claimable, showNextTierWarning: true };
}

export interface ClaimConfirmationModel {
  /** The {reward} of 'Are you sure you want to claim {reward} for this tier?', e.g. 'P1,500 eGC'. */
  readonly rewardText: string;
  /** spec §2: 'Spend More' is hidden at the maximum. */
  readonly showSpendMore: boolean;
  /** spec §2: 'Claiming on this tier means you can no longer claim the rewards for the next tier.' */
  readonly showNextTierWarning: boolean;
}

/** spec §2 Claim confirmation dialog. The reward is written as in spec §9 ('P1,500 eGC'). */
export function claimConfirmationModel(goalToClaim: SpendGoal): ClaimConfirmationModel {
  const belowMaximum = goalToClaim.threshold !== MAXIMUM_SPEND;
  return {
    rewardText: `${formatCredits(goalToClaim.reward)} eGC`,
    showSpendMore: belowMaximum,
    showNextTierWarning: belowMaximum,
  };
}

export interface ProgressMilestone {
  readonly spend: Centavos;
  readonly mark: number;
}

/** spec §2, §9: progress marks 0.333, 0.667 and 1 at P50K, P75K and P200K. */
export const PROGRESS_MILESTONES: readonly ProgressMilestone[] = [
  { spend: pesosToCentavos(0), mark: 0 },
  { spend: pesosToCentavos(50_000), mark: 0.333 },
  { spend: pesosToCentavos(75_000), mark: 0.667 },
  { spend: MAXIMUM_SPEND, mark: 1 },
];

/**
 * The spec gives only the marks; between two milestones the bar moves linearly (decision), so every peso
 * of spend moves it and each milestone sits exactly on its mark. Capped to [0, 1].
 */
export function progressValue(totalSpend: Centavos): number {
  let previous = PROGRESS_MILESTONES[0] as ProgressMilestone;
  if (totalSpend <= previous.spend) return previous.mark;
  for (const next of PROGRESS_MILESTONES.slice(1)) {
    if (totalSpend <= next.spend) {
      const fraction = (totalSpend - previous.spend) / (next.spend - previous.spend);
      return previous.mark + fraction * (next.mark - previous.mark);
    }
    previous = next;
  }
  return previous.mark;
}

export type BannerBand = 'under75k' | 'from75kUnder200k' | 'from200k';

const BANNER_LOWER_BOUND = pesosToCentavos(75_000);

/** spec §2 Home: banner and top image by total spend: under 75,000; 75,000 up to under 200,000; 200,000 and over. */
export function bannerBand(totalSpend: Centavos): BannerBand {
  if (totalSpend < BANNER_LOWER_BOUND) return 'under75k';
  if (totalSpend < MAXIMUM_SPEND) return 'from75kUnder200k';
  return 'from200k';
}
