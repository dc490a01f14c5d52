import { type DayKey, dayKey } from '../../../../domain/dates';

// spec §2 Home dialogs: "a thank-you notice that the eGC Hub with qualified transactions will be available by
// September 27, 2023" and "an older hub notice (Nov 24, 2022)". The spec does not say when they show.
// Decision: each notice announces something not yet available, so it shows only on the campaign's days
// before its date (server time), the newer one winning; from Sep 27, 2023 on neither shows.

export type HubNotice = 'older' | 'current';

const NOTICE_UNTIL: readonly (readonly [notice: HubNotice, firstDayWithout: DayKey])[] = [
  ['older', '2022-11-24'],
  ['current', '2023-09-27'],
];

/** The notice to show at the server's time, or null. */
export function hubNoticeAt(serverDateTime: string, timeZone: string): HubNotice | null {
  const today = dayKey(serverDateTime, timeZone);
  return NOTICE_UNTIL.find(([, until]) => today < until)?.[0] ?? null;
}
