// Decision 0175: the one-time-code guess budget of a promo code. A 4-digit code (spec §9) is guessed with
// p = 1/10,000 a try; at most 1% a year for a stranger means at most ~100 wrong codes a year. So the devices that
// have not signed in before for the code share at most 10 wrong codes in any 24 hours and at most 24 in any
// 92 days (4 × 24 = 96 a year: 1 − (1 − 1/10,000)^96 ≈ 0.96%). Both windows roll: no boundary doubles a burst.
// The owner's known device (decision 0176) is outside this budget. Pure: wrong-code times in, the answer out.

const DAY_MS = 24 * 60 * 60 * 1000;

export const GUESS_BUDGET = {
  /** Wrong codes in any 24 hours, from devices not signed in before, whatever their addresses. */
  perDay: 10,
  dayMs: DAY_MS,
  /** Wrong codes in any 92 days: the cap that holds a year to 96. */
  perPeriod: 24,
  periodMs: 92 * DAY_MS,
} as const;

export type GuessBudget =
  | { readonly open: true; readonly remaining: number }
  /** `reopensAt`: the first moment one more wrong code would be within both windows. */
  | { readonly open: false; readonly reopensAt: Date };

/** When a window of `lengthMs` holding `times` (ascending, all inside it) has room for one more under `max`. */
function roomAt(times: readonly number[], max: number, lengthMs: number): number | null {
  if (times.length < max) return null;
  // The oldest wrong code whose leaving brings the count under `max`.
  const leaving = times[times.length - max] as number;
  return leaving + lengthMs;
}

/**
 * The budget left at `now`, given the promo code's counted wrong codes (any order; those older than the long
 * window may be included, they no longer count).
 */
export function guessBudget(wrongCodesAt: readonly Date[], now: Date): GuessBudget {
  const at = now.getTime();
  const times = wrongCodesAt
    .map((time) => time.getTime())
    .filter((time) => time <= at && time > at - GUESS_BUDGET.periodMs)
    .sort((a, b) => a - b);
  const inDay = times.filter((time) => time > at - GUESS_BUDGET.dayMs);
  const remaining = Math.min(GUESS_BUDGET.perDay - inDay.length, GUESS_BUDGET.perPeriod - times.length);
  if (remaining > 0) return { open: true, remaining };
  const reopens = [
    roomAt(inDay, GUESS_BUDGET.perDay, GUESS_BUDGET.dayMs),
    roomAt(times, GUESS_BUDGET.perPeriod, GUESS_BUDGET.periodMs),
  ].filter((time): time is number => time !== null);
  return { open: false, reopensAt: new Date(Math.max(...reopens)) };
}

/** The chance that `guesses` wrong-or-right tries at a code of `codeSpace` values find it (each a fresh code). */
export const chanceOfGuessing = (guesses: number, codeSpace = 10_000): number => 1 - (1 - 1 / codeSpace) ** guesses;
