import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The idempotency_keys rows (idempotency.ts says how they make a replay harmless).

interface KeyOwner {
  readonly subject: string;
  readonly key: string;
}

/** Inserts the key, or waits on a concurrent insert of it and answers false once that one commits. */
export async function claimKey(
  trx: Transaction<Database>,
  owner: KeyOwner,
  call: { route: string; requestHash: string },
): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ ...owner, route: call.route, request_hash: call.requestHash, response: null })
    .onConflict((conflict) => conflict.columns(['subject', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function findClaimedKey(trx: Transaction<Database>, owner: KeyOwner) {
  return trx
    .selectFrom('idempotency_keys')
    .where('subject', '=', owner.subject)
    .where('key', '=', owner.key)
    .select(['route', 'request_hash', 'response'])
    .executeTakeFirstOrThrow();
}

export async function storeResponse(trx: Transaction<Database>, owner: KeyOwner, response: unknown): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(response) })
    .where('subject', '=', owner.subject)
    .where('key', '=', owner.key)
    .execute();
}
