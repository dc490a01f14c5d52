import {
  CATEGORIES_FOR_BONUS,
  CATEGORIES_FOR_EXTRA_THREE,
  type ExtraThreeState,
  type InstallmentState,
} from '../../../../domain/bonus';
import type { MerchantCategoryStyle } from '../../../../domain/campaign-config';
import { reachedCategories, sortCategoriesByName } from '../../../../domain/categories';
import type { DayWindow } from '../../../../domain/dates';
import type { MerchantCategory, Transaction } from '../../../../domain/entities';
import type { Centavos } from '../../../../domain/money';
import type { PromoState } from '../../../../domain/promo-state';
import { withCategoryStyles } from '../home/dashboard-model';
import { type MonthModel, monthModels } from './month-model';

// The bonus rounds' values for the bonus screens (spec §2, §4): every state is the promo state's (decision 0160),
// whose rounds are the rule the server judges a bonus redeem by; this adds the categories and the months' wording.

export interface BonusInput {
  readonly promo: PromoState;
  readonly categories: readonly MerchantCategory[];
  /** spec §3 UISchema merchantCategories: an image and colour for a category the read sends without. */
  readonly categoryStyles?: readonly MerchantCategoryStyle[];
  /** The page config's Frequency Spend windows, months 1 to 3. */
  readonly windows: readonly DayWindow[];
  readonly timeZone: string;
}

interface ExtraThreeModel extends ExtraThreeState {
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

export function bonusModel(input: BonusInput): BonusModel {
  const { spend, bonus } = input.promo;
  const categories = sortCategoriesByName(withCategoryStyles(input.categories, input.categoryStyles ?? []));
  const reached = reachedCategories(categories);
  return {
    qualified: spend.qualified,
    totalSpend: spend.total,
    categories,
    extraThree: {
      ...bonus.rounds.extraThree,
      token: bonus.tokens.extraThree,
      firstFive: reached.slice(0, CATEGORIES_FOR_BONUS),
      extraCategories: reached.slice(CATEGORIES_FOR_BONUS, CATEGORIES_FOR_EXTRA_THREE),
    },
    installment: { ...bonus.rounds.installment, token: bonus.tokens.installment },
    months: monthModels({ bonus, windows: input.windows, timeZone: input.timeZone }),
  };
}
