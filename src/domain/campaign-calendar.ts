// Instants the server works out on the campaign's calendar (decision 0008: a day is the campaign time zone's). spec §4
// Expiry: an expiry is a day on that calendar (dates.ts judges it by day), so every expiry the server writes (an
// eGC's, a bonus record's, a claimed tier's credits) is counted here in calendar days of the campaign's zone, and a
// daylight-saving change never moves a deadline across midnight. Server-side only: the screens read the dates the
// server wrote, and this module's date library stays out of their bundle.
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';

/** Decision 0029: every eGC, main or bonus (and the demo's), is valid 180 days from its order. */
export const EGC_VALID_DAYS = 180;

/** `days` calendar days after `from` on the campaign's calendar, at the same wall-clock time there. */
export function addCampaignDays(from: Date, days: number, timeZone: string): Date {
  return new Date(addDays(new TZDate(from.getTime(), timeZone), days).getTime());
}

/**
 * The first instant of the registration day in the campaign's time zone: spend from then on qualifies (spec §1), so
 * SQL can filter with a plain `>=` and agree with `qualifiedTransactions`.
 */
export function startOfRegistrationDay(registeredAt: Date, timeZone: string): Date {
  return new Date(startOfDay(new TZDate(registeredAt.getTime(), timeZone)).getTime());
}

/** Decision 0029: an eGC ordered at `orderedAt` expires `EGC_VALID_DAYS` campaign days later. */
export function egcExpiry(orderedAt: Date, timeZone: string): Date {
  return addCampaignDays(orderedAt, EGC_VALID_DAYS, timeZone);
}
