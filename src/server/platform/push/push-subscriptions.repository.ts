import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// Decision 0201: the browsers' push subscriptions. Kept here, not in an area: the nudges keep and list them, the
// outbox's push adapter reads one to send and removes one the push service says is gone.

type Db = Kysely<Database> | Transaction<Database>;

export interface StoredSubscription {
  readonly id: number;
  readonly cardholderId: number;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface NewSubscription {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/**
 * Keeps the browser's subscription for this cardholder. A browser has one subscription whoever signs in on it: one
 * already kept for another cardholder becomes this one's (that cardholder no longer uses this browser).
 */
export async function saveSubscription(db: Db, cardholderId: number, subscription: NewSubscription, now: Date) {
  await db
    .insertInto('push_subscriptions')
    .values({ cardholder_id: cardholderId, ...subscription, created_at: now })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        cardholder_id: cardholderId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        created_at: now,
      }),
    )
    .execute();
}

/** Removes the subscription if it is this cardholder's; answers whether one was removed. */
export async function removeOwnSubscription(db: Db, cardholderId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('cardholder_id', '=', cardholderId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The push service answered 404 or 410: the browser unsubscribed, or the subscription expired. */
export async function removeSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function findSubscription(db: Db, id: number): Promise<StoredSubscription | undefined> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'cardholder_id', 'endpoint', 'p256dh', 'auth'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && { id: row.id, cardholderId: row.cardholder_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }
  );
}

/** The ids of the cardholder's subscriptions, oldest first: one push each. */
export async function subscriptionIdsOf(db: Db, cardholderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('cardholder_id', '=', cardholderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
