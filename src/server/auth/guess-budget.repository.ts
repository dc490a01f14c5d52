import type { Transaction } from 'kysely';
import { GUESS_BUDGET } from '../../domain/guess-budget';
import type { Locale } from '../../domain/i18n/locales';
import type { Database } from '../db/schema';

// Decision 0175: the wrong codes a promo code's guess budget counts, one row each (migration 0015). Every caller
// holds the cardholder's row lock (lockCardholder / lockCardholderById), so the count and the row that spends it
// are one step for every instance: two racing guesses cannot both take the last one.

type Trx = Transaction<Database>;

export interface LockedContact {
  readonly mobileNo: string | null;
  readonly emailAddress: string | null;
  /** Decision 0209: the notice is written in the cardholder's language. */
  readonly locale: Locale;
}

/** Locks the cardholder's row (the same lock a send takes) for the budget's count-then-spend. */
export async function lockCardholderById(trx: Trx, cardholderId: number): Promise<LockedContact> {
  const row = await trx
    .selectFrom('cardholders')
    .select(['mobile_no', 'email_address', 'locale'])
    .where('id', '=', cardholderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { mobileNo: row.mobile_no, emailAddress: row.email_address, locale: row.locale };
}

/** The counted wrong codes still inside the budget's long window at `now`. */
export async function countedWrongCodes(trx: Trx, cardholderId: number, now: Date): Promise<Date[]> {
  const since = new Date(now.getTime() - GUESS_BUDGET.periodMs);
  const rows = await trx
    .selectFrom('otp_wrong_codes')
    .select('created_at')
    .where('cardholder_id', '=', cardholderId)
    .where('created_at', '>', since)
    .execute();
  return rows.map((row) => row.created_at);
}

/** Counts one wrong code; rows that left the long window go, so the table holds at most 24 per code. */
export async function countWrongCode(trx: Trx, cardholderId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - GUESS_BUDGET.periodMs);
  await trx
    .deleteFrom('otp_wrong_codes')
    .where('cardholder_id', '=', cardholderId)
    .where('created_at', '<=', since)
    .execute();
  await trx.insertInto('otp_wrong_codes').values({ cardholder_id: cardholderId, created_at: now }).execute();
}

/**
 * Decision 0179: claims the right to tell the owner, in one statement: true when no notice went out after
 * `quietSince` (and records this one), false when one did.
 */
export async function claimOwnerNotice(trx: Trx, cardholderId: number, quietSince: Date, now: Date) {
  const row = await trx
    .insertInto('otp_guess_notices')
    .values({ cardholder_id: cardholderId, notified_at: now })
    .onConflict((conflict) =>
      conflict
        .column('cardholder_id')
        .doUpdateSet({ notified_at: now })
        .where('otp_guess_notices.notified_at', '<=', quietSince),
    )
    .returning('cardholder_id')
    .executeTakeFirst();
  return row !== undefined;
}
