import type { MerchantCategoryStyle } from '../../../../domain/campaign-config';
import { firstFiveReached, sortCategoriesByName } from '../../../../domain/categories';
import {
  type CreditsBoxState,
  claimedTierReward,
  creditsBoxState,
  hasClaimedTier,
  redeemEntryFromCredits,
} from '../../../../domain/credits';
import { formatDisplayDate } from '../../../../domain/dates';
import type { Credit, MerchantCategory, Order, Transaction } from '../../../../domain/entities';
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
  progressValue,
  type SpendGoal,
} from '../../../../domain/goals';
import { type Centavos, centavosToPesos } from '../../../../domain/money';
import { groupOrders, type SplitRedemptions, splitRedemptions } from '../../../../domain/orders';
import { qualifiedTransactions, totalSpend } from '../../../../domain/transactions';

export interface DashboardInput {
  readonly credit: Credit;
  readonly transactions: readonly Transaction[];
  readonly orders: readonly Order[];
  readonly categories: readonly MerchantCategory[];
  /** spec §3 UISchema merchantCategories: each category's image and colour by mccID. */
  readonly categoryStyles?: readonly MerchantCategoryStyle[];
  readonly goals: readonly SpendGoal[];
  readonly timeZone: string;
  /** spec §3 schedules.redemption.endDateTime: the 'Redemption until' date at the maximum. */
  readonly redemptionEndDateTime: string;
}

/** What 'Claim Reward' (and the reached goal's Claim) does. */
export type ClaimAction =
  | { readonly kind: 'none' }
  /** spec §4: below the maximum a confirmation notice shows first. */
  | { readonly kind: 'confirm'; readonly confirmation: ClaimConfirmationModel; readonly search: ClaimSearch }
  /** spec §4: at the maximum straight to /claim. */
  | { readonly kind: 'claim'; readonly search: ClaimSearch }
  /** A tier is already claimed: the rest of its credits are redeemed (the credits box's Redeem). */
  | { readonly kind: 'redeemBalance'; readonly search: ClaimSearch };

export interface DashboardModel {
  readonly totalSpend: Centavos;
  readonly band: BannerBand;
  /** spec §5: newest first, before-registration spend and bonus records left out. */
  readonly qualified: readonly Transaction[];
  readonly goals: readonly GoalWithStatus[];
  readonly atMaximum: boolean;
  /** spec §4: any goal reached; the bonus rounds' requirement is then met. */
  readonly minimumTierReached: boolean;
  readonly progress: number;
  readonly tierClaimed: boolean;
  /** Decision 0069: the claimed tier's eGC value, null while no tier is claimed. */
  readonly claimedReward: Centavos | null;
  readonly claimAction: ClaimAction;
  readonly creditsBox: CreditsBoxState;
  readonly redemptions: SplitRedemptions;
  /** spec §5 'categories by name'. */
  readonly categories: readonly MerchantCategory[];
  readonly reachedIcons: readonly MerchantCategory[];
  readonly registeredOn: string | null;
  readonly redemptionUntil: string;
}

function claimActionFor(
  input: DashboardInput,
  spend: Centavos,
  tierClaimed: boolean,
  box: CreditsBoxState,
): ClaimAction {
  if (tierClaimed) {
    if (box.kind !== 'balance') return { kind: 'none' };
    return {
      kind: 'redeemBalance',
      search: { ...redeemEntryFromCredits(input.credit), totalSpend: centavosToPesos(spend) },
    };
  }
  const decision = claimFlowDecision(input.goals, spend);
  if (decision.kind === 'none') return decision;
  if (decision.kind === 'claim') return decision;
  return {
    kind: 'confirm',
    confirmation: claimConfirmationModel(decision.goal),
    search: claimSearch(decision.goal, spend),
  };
}

/** A category's own image and colour, else the configured ones for its mccID (spec §3 UISchema). */
export function withCategoryStyles(
  categories: readonly MerchantCategory[],
  styles: readonly MerchantCategoryStyle[],
): MerchantCategory[] {
  const byMcc = new Map(styles.map((style) => [style.mccID, style]));
  return categories.map((category) => {
    const style = byMcc.get(category.mccID);
    return {
      ...category,
      image: category.image ?? style?.image ?? null,
      color: category.color ?? style?.color ?? null,
    };
  });
}

/** The home dashboard's values (spec §2, §4), all from src/domain rules. */
export function dashboardModel(input: DashboardInput): DashboardModel {
  const qualified = qualifiedTransactions(input.transactions, input.credit.registeredDateTime, input.timeZone);
  const spend = totalSpend(qualified);
  const tierClaimed = hasClaimedTier(input.credit, input.orders);
  const claimedReward = claimedTierReward(input.credit, input.orders);
  const creditsBox = creditsBoxState(input.credit, input.orders, input.timeZone);
  const registered = input.credit.registeredDateTime;
  const categories = withCategoryStyles(input.categories, input.categoryStyles ?? []);
  return {
    totalSpend: spend,
    band: bannerBand(spend),
    qualified,
    goals: goalStatuses(input.goals, spend, claimedReward),
    atMaximum: isAtMaximum(input.goals, spend),
    minimumTierReached: hasReachedMinimumTier(input.goals, spend),
    progress: progressValue(spend),
    tierClaimed,
    claimedReward,
    claimAction: claimActionFor(input, spend, tierClaimed, creditsBox),
    creditsBox,
    redemptions: splitRedemptions(groupOrders(input.orders)),
    categories: sortCategoriesByName(categories),
    reachedIcons: firstFiveReached(categories),
    registeredOn: registered === null ? null : formatDisplayDate(registered, input.timeZone),
    redemptionUntil: formatDisplayDate(input.redemptionEndDateTime, input.timeZone),
  };
}
