import { DEFAULT_TIME_ZONE, formatDisplayDate, type Instant, MONTH_NAMES } from '../dates';
import { formatDisplayDateTime } from '../sign-in-paused';
import type { Locale } from './locales';
import type { Translation } from './translation';

// Decision 0212: dates and times in the reader's language, on the campaign's clock as before (dates.ts): the spec's
// format ('Sep 05, 2023', spec §9) with the locale's month names, which for Filipino are Intl's own ('Set 05,
// 2023'). Amounts stay as the spec writes them ('P1,500', money.ts) in both: Filipino writes pesos the same way.

/** dates.ts's MONTH_NAMES in Filipino, as `Intl.DateTimeFormat('fil-PH')` names them. */
export const MONTH_NAMES_FIL: Translation<typeof MONTH_NAMES> = {
  short: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
  full: [
    'Enero',
    'Pebrero',
    'Marso',
    'Abril',
    'Mayo',
    'Hunyo',
    'Hulyo',
    'Agosto',
    'Setyembre',
    'Oktubre',
    'Nobyembre',
    'Disyembre',
  ],
};

const namesIn = (locale: Locale) => (locale === 'fil-PH' ? MONTH_NAMES_FIL : MONTH_NAMES);

/** A calendar day for `locale`'s reader: 'Sep 05, 2023' in English, 'Set 05, 2023' in Filipino. */
export function formatDateIn(locale: Locale, instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDisplayDate(instant, timeZone, namesIn(locale));
}

/** A moment to the minute for `locale`'s reader: 'Nov 28, 2026, 9:05 PM' in English, 'Nob 28, …' in Filipino. */
export function formatDateTimeIn(locale: Locale, instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDisplayDateTime(instant, timeZone, namesIn(locale));
}
