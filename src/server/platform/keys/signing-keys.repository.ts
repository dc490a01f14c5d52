import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredKey } from './key-ring';

// Decision 0091: the signing keys every instance shares, one row per generation.

type Db = Kysely<Database> | Transaction<Database>;

export async function listSigningKeys(db: Db): Promise<StoredKey[]> {
  const rows = await db
    .selectFrom('signing_keys')
    .select(['generation', 'secret', 'activates_at', 'retires_at'])
    .orderBy('generation', 'desc')
    .execute();
  return rows.map((row) => ({
    generation: row.generation,
    secret: row.secret,
    activatesAt: row.activates_at,
    retiresAt: row.retires_at,
  }));
}

/**
 * The first key, active at once. Whichever instance gets here first writes it; the primary key makes every other
 * insert a no-op, so instances starting together end up with the same key.
 */
export async function insertFirstSigningKey(db: Db, secret: string, now: Date): Promise<void> {
  await db
    .insertInto('signing_keys')
    .values({ generation: 1, secret, activates_at: now, created_at: now })
    .onConflict((conflict) => conflict.column('generation').doNothing())
    .execute();
}

export interface RotatedKey {
  readonly secret: string;
  readonly activatesAt: Date;
  /** When the keys it replaces stop being accepted. */
  readonly retireOthersAt: Date;
}

/** Adds the next generation and retires the earlier ones; answers the new generation. Run in a transaction. */
export async function insertRotatedSigningKey(trx: Transaction<Database>, key: RotatedKey, now: Date) {
  const newest = await trx
    .selectFrom('signing_keys')
    .select('generation')
    .orderBy('generation', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  const generation = (newest?.generation ?? 0) + 1;
  await trx
    .updateTable('signing_keys')
    .set({ retires_at: key.retireOthersAt })
    .where((eb) => eb.or([eb('retires_at', 'is', null), eb('retires_at', '>', key.retireOthersAt)]))
    .execute();
  await trx
    .insertInto('signing_keys')
    .values({ generation, secret: key.secret, activates_at: key.activatesAt, created_at: now })
    .execute();
  // Keys past their grace verify nothing any more.
  await trx.deleteFrom('signing_keys').where('retires_at', '<=', now).execute();
  return generation;
}
