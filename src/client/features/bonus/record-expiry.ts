import { type Instant, isExpiredByDay } from '../../../domain/dates';
import type { Credit, Transaction } from '../../../domain/entities';

/**
 * spec §4 Expiry ("a bonus is expired when its expiry date, compared by day, is before the server date"), as the
 * server judges a bonus redeem: the record's own expiry day, or the close of the redemption period
 * (`Credit.isBonusExpired`). A round without a record is not expired.
 */
export function isRecordExpired(
  record: Pick<Transaction, 'expiryDateTime'> | null,
  credit: Pick<Credit, 'isBonusExpired'>,
  serverNow: Instant,
  timeZone: string,
): boolean {
  const expiry = record?.expiryDateTime ?? null;
  return credit.isBonusExpired || (expiry !== null && isExpiredByDay(expiry, serverNow, timeZone));
}
