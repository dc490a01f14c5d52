// A module of its own, not in dates.ts: only admin screens name the zone, and dates.ts is in every first view.
import type { Instant } from './dates';

/** Decision 0217: the campaign's zone as the admin screens name it beside their dates, 'Asia/Manila (GMT+8)'. */
export function timeZoneLabel(timeZone: string, at: Instant): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${timeZone} (${offset})` : timeZone;
}
