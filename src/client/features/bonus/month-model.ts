import { countMonthSpends, type MonthState, monthState } from '../../../domain/bonus';
import { type DayWindow, formatDisplayDate, formatWindow, type Instant } from '../../../domain/dates';
import type { Credit, Order, Transaction } from '../../../domain/entities';
import type { Centavos } from '../../../domain/money';
import { hasBonusOrderOfKind } from '../../../domain/orders';
import { REWARD_TEXT } from '../../../domain/reward-texts';
import type { BonusRecords } from '../../../domain/transactions';
import { isRecordExpired } from './record-expiry';

// spec §2 Frequency Spend page and §4 Monthly frequency: one card per promo month.

export const MONTH_KINDS = ['month1', 'month2', 'month3'] as const;
export type MonthKind = (typeof MONTH_KINDS)[number];

export interface MonthModel {
  readonly kind: MonthKind;
  /** 'Month 1' … 'Month 3'. */
  readonly label: string;
  /** spec §2: the window as 'September 15 - October 15', from the campaign's own windows. */
  readonly period: string;
  /** Qualifying spends in the window, capped at 15. */
  readonly count: number;
  readonly state: MonthState;
  /** spec §2 'Redemption until {date}': the month record's expiry (decision: else the redemption period's end). */
  readonly redemptionUntil: string;
  /** spec §3: the month's bonus record id, the bonus redeem token; null when not earned. */
  readonly token: number | null;
}

export interface MonthInput {
  readonly credit: Credit;
  readonly qualified: readonly Transaction[];
  readonly orders: readonly Order[];
  readonly records: BonusRecords;
  readonly totalSpend: Centavos;
  readonly windows: readonly DayWindow[];
  readonly timeZone: string;
  readonly serverNow: Instant;
  readonly redemptionEndDateTime: Instant;
}

export function monthModels(input: MonthInput): MonthModel[] {
  return MONTH_KINDS.flatMap((kind, index) => {
    const window = input.windows[index];
    const text = REWARD_TEXT.frequencyPage.months[index];
    if (window === undefined || text === undefined) return [];
    const record = input.records[kind];
    const count = countMonthSpends(input.qualified, window, input.timeZone);
    const state = monthState({
      count,
      isExpired: isRecordExpired(record, input.credit, input.serverNow, input.timeZone),
      hasOrder: hasBonusOrderOfKind(input.orders, kind),
      recordExists: record !== null,
      totalSpend: input.totalSpend,
    });
    const until = record?.expiryDateTime ?? input.redemptionEndDateTime;
    return [
      {
        kind,
        label: text.label,
        period: formatWindow(window),
        count,
        state,
        redemptionUntil: formatDisplayDate(until, input.timeZone),
        token: record?.id ?? null,
      },
    ];
  });
}
