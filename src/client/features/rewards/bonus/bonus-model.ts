import {
  bonusRoundStates,
  CATEGORIES_FOR_BONUS,
  CATEGORIES_FOR_EXTRA_THREE,
  type ExtraThreeState,
  type InstallmentState,
} from '../../../../domain/bonus';
import type { MerchantCategoryStyle } from '../../../../domain/campaign-config';
import { reachedCategories, sortCategoriesByName } from '../../../../domain/categories';
import type { DayWindow, Instant } from '../../../../domain/dates';
import type { Credit, MerchantCategory, Order, Transaction } from '../../../../domain/entities';
import type { SpendGoal } from '../../../../domain/goals';
import type { Centavos } from '../../../../domain/money';
import { bonusRecords, qualifiedTransactions, totalSpend } from '../../../../domain/transactions';
import { type MonthModel, monthModels } from './month-model';

// The bonus rounds' values for the home cards and the bonus screens (spec §2, §4): every state comes from the
// domain's bonusRoundStates, the rule the server judges a bonus redeem by; this adds the tokens and categories.

export interface BonusInput {
  readonly credit: Credit;
  readonly transactions: readonly Transaction[];
  readonly orders: readonly Order[];
  readonly categories: readonly MerchantCategory[];
  /** spec §3 UISchema merchantCategories: an image and colour for a category the read sends without. */
  readonly categoryStyles?: readonly MerchantCategoryStyle[];
  readonly goals: readonly SpendGoal[];
  /** The page config's Frequency Spend windows, months 1 to 3. */
  readonly windows: readonly DayWindow[];
  readonly timeZone: string;
  /** The page config's serverDateTime: expiry is judged by the server's day (spec §4). */
  readonly serverNow: Instant;
  /** spec §3 schedules.redemption.endDateTime: 'Redemption until' for a month not earned yet. */
  readonly redemptionEndDateTime: Instant;
}

export interface ExtraThreeModel extends ExtraThreeState {
  /** spec §3: the Extra bonus record's id, the bonus redeem token; null when it does not exist. */
  readonly token: number | null;
  /** The first five reached categories by name (spec §2: the extra three fill only after these). */
  readonly firstFive: readonly MerchantCategory[];
  /** The reached categories beyond the first five, at most three. */
  readonly extraCategories: readonly MerchantCategory[];
}

export interface InstallmentModel extends InstallmentState {
  /** spec §3: the installment bonus record's id; null when it does not exist. */
  readonly token: number | null;
}

export interface BonusModel {
  /** spec §5: newest first, before-registration spend and bonus records left out. */
  readonly qualified: readonly Transaction[];
  readonly totalSpend: Centavos;
  /** Every merchant category, by name (spec §5), with its image and colour. */
  readonly categories: readonly MerchantCategory[];
  readonly extraThree: ExtraThreeModel;
  readonly installment: InstallmentModel;
  readonly months: readonly MonthModel[];
}

function withStyles(categories: readonly MerchantCategory[], styles: readonly MerchantCategoryStyle[]) {
  const byMcc = new Map(styles.map((style) => [style.mccID, style]));
  return categories.map((category) => ({
    ...category,
    image: category.image ?? byMcc.get(category.mccID)?.image ?? null,
    color: category.color ?? byMcc.get(category.mccID)?.color ?? null,
  }));
}

export function bonusModel(input: BonusInput): BonusModel {
  const qualified = qualifiedTransactions(input.transactions, input.credit.registeredDateTime, input.timeZone);
  const spend = totalSpend(qualified);
  const records = bonusRecords(input.transactions);
  const categories = sortCategoriesByName(withStyles(input.categories, input.categoryStyles ?? []));
  const reached = reachedCategories(categories);
  const states = bonusRoundStates(
    {
      qualified,
      totalSpend: spend,
      reachedCount: reached.length,
      goals: input.goals,
      orders: input.orders,
      records,
      redemptionClosed: input.credit.isBonusExpired,
      windows: input.windows,
      timeZone: input.timeZone,
    },
    input.serverNow,
  );
  return {
    qualified,
    totalSpend: spend,
    categories,
    extraThree: {
      ...states.extraThree,
      token: records.extraThree?.id ?? null,
      firstFive: reached.slice(0, CATEGORIES_FOR_BONUS),
      extraCategories: reached.slice(CATEGORIES_FOR_BONUS, CATEGORIES_FOR_EXTRA_THREE),
    },
    installment: { ...states.installment, token: records.installment?.id ?? null },
    months: monthModels({ ...input, states, records }),
  };
}
