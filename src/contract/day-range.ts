// Decision 0217: a range of days refused in one place, for the admin calls that take one and their forms. A module
// of its own, not in primitives.ts: that one is in every first view, and only admin screens ask for a range.
import { z } from 'zod/mini';

/** Days from `from` to `to`, both included ('YYYY-MM-DD' parses as UTC midnight, so no zone is involved). */
const daysIn = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** Decision 0217: the words a refused range of days is answered with, which the date forms show as they are. */
const DAY_RANGE_MESSAGES = {
  reversed: 'The end date is before the start date',
  tooLong: (maxDays: number) => `The range may cover at most ${maxDays} days`,
} as const;

type Days = Readonly<Record<string, unknown>>;

const dayAt = (range: Days, key: string): string | undefined => {
  const value = range[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Decision 0217: a range of days (fields `from` and `to`, either may be absent) that ends before it starts, or that
 * covers more than `maxDays`, is refused, never silently swapped or cut. The issue names the end field, so the
 * server's 400 and a form using the same schema put the message beside it.
 */
export function dayRangeChecks(from: string, to: string, maxDays: number | null) {
  const ends = (range: Days) => [dayAt(range, from), dayAt(range, to)] as const;
  return [
    z.refine<Days>(
      (range) => {
        const [first, last] = ends(range);
        return !(first && last && first > last);
      },
      { path: [to], message: DAY_RANGE_MESSAGES.reversed },
    ),
    z.refine<Days>(
      (range) => {
        const [first, last] = ends(range);
        return maxDays === null || !(first && last && first <= last && daysIn(first, last) > maxDays);
      },
      { path: [to], message: DAY_RANGE_MESSAGES.tooLong(maxDays ?? 0) },
    ),
  ];
}
