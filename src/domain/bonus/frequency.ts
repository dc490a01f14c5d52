// spec §4 'Monthly frequency', §2 Frequency Spend page, §9 windows and excluded merchant category codes.
import type { DayWindow } from '../dates';
import { DEFAULT_TIME_ZONE, isWithinDayWindow } from '../dates';
import type { Transaction } from '../entities';
import type { Centavos } from '../money';
import type { BonusKind } from '../transactions';
import { BONUS_UNLOCK_TOTAL_SPEND, EXCLUDED_FREQUENCY_MCC_CODES, SPENDS_PER_MONTH } from './constants';

/** The Frequency Spend rounds, months 1 to 3 in order: the nth runs in the campaign's nth window (spec §9). */
export const MONTH_KINDS = ['month1', 'month2', 'month3'] as const satisfies readonly BonusKind[];
export type MonthKind = (typeof MONTH_KINDS)[number];

const excludedCodes: ReadonlySet<number> = new Set(EXCLUDED_FREQUENCY_MCC_CODES);

/** spec §9: spend in an excluded category code never counts; spend with no category code does. */
export function countsForFrequency(transaction: Pick<Transaction, 'mccID'>): boolean {
  return transaction.mccID === null || !excludedCodes.has(transaction.mccID);
}

/**
 * spec §4: qualified spends whose transaction day (campaign time zone) lies inside the promo month,
 * 'counts capped at 15'.
 */
export function countMonthSpends(
  qualified: readonly Transaction[],
  window: DayWindow,
  timeZone: string = DEFAULT_TIME_ZONE,
): number {
  const counted = qualified.filter(
    (transaction) =>
      countsForFrequency(transaction) && isWithinDayWindow(transaction.transactionDateTime, window, timeZone),
  ).length;
  return Math.min(counted, SPENDS_PER_MONTH);
}

export interface MonthInput {
  readonly count: number;
  readonly isExpired: boolean;
  readonly hasOrder: boolean;
  readonly recordExists: boolean;
  readonly totalSpend: Centavos;
}

type MonthButton = 'Claim Reward' | 'Claimed' | 'Expired' | 'Reward Locked';

export interface MonthState {
  /** spec §4: 'a month is complete at 15 spends'. */
  readonly complete: boolean;
  /** spec §4: the claim button is enabled. */
  readonly allowed: boolean;
  /** spec §2: the button reads 'Claim Reward', 'Claimed', 'Expired' or 'Reward Locked'. */
  readonly button: MonthButton;
  /** spec §2: 'n of 15 Spends'. */
  readonly spendsText: string;
  /** spec §2: 'n of 15 Spends' … 'or Completed'. */
  readonly progressText: string;
}

function monthButton(complete: boolean, allowed: boolean, input: MonthInput): MonthButton {
  if (allowed) return 'Claim Reward';
  if (complete && input.hasOrder) return 'Claimed';
  if (complete && input.isExpired) return 'Expired';
  return 'Reward Locked';
}

export function monthState(input: MonthInput): MonthState {
  const count = Math.min(Math.max(input.count, 0), SPENDS_PER_MONTH);
  const complete = count === SPENDS_PER_MONTH;
  // spec §4: enabled only if not expired, complete, no bonus order yet, record exists, total spend ≥ 30,000.
  const allowed =
    !input.isExpired &&
    complete &&
    !input.hasOrder &&
    input.recordExists &&
    input.totalSpend >= BONUS_UNLOCK_TOTAL_SPEND;
  const spendsText = `${count} of ${SPENDS_PER_MONTH} Spends`;
  return {
    complete,
    allowed,
    button: monthButton(complete, allowed, input),
    spendsText,
    progressText: complete ? 'Completed' : spendsText,
  };
}
