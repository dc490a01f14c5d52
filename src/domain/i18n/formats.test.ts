import { describe, expect, it } from 'vitest';
import { formatDateIn, formatDateTimeIn, MONTH_NAMES_FIL } from './formats';

// 2023-09-04 17:30 UTC is 2023-09-05 01:30 in Manila: the campaign's day, in either language.
const LATE_UTC = '2023-09-04T17:30:00Z';

describe("dates in the reader's language, on the campaign's clock (decision 0212)", () => {
  it("English keeps the spec's format", () => {
    expect(formatDateIn('en-PH', LATE_UTC)).toBe('Sep 05, 2023');
    expect(formatDateTimeIn('en-PH', LATE_UTC)).toBe('Sep 05, 2023, 1:30 AM');
  });
  it('Filipino names the month in Filipino, on the same day', () => {
    expect(formatDateIn('fil-PH', LATE_UTC)).toBe('Set 05, 2023');
    expect(formatDateTimeIn('fil-PH', LATE_UTC)).toBe('Set 05, 2023, 1:30 AM');
  });
  it("Filipino month names are Intl's own, so the screens and Intl agree", () => {
    for (let month = 0; month < 12; month += 1) {
      const day = new Date(Date.UTC(2023, month, 15));
      const intl = (style: 'short' | 'long') =>
        new Intl.DateTimeFormat('fil-PH', { month: style, timeZone: 'UTC' }).format(day);
      expect(MONTH_NAMES_FIL.short[month]).toBe(intl('short'));
      expect(MONTH_NAMES_FIL.full[month]).toBe(intl('long'));
    }
  });
  it('another time zone moves the day, not the language', () => {
    expect(formatDateIn('fil-PH', LATE_UTC, 'UTC')).toBe('Set 04, 2023');
  });
});
