// docs/architecture.md §4 Spend: the server creates a bonus record when a cardholder meets a bonus rule. This decides
// which rounds are earned from spend alone; it must not look at existing records or orders (the server
// de-duplicates), nor at expiry or the minimum tier, which gate redeeming, not earning.
import type { DayWindow } from '../dates';
import { DEFAULT_TIME_ZONE } from '../dates';
import type { Transaction } from '../entities';
import type { Centavos } from '../money';
import type { BonusKind } from '../transactions';
import {
  BONUS_UNLOCK_TOTAL_SPEND,
  CATEGORIES_FOR_BONUS,
  CATEGORIES_FOR_EXTRA_THREE,
  SPENDS_PER_MONTH,
} from './constants';
import { countMonthSpends, MONTH_KINDS } from './frequency';
import { hasQualifyingInstallmentSpend } from './installment';

export interface EarnedBonusInput {
  readonly qualified: readonly Transaction[];
  readonly reachedCount: number;
  readonly totalSpend: Centavos;
  /** The promo months in order; the first three are months 1, 2 and 3 (e.g. the campaign's `frequencyWindows`). */
  readonly windows: readonly DayWindow[];
  readonly timeZone?: string;
}

/** The bonus rounds earned, in a fixed order: generic, extraThree, installment, month1, month2, month3. */
export function earnedBonusKinds(input: EarnedBonusInput): BonusKind[] {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const earned: BonusKind[] = [];
  // spec §4 Generic bonus: 'maxed at 5 or more' categories.
  if (input.reachedCount >= CATEGORIES_FOR_BONUS) earned.push('generic');
  // spec §4 Extra Three: '8 categories are reached'.
  if (input.reachedCount >= CATEGORIES_FOR_EXTRA_THREE) earned.push('extraThree');
  // spec §9: an S1 spend of at least 25,000, and 'total spend at least 30,000 for installment'.
  if (hasQualifyingInstallmentSpend(input.qualified) && input.totalSpend >= BONUS_UNLOCK_TOTAL_SPEND) {
    earned.push('installment');
  }
  // spec §4 Monthly frequency: 'a month is complete at 15 spends'.
  MONTH_KINDS.forEach((kind, index) => {
    const window = input.windows[index];
    if (window && countMonthSpends(input.qualified, window, timeZone) >= SPENDS_PER_MONTH) earned.push(kind);
  });
  return earned;
}
