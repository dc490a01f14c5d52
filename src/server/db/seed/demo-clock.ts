import { TZDate } from '@date-fns/tz';
import { addDays, formatISO } from 'date-fns';
import { type DayKey, dayKey } from '../../../domain/dates';

// docs/architecture.md §4 Seed: every demo date is placed around the seed's `now` on the campaign's calendar
// (spec: by-day rules are decided in the campaign's time zone), never around the machine's clock.
export interface DemoClock {
  readonly now: Date;
  readonly timeZone: string;
  /** The calendar day `offset` days from today, 'YYYY-MM-DD'. */
  day(offset: number): DayKey;
  /** The instant at `time` ('HH:mm', local to the campaign) on the day `offset` days from today. */
  at(offset: number, time?: string): Date;
  /** The last second of the day `offset` days from today, ISO 8601 with the zone's offset. */
  endOfDayIso(offset: number): string;
  /** `now` moved by whole calendar days, keeping its time of day. */
  shift(days: number): Date;
}

const numbersOf = (text: string, separator: string): number[] =>
  text.split(separator).map((part) => Number.parseInt(part, 10));

export function demoClock(now: Date, timeZone: string): DemoClock {
  const zonedNow = new TZDate(now.getTime(), timeZone);
  const day = (offset: number): DayKey => dayKey(addDays(zonedNow, offset), timeZone);
  const zonedAt = (offset: number, hours: number, minutes: number, seconds: number): TZDate => {
    const [year = 0, month = 1, date = 1] = numbersOf(day(offset), '-');
    return new TZDate(year, month - 1, date, hours, minutes, seconds, 0, timeZone);
  };
  return {
    now,
    timeZone,
    day,
    at(offset, time = '12:00') {
      const [hours = 0, minutes = 0] = numbersOf(time, ':');
      return new Date(zonedAt(offset, hours, minutes, 0).getTime());
    },
    endOfDayIso: (offset) => formatISO(zonedAt(offset, 23, 59, 59)),
    shift: (days) => new Date(addDays(zonedNow, days).getTime()),
  };
}
