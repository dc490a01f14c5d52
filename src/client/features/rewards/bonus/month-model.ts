import { MONTH_KINDS, type MonthKind, type MonthRoundState } from '../../../../domain/bonus';
import { type DayWindow, formatDisplayDate, formatWindow } from '../../../../domain/dates';
import type { BonusState } from '../../../../domain/promo-state';
import { REWARD_TEXT } from '../../../../domain/reward-texts';

// spec §2 Frequency Spend page and §4 Monthly frequency: one card per promo month, its state the promo state's.

export interface MonthModel {
  readonly kind: MonthKind;
  /** 'Month 1' … 'Month 3'. */
  readonly label: string;
  /** spec §2: the window as 'September 15 - October 15', from the campaign's own windows. */
  readonly period: string;
  /** Qualifying spends in the window, capped at 15. */
  readonly count: number;
  readonly state: MonthRoundState;
  /** spec §2 'Redemption until {date}': the month record's expiry (decision 0047: else the redemption period's end). */
  readonly redemptionUntil: string;
  /** spec §3: the month's bonus record id, the bonus redeem token; null when not earned. */
  readonly token: number | null;
}

export interface MonthModelsInput {
  readonly bonus: BonusState;
  readonly windows: readonly DayWindow[];
  readonly timeZone: string;
}

export function monthModels({ bonus, windows, timeZone }: MonthModelsInput): MonthModel[] {
  return MONTH_KINDS.flatMap((kind, index) => {
    const window = windows[index];
    const text = REWARD_TEXT.frequencyPage.months[index];
    const state = bonus.rounds[kind];
    if (window === undefined || text === undefined || state === null) return [];
    return [
      {
        kind,
        label: text.label,
        period: formatWindow(window),
        count: state.count,
        state,
        redemptionUntil: formatDisplayDate(bonus.monthUntil[kind], timeZone),
        token: bonus.tokens[kind],
      },
    ];
  });
}
