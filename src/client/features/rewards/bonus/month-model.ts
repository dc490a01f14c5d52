import { type BonusRoundStates, MONTH_KINDS, type MonthKind, type MonthRoundState } from '../../../../domain/bonus';
import { type DayWindow, formatDisplayDate, formatWindow, type Instant } from '../../../../domain/dates';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import type { BonusRecords } from '../../../../domain/transactions';

// spec §2 Frequency Spend page and §4 Monthly frequency: one card per promo month, its state from bonusRoundStates.

export interface MonthModel {
  readonly kind: MonthKind;
  /** 'Month 1' … 'Month 3'. */
  readonly label: string;
  /** spec §2: the window as 'September 15 - October 15', from the campaign's own windows. */
  readonly period: string;
  /** Qualifying spends in the window, capped at 15. */
  readonly count: number;
  readonly state: MonthRoundState;
  /** spec §2 'Redemption until {date}': the month record's expiry (decision: else the redemption period's end). */
  readonly redemptionUntil: string;
  /** spec §3: the month's bonus record id, the bonus redeem token; null when not earned. */
  readonly token: number | null;
}

export interface MonthModelsInput {
  readonly states: BonusRoundStates;
  readonly records: BonusRecords;
  readonly windows: readonly DayWindow[];
  readonly timeZone: string;
  readonly redemptionEndDateTime: Instant;
}

export function monthModels(input: MonthModelsInput): MonthModel[] {
  return MONTH_KINDS.flatMap((kind, index) => {
    const window = input.windows[index];
    const text = REWARD_TEXT.frequencyPage.months[index];
    const state = input.states[kind];
    if (window === undefined || text === undefined || state === null) return [];
    const record = input.records[kind];
    const until = record?.expiryDateTime ?? input.redemptionEndDateTime;
    return [
      {
        kind,
        label: text.label,
        period: formatWindow(window),
        count: state.count,
        state,
        redemptionUntil: formatDisplayDate(until, input.timeZone),
        token: record?.id ?? null,
      },
    ];
  });
}
