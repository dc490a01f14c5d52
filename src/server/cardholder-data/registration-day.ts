import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';

/**
 * The first instant of the registration day in the campaign's time zone: spend from then on qualifies
 * (spec §1, decision 8), so SQL can filter with a plain `>=` and the screens' domain rule agrees.
 */
export function startOfRegistrationDay(registeredAt: Date, timeZone: string): Date {
  return new Date(startOfDay(new TZDate(registeredAt.getTime(), timeZone)).getTime());
}
