import type { MerchantCategoryStyle } from '../../../../domain/campaign-config';
import { firstFiveReached, sortCategoriesByName } from '../../../../domain/categories';
import { formatDisplayDate, type Instant } from '../../../../domain/dates';
import type { MerchantCategory, Transaction } from '../../../../domain/entities';
import type { PromoState } from '../../../../domain/promo-state';

export interface DashboardInput {
  /** Every state home shows (decision 0160). */
  readonly promo: PromoState;
  readonly categories: readonly MerchantCategory[];
  /** spec §3 UISchema merchantCategories: each category's image and colour by mccID. */
  readonly categoryStyles?: readonly MerchantCategoryStyle[];
  readonly registeredDateTime: Instant | null;
  readonly timeZone: string;
  /** spec §3 schedules.redemption.endDateTime: the 'Redemption until' date at the maximum. */
  readonly redemptionEndDateTime: string;
}

export interface DashboardModel {
  /** Every state home shows, from the one promo state: banner, Spend tab, goals, credits box, rows, bonus cards. */
  readonly promo: PromoState;
  /** spec §5: newest first, before-registration spend and bonus records left out. */
  readonly qualified: readonly Transaction[];
  /** spec §5 'categories by name'. */
  readonly categories: readonly MerchantCategory[];
  readonly reachedIcons: readonly MerchantCategory[];
  readonly registeredOn: string | null;
  readonly redemptionUntil: string;
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

/** Home's values: the promo state, and what home shows besides (categories, dates) in display form. */
export function dashboardModel(input: DashboardInput): DashboardModel {
  const categories = withCategoryStyles(input.categories, input.categoryStyles ?? []);
  const registered = input.registeredDateTime;
  return {
    promo: input.promo,
    qualified: input.promo.spend.qualified,
    categories: sortCategoriesByName(categories),
    reachedIcons: firstFiveReached(categories),
    registeredOn: registered === null ? null : formatDisplayDate(registered, input.timeZone),
    redemptionUntil: formatDisplayDate(input.redemptionEndDateTime, input.timeZone),
  };
}
