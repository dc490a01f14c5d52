import { describe, expect, it } from 'vitest';
import {
  countdown,
  DEFAULT_TIME_ZONE,
  dayKey,
  formatDayKey,
  formatDisplayDate,
  formatWindow,
  formatWindowDay,
  isExpiredByDay,
  isWithinDayWindow,
} from './dates';
import { FREQUENCY_WINDOWS_2023 } from './fixtures/campaign-2023';
import { timeZoneLabel } from './time-zone-label';

// 2023-09-14T16:00:00Z is Sep 15 00:00 in Manila (UTC+8); one second earlier is still Sep 14 there.
const MANILA_MIDNIGHT_SEP_15 = '2023-09-14T16:00:00Z';
const MANILA_LAST_SECOND_SEP_14 = '2023-09-14T15:59:59Z';

describe('days in the campaign time zone (decision 8)', () => {
  it('defaults to Asia/Manila', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Manila');
  });

  it.each([
    [MANILA_LAST_SECOND_SEP_14, '2023-09-14'],
    [MANILA_MIDNIGHT_SEP_15, '2023-09-15'],
    [new Date('2023-09-15T15:59:59Z'), '2023-09-15'],
  ])('%s is Manila day %s', (instant, day) => {
    expect(dayKey(instant)).toBe(day);
  });

  it('uses another zone when the campaign says so', () => {
    expect(dayKey(MANILA_MIDNIGHT_SEP_15, 'UTC')).toBe('2023-09-14');
  });
});

describe('spec §4 Expiry: expired when its expiry date, compared by day, is before the server date', () => {
  const expiry = '2023-11-30T10:00:00+08:00';
  it.each([
    ['the day before expiry', '2023-11-29T23:59:59+08:00', false],
    ['later on the expiry day itself', '2023-11-30T23:59:59+08:00', false],
    ['the first second of the next day', '2023-12-01T00:00:00+08:00', true],
  ])('on %s: expired = %s', (_label, now, expired) => {
    expect(isExpiredByDay(expiry, now)).toBe(expired);
  });

  it('compares by calendar day, not by instant', () => {
    expect(isExpiredByDay('2023-09-14T23:00:00+08:00', '2023-09-15T00:00:00+08:00')).toBe(true);
    expect(isExpiredByDay('2023-09-15T00:00:00+08:00', '2023-09-15T23:00:00+08:00')).toBe(false);
  });
});

describe('spec §9 windows: both days inclusive in the campaign zone', () => {
  const window = { start: '2023-09-15', end: '2023-10-15' };
  it.each([
    [MANILA_LAST_SECOND_SEP_14, false],
    [MANILA_MIDNIGHT_SEP_15, true],
    ['2023-10-15T23:59:59+08:00', true],
    ['2023-10-16T00:00:00+08:00', false],
  ])('%s inside = %s', (instant, inside) => {
    expect(isWithinDayWindow(instant, window)).toBe(inside);
  });
});

describe("spec §9: dates shown as 'Mon DD, YYYY'", () => {
  it.each([
    ['2023-09-27T00:00:00+08:00', 'Sep 27, 2023'],
    ['2023-09-04T16:00:00Z', 'Sep 05, 2023'],
    [new Date('2022-11-24T04:00:00Z'), 'Nov 24, 2022'],
  ])('%s shows as %s', (instant, shown) => {
    expect(formatDisplayDate(instant)).toBe(shown);
  });
});

describe('spec §2 Frequency Spend page: a month window as the spec shows it', () => {
  it.each([
    [0, 'September 15 - October 15'],
    [1, 'October 16 - November 15'],
    [2, 'November 16 - November 30'],
  ])("month %i reads '%s'", (index, text) => {
    expect(formatWindow(FREQUENCY_WINDOWS_2023[index as 0 | 1 | 2])).toBe(text);
  });

  it.each([
    ['2023-11-01', 'November 1'],
    ['2024-01-31', 'January 31'],
    ['2023-12-09', 'December 9'],
  ])('%s is the calendar day %s, whatever the time zone', (day, shown) => {
    expect(formatWindowDay(day)).toBe(shown);
  });
});

describe('spec §4: windows expire at a countdown from server time', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdown('2023-11-30T23:59:59+08:00', '2023-11-28T22:58:58+08:00')).toEqual({
      ended: false,
      totalSeconds: 2 * 86_400 + 3_600 + 60 + 1,
      days: 2,
      hours: 1,
      minutes: 1,
      seconds: 1,
    });
  });

  it.each([
    ['one second before the end', '2023-11-30T23:59:58+08:00', false, 1],
    ['at the end', '2023-11-30T23:59:59+08:00', true, 0],
    ['after the end', '2023-12-01T00:00:30+08:00', true, 0],
  ])('%s: ended = %s', (_label, now, ended, totalSeconds) => {
    const left = countdown(new Date('2023-11-30T23:59:59+08:00'), now);
    expect(left.ended).toBe(ended);
    expect(left.totalSeconds).toBe(totalSeconds);
  });
});

describe('decision 0217: admin dates in one format, the zone named', () => {
  it.each([
    ['2026-11-28', 'Nov 28, 2026'],
    ['2026-01-05', 'Jan 05, 2026'],
  ])('the day %s reads %s, as formatDisplayDate shows an instant', (day, shown) => {
    expect(formatDayKey(day)).toBe(shown);
    expect(formatDisplayDate(`${day}T12:00:00+08:00`)).toBe(shown);
  });

  it.each([
    ['Asia/Manila', '2026-11-28T00:00:00Z', 'Asia/Manila (GMT+8)'],
    ['America/New_York', '2026-07-01T00:00:00Z', 'America/New_York (GMT-4)'],
    ['America/New_York', '2026-12-01T00:00:00Z', 'America/New_York (GMT-5)'],
  ])('%s at %s is named %s (its offset on that day)', (zone, at, label) => {
    expect(timeZoneLabel(zone, at)).toBe(label);
  });
});
