import { describe, expect, it } from 'vitest';
import { dayCount, daysOf, rangeInstants, startOfDayIn } from './day-range';

describe('report ranges: calendar days on the campaign calendar (decision 8), both ends included', () => {
  it('a Manila day starts at 16:00 UTC the day before', () => {
    expect(startOfDayIn('2026-11-21', 'Asia/Manila')).toEqual(new Date('2026-11-20T16:00:00Z'));
  });

  it('the range runs from the first instant of its start to the first instant after its end', () => {
    expect(rangeInstants({ start: '2026-11-01', end: '2026-11-30' }, 'Asia/Manila')).toEqual({
      from: new Date('2026-10-31T16:00:00Z'),
      until: new Date('2026-11-30T16:00:00Z'),
    });
  });

  it('a day with a daylight saving change is still one day', () => {
    const { from, until } = rangeInstants({ start: '2026-03-08', end: '2026-03-08' }, 'America/New_York');
    expect(until.getTime() - from.getTime()).toBe(23 * 3_600_000);
  });

  it.each([
    ['2026-11-21', '2026-11-21', ['2026-11-21']],
    ['2026-02-27', '2026-03-01', ['2026-02-27', '2026-02-28', '2026-03-01']],
    ['2028-02-28', '2028-03-01', ['2028-02-28', '2028-02-29', '2028-03-01']],
    ['2026-12-31', '2027-01-01', ['2026-12-31', '2027-01-01']],
    ['2026-11-21', '2026-11-20', []],
  ])('%s to %s lists %j', (start, end, days) => {
    expect(daysOf({ start, end })).toEqual(days);
    expect(Math.max(0, dayCount({ start, end }))).toBe(days.length);
  });
});
