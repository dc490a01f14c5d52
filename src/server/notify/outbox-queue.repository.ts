import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { OutboxChannel, OutboxPriority } from '../platform/outbox.repository';

// Decision 0090: the dispatcher's view of the outbox. A dispatcher claims due rows of one lane with a lease
// (`FOR UPDATE SKIP LOCKED`: two dispatchers never claim the same row), sends them, and records the outcome
// only while it still holds the lease. A dispatcher that dies leaves its lease to expire; the row is then due
// again for any other.

type Db = Kysely<Database> | Transaction<Database>;

/** An unsent message as an adapter delivers it. */
export interface PendingMessage {
  readonly id: number;
  readonly channel: OutboxChannel;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly attachment?: { readonly name: string; readonly content: string };
  /** Delivery attempts so far. */
  readonly attempts: number;
}

export interface LaneKey {
  readonly channel: OutboxChannel;
  readonly priority: OutboxPriority;
}

export interface Claim {
  /** Who claims: the dispatcher's id, kept in `lease_owner`. */
  readonly owner: string;
  readonly now: Date;
  readonly leaseUntil: Date;
  readonly limit: number;
}

/** Claims up to `limit` due messages of the lane, oldest first. */
export async function claimDueMessages(db: Db, lane: LaneKey, claim: Claim): Promise<PendingMessage[]> {
  const rows = await db
    .updateTable('outbox')
    .set({ lease_owner: claim.owner, lease_until: claim.leaseUntil })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('channel', '=', lane.channel)
        .where('priority', '=', lane.priority)
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', claim.now)
        .where((lease) => lease.or([lease('lease_until', 'is', null), lease('lease_until', '<=', claim.now)]))
        .orderBy('id')
        .limit(claim.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'channel', 'recipient', 'subject', 'body', 'attachment_name', 'attachment', 'attempts'])
    .execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      attempts: row.attempts,
      ...(row.attachment_name !== null && row.attachment !== null
        ? { attachment: { name: row.attachment_name, content: row.attachment } }
        : {}),
    }));
}

/** Answers false when the lease was lost meanwhile (the row is then another dispatcher's to record). */
export async function markMessageSent(db: Db, id: number, owner: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({
      sent_at: now,
      attempts: eb('attempts', '+', 1),
      last_error: null,
      lease_owner: null,
      lease_until: null,
    }))
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface FailedAttempt {
  /** The attempts counted with this one. */
  readonly attempts: number;
  readonly error: string;
  /** When it may be tried again; null after the last attempt. */
  readonly retryAt: Date | null;
  readonly now: Date;
}

/** Counts the failed attempt, keeps its error, and either schedules the retry or keeps the message as failed. */
export async function markMessageFailed(db: Db, id: number, owner: string, attempt: FailedAttempt): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      attempts: attempt.attempts,
      last_error: attempt.error.slice(0, 1000),
      next_attempt_at: attempt.retryAt ?? attempt.now,
      failed_at: attempt.retryAt === null ? attempt.now : null,
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('sent_at', 'is', null)
    .execute();
}

/** Failed messages due again now, with a whole new set of retries; `ids` limits it to those. Answers how many. */
export async function redriveFailedMessages(db: Db, now: Date, ids?: readonly number[]): Promise<number> {
  let update = db
    .updateTable('outbox')
    .set({ failed_at: null, attempts: 0, next_attempt_at: now })
    .where('failed_at', 'is not', null);
  if (ids !== undefined) update = update.where('id', 'in', ids.length > 0 ? [...ids] : [0]);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface FailedMessage {
  readonly id: number;
  readonly channel: OutboxChannel;
  readonly priority: OutboxPriority;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly failedAt: Date;
}

/** The failed messages, oldest first, for the operator's list. */
export async function listFailedMessages(db: Db, limit: number): Promise<FailedMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'channel', 'priority', 'attempts', 'last_error', 'created_at', 'failed_at'])
    .where('failed_at', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    priority: row.priority,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    failedAt: row.failed_at ?? row.created_at,
  }));
}
