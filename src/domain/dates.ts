// Every by-day rule (expiry, month windows, registration date) is decided on the calendar day in the
// campaign's time zone, not the device's: a cardholder in Manila and a server in UTC must agree.
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

export type Instant = Date | string;

/** A calendar day as 'YYYY-MM-DD'; compares correctly as a string. */
export type DayKey = string;

export interface DayWindow {
  /** First day, inclusive, 'YYYY-MM-DD' in the campaign's time zone. */
  readonly start: DayKey;
  /** Last day, inclusive, 'YYYY-MM-DD' in the campaign's time zone. */
  readonly end: DayKey;
}

const toDate = (instant: Instant): Date => (typeof instant === 'string' ? new Date(instant) : instant);

// The platform's own time-zone database through Intl (decision 0017): no date library in the first views' bundle.
// One formatter per zone, made once: building an Intl.DateTimeFormat is the costly part.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function calendarParts(instant: Instant, timeZone: string): { year: string; month: string; day: string } {
  let formatter = dayFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(toDate(instant)).map((part) => [part.type, part.value]));
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '' };
}

export function dayKey(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): DayKey {
  const { year, month, day } = calendarParts(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/** spec §4 Expiry: expired when the expiry date, compared by day, is before the server date. */
export function isExpiredByDay(expiry: Instant, serverNow: Instant, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return dayKey(expiry, timeZone) < dayKey(serverNow, timeZone);
}

export function isWithinDayWindow(instant: Instant, window: DayWindow, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const day = dayKey(instant, timeZone);
  return day >= window.start && day <= window.end;
}

/**
 * The month names the dates are written with: a text table like the others, each locale's in its catalogue
 * (decision 0212). spec §9's English abbreviations ('Sep') and spec §2's full names ('September').
 */
export const MONTH_NAMES = {
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  full: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

type MonthNames = { readonly short: readonly string[]; readonly full: readonly string[] };

/** spec §9: dates shown as 'Mon DD, YYYY', e.g. 'Sep 05, 2023', on the campaign's calendar. */
export function formatDisplayDate(
  instant: Instant,
  timeZone: string = DEFAULT_TIME_ZONE,
  names: MonthNames = MONTH_NAMES,
): string {
  const { year, month, day } = calendarParts(instant, timeZone);
  return `${names.short[Number(month) - 1]} ${day}, ${year}`;
}

/** Decision 0217: a calendar day shown as every admin date is, 'Nov 28, 2026' (a day names no instant: no zone). */
export function formatDayKey(day: DayKey): string {
  const [year, month, date] = day.split('-');
  return `${MONTH_NAMES.short[Number(month) - 1]} ${date}, ${year}`;
}

/** spec §2 Frequency Spend: a window day '2023-09-15' reads 'September 15' (a calendar day, no time zone). */
export function formatWindowDay(day: DayKey, names: MonthNames = MONTH_NAMES): string {
  const [, month, date] = day.split('-');
  return `${names.full[Number(month) - 1]} ${Number(date)}`;
}

/** spec §2: 'Month 1: September 15 - October 15'. */
export function formatWindow(window: DayWindow, names: MonthNames = MONTH_NAMES): string {
  return `${formatWindowDay(window.start, names)} - ${formatWindowDay(window.end, names)}`;
}

export interface Countdown {
  readonly ended: boolean;
  readonly totalSeconds: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** spec §4: registration and redemption windows expire at a countdown from server time, ticking every second. */
export function countdown(end: Instant, now: Instant): Countdown {
  // Whole seconds left, rounded toward zero as a countdown reads.
  const totalSeconds = Math.max(0, Math.trunc((toDate(end).getTime() - toDate(now).getTime()) / 1000));
  return {
    ended: totalSeconds === 0,
    totalSeconds,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}
