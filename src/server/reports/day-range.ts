import { TZDate } from '@date-fns/tz';
import type { DayKey } from '../../domain/dates';

// Report ranges are calendar days on the campaign's calendar (decision 8), both ends included.

export interface DayRange {
  readonly start: DayKey;
  readonly end: DayKey;
}

const DAY_MS = 86_400_000;

const utcOf = (day: DayKey): number => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
};

const dayOfUtc = (ms: number): DayKey => new Date(ms).toISOString().slice(0, 10);

/** The first instant of `day` in `timeZone`. */
export function startOfDayIn(day: DayKey, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, 0, 0, 0, 0, timeZone).getTime());
}

/** `from` inclusive, `until` exclusive: the first instant of the day after the range. */
export function rangeInstants(range: DayRange, timeZone: string): { from: Date; until: Date } {
  return {
    from: startOfDayIn(range.start, timeZone),
    until: startOfDayIn(dayOfUtc(utcOf(range.end) + DAY_MS), timeZone),
  };
}

/** Days in the range, both ends included (a calendar count: no time zone involved). */
export function dayCount(range: DayRange): number {
  return Math.round((utcOf(range.end) - utcOf(range.start)) / DAY_MS) + 1;
}

export function daysOf(range: DayRange): DayKey[] {
  return Array.from({ length: Math.max(0, dayCount(range)) }, (_, index) =>
    dayOfUtc(utcOf(range.start) + index * DAY_MS),
  );
}

/** The calendar day `days` after `day` (before, when negative). */
export function shiftDay(day: DayKey, days: number): DayKey {
  return dayOfUtc(utcOf(day) + days * DAY_MS);
}
