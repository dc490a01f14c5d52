import { dayKey, formatDisplayDate, type Instant } from '../../../domain/dates';
import { fillTemplate } from '../../../domain/messages';
import { timeZoneLabel } from '../../../domain/time-zone-label';
import { ADMIN_TEXT } from './admin-texts';

// spec §9 "Dates shown as 'Mon DD, YYYY'" in the campaign's time zone. The update history adds the time of
// day, since several edits on one day must be told apart.

export const instantMillis = (instant: Instant): number => new Date(instant).getTime();

export function formatDateOrNone(instant: Instant | null, timeZone: string, none: string): string {
  return instant === null ? none : formatDisplayDate(instant, timeZone);
}

export function formatDateTime(instant: Instant, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );
  return `${formatDisplayDate(instant, timeZone)} ${time}`;
}

/** The server's calendar day now (page config offset), in the campaign's time zone. */
export function serverToday(serverOffsetMs: number, timeZone: string): string {
  return dayKey(new Date(Date.now() + serverOffsetMs), timeZone);
}

/** Decision 0217: the line naming the campaign's time zone beside a screen's dates ('Days and times in …'). */
export function zoneNote(timeZone: string): string {
  return fillTemplate(ADMIN_TEXT.zoneNote, { zone: timeZoneLabel(timeZone, new Date()) });
}
