import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records a solved challenge's signature; answers false when it was recorded before (a replay). One atomic
 * INSERT … ON CONFLICT DO NOTHING RETURNING, so two concurrent logins with one solution cannot both pass
 * (docs/architecture.md §3). Rows past their challenge's expiry are dropped first: the expiry check refuses those anyway.
 */
export async function recordSolvedChallenge(db: Db, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.deleteFrom('captcha_replays').where('expires_at', '<', now).execute();
  const row = await db
    .insertInto('captcha_replays')
    .values({ signature, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return row !== undefined;
}
