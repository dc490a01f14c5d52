import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

// Decision 0188: when a cardholder's contact details last changed (the edit history, spec §3, written when a change
// takes effect), read by the cardholder's resend (redeem/) and the admin's (admin/).

type Db = Kysely<Database> | Transaction<Database>;

export async function lastContactChangeAt(db: Db, cardholderId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('edit_history')
    .select((eb) => eb.fn.max('created_at').as('changed_at'))
    .where('cardholder_id', '=', cardholderId)
    .executeTakeFirst();
  return row?.changed_at ? new Date(row.changed_at) : null;
}

/** The end of the cooling-off after the cardholder's latest contact change, or null when it is over (or none). */
export async function contactCoolingOffUntil(
  db: Db,
  cardholderId: number,
  now: Date,
  coolingOffMs: number,
): Promise<Date | null> {
  if (coolingOffMs <= 0) return null;
  const changedAt = await lastContactChangeAt(db, cardholderId);
  if (changedAt === null) return null;
  const until = new Date(changedAt.getTime() + coolingOffMs);
  return until > now ? until : null;
}
