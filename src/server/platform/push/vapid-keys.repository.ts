import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// Decision 0200: the VAPID key pair every instance signs its pushes with, one row.

type Db = Kysely<Database> | Transaction<Database>;

export interface VapidKeyPair {
  /** base64url, as the browser's `applicationServerKey` takes it. */
  readonly publicKey: string;
  readonly privateKey: string;
}

/** Whichever instance gets here first writes its pair; every other keeps the one written. Answers the kept pair. */
export async function keepFirstVapidKeys(db: Db, candidate: VapidKeyPair, now: Date): Promise<VapidKeyPair> {
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, public_key: candidate.publicKey, private_key: candidate.privateKey, created_at: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('push_vapid_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}
