import type { Kysely, Transaction } from 'kysely';
import type { Database, EgcStatusSource } from '../db/schema';
import { egcCodeDigests } from '../platform/egc-codes/egc-code-columns';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import type { EgcStatusNow } from './egc-status-rule';

// The rows the provider's status events read and write (decision 0082), inside one transaction.

export interface KnownEgc extends EgcStatusNow {
  readonly id: number;
  readonly code: string;
}

/**
 * The eGCs with these codes, locked `for update` so two reports about one eGC apply one after the other. Found by
 * the keyed digest (decision 0170), under every key of the ring: rows a rotation has not reached yet are found too.
 */
export async function lockEgcsByCode(
  trx: Transaction<Database>,
  keys: EgcCodeKeys,
  codes: readonly string[],
): Promise<KnownEgc[]> {
  if (codes.length === 0) return [];
  const codeByDigest = new Map(codes.flatMap((code) => egcCodeDigests(keys, code).map((digest) => [digest, code])));
  const rows = await trx
    .selectFrom('order_items')
    .where('egc_code_digest', 'in', [...codeByDigest.keys()])
    .select(['id', 'egc_code_digest', 'status_id', 'used_at', 'status_reported_at'])
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: codeByDigest.get(row.egc_code_digest) ?? '',
    statusId: row.status_id,
    usedAt: row.used_at,
    statusReportedAt: row.status_reported_at,
  }));
}

export async function setEgcStatus(trx: Transaction<Database>, id: number, next: EgcStatusNow): Promise<void> {
  await trx
    .updateTable('order_items')
    .set({ status_id: next.statusId, used_at: next.usedAt, status_reported_at: next.statusReportedAt })
    .where('id', '=', id)
    .execute();
}

export interface StatusEventRecord {
  readonly orderItemId: number;
  readonly status: 'redeemed' | 'active';
  readonly reportedAt: Date;
  readonly applied: boolean;
}

/** The audit of every event about a known eGC, applied or not. */
export async function recordStatusEvents(
  trx: Transaction<Database>,
  events: readonly StatusEventRecord[],
  context: { source: EgcStatusSource; now: Date },
): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('egc_status_events')
    .values(
      events.map((event) => ({
        order_item_id: event.orderItemId,
        status: event.status,
        reported_at: event.reportedAt,
        source: context.source,
        applied: event.applied,
        received_at: context.now,
      })),
    )
    .execute();
}

/**
 * Remembers an accepted webhook signature until `expiresAt`; false when it was seen before (an exact replay). One
 * atomic INSERT … ON CONFLICT DO NOTHING RETURNING, as the bot check's replays (decision 0018).
 */
export async function rememberWebhookSignature(
  db: Kysely<Database> | Transaction<Database>,
  signature: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.deleteFrom('provider_webhook_replays').where('expires_at', '<', now).execute();
  const row = await db
    .insertInto('provider_webhook_replays')
    .values({ signature, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return row !== undefined;
}
