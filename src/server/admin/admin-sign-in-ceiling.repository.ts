import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { normaliseAdminEmail } from './admin-accounts.repository';

// Decision 0186: an e-mail's failed sign-ins over the last day, counted from the attempts log (decision 0012) across
// every address, and the moment the ceiling was last reached, so its alert goes out once per trip.

type Db = Kysely<Database> | Transaction<Database>;

/** The attempts log's reasons that are failed guesses (decision 0123 counts the same ones per address). */
const FAILED_GUESSES = [
  'unknown-email',
  'wrong-password',
  'disabled',
  'second-factor-wrong',
  'second-factor-replayed',
  'enrolment-link-wrong',
] as const;

const keyOf = (email: string) => normaliseAdminEmail(email).slice(0, 320);

/** Failed guesses at the e-mail since `since` (or since its ceiling was lifted, when that is later). */
export async function countFailedSignIns(
  db: Db,
  email: string,
  since: Date,
): Promise<{ failures: number; addresses: number }> {
  const lifted = await db
    .selectFrom('admin_sign_in_ceiling')
    .select('counted_from')
    .where('email', '=', keyOf(email))
    .executeTakeFirst();
  const from = lifted?.counted_from && lifted.counted_from > since ? lifted.counted_from : since;
  const row = await db
    .selectFrom('admin_login_attempts')
    .select((eb) => [eb.fn.countAll<string>().as('failures'), eb.fn.count<string>('ip').distinct().as('addresses')])
    .where('email', '=', keyOf(email))
    .where('created_at', '>', from)
    .where('reason', 'in', FAILED_GUESSES)
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), addresses: Number(row.addresses) };
}

/**
 * Decision 0231: failed guesses from one address since `since`, whatever the e-mails, and when the oldest
 * of them was made. Successful sign-ins are not counted, so an office behind one address signs in at shift start.
 */
export async function countFailedSignInsFrom(
  db: Db,
  ip: string,
  since: Date,
): Promise<{ failures: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('admin_login_attempts')
    .select((eb) => [eb.fn.countAll<string>().as('failures'), eb.fn.min('created_at').as('oldest')])
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .where('reason', 'in', FAILED_GUESSES)
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), oldest: row.oldest === null ? null : new Date(row.oldest) };
}

/** Records that the ceiling is reached now; true when this is a new trip (none since `windowStart`). */
export async function markCeilingReached(db: Db, email: string, now: Date, windowStart: Date): Promise<boolean> {
  const marked = await db
    .insertInto('admin_sign_in_ceiling')
    .values({ email: keyOf(email), reached_at: now })
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet({ reached_at: now })
        .where((eb) =>
          eb.or([
            eb('admin_sign_in_ceiling.reached_at', 'is', null),
            eb('admin_sign_in_ceiling.reached_at', '<=', windowStart),
          ]),
        ),
    )
    .returning('email')
    .executeTakeFirst();
  return marked !== undefined;
}

/** A new password (`npm run admin:create`) lifts the ceiling, as it lifts the throttle (decision 0123). */
export async function liftSignInCeiling(db: Db, email: string, now: Date): Promise<void> {
  await db
    .insertInto('admin_sign_in_ceiling')
    .values({ email: keyOf(email), reached_at: null, counted_from: now })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ reached_at: null, counted_from: now }))
    .execute();
}

/** Who the alert goes to: every enabled admin of the owner role. */
export async function ownerEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('admins')
    .select('email')
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .orderBy('email')
    .execute();
  return rows.map((row) => row.email);
}
