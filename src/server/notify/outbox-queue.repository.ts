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
  /** Decision 0173: `body` is sealed (it holds eGC codes): the delivery opens it for the adapter. Absent: clear. */
  readonly bodySealed?: boolean;
  readonly attachment?: { readonly name: string; readonly content: string };
  /** Delivery attempts so far. */
  readonly attempts: number;
  /** Decision 0153: never sent after this (a one-time code's validity); null: no end. */
  readonly expiresAt: Date | null;
  /** When it was written: for a one-time code, when the cardholder asked for it. */
  readonly createdAt: Date;
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
        .where('dropped_at', 'is', null)
        .where('next_attempt_at', '<=', claim.now)
        .where((lease) => lease.or([lease('lease_until', 'is', null), lease('lease_until', '<=', claim.now)]))
        .orderBy('id')
        .limit(claim.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'id',
      'channel',
      'recipient',
      'subject',
      'body',
      'body_sealed',
      'attachment_name',
      'attachment',
      'attempts',
      'expires_at',
      'created_at',
    ])
    .execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      bodySealed: row.body_sealed,
      attempts: row.attempts,
      expiresAt: row.expires_at,
      createdAt: row.created_at,
      ...(row.attachment_name !== null && row.attachment !== null
        ? { attachment: { name: row.attachment_name, content: row.attachment } }
        : {}),
    }));
}

/** An outcome is written only by the dispatcher still holding the row's lease, and only to an unsent row. */
const whileLeased = (db: Db, id: number, owner: string) =>
  db.updateTable('outbox').where('id', '=', id).where('lease_owner', '=', owner).where('sent_at', 'is', null);

/** Answers false when the lease was lost meanwhile (the row is then another dispatcher's to record). */
export async function markMessageSent(db: Db, id: number, owner: string, now: Date): Promise<boolean> {
  const result = await whileLeased(db, id, owner)
    .set((eb) => ({
      sent_at: now,
      attempts: eb('attempts', '+', 1),
      last_error: null,
      lease_owner: null,
      lease_until: null,
    }))
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
  await whileLeased(db, id, owner)
    .set({
      attempts: attempt.attempts,
      last_error: attempt.error.slice(0, 1000),
      next_attempt_at: attempt.retryAt ?? attempt.now,
      failed_at: attempt.retryAt === null ? attempt.now : null,
      lease_owner: null,
      lease_until: null,
    })
    .execute();
}

/**
 * Decision 0153: a message that expired before it could be sent (a one-time code past its validity) is dropped:
 * kept, with its last error, neither waiting nor failed, never sent. Only by the dispatcher holding its lease.
 */
export async function markMessageDropped(
  db: Db,
  id: number,
  owner: string,
  attempt: Pick<FailedAttempt, 'attempts' | 'now'> & { readonly error: string | null },
): Promise<void> {
  await whileLeased(db, id, owner)
    .set((eb) => ({
      attempts: attempt.attempts,
      last_error: attempt.error === null ? eb.ref('last_error') : attempt.error.slice(0, 1000),
      dropped_at: attempt.now,
      lease_owner: null,
      lease_until: null,
    }))
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

/** A message as the operator's status lists it. */
interface ListedMessage {
  readonly id: number;
  readonly channel: OutboxChannel;
  readonly priority: OutboxPriority;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
}

/** The columns of a ListedMessage, and the row read into one. */
const LISTED_COLUMNS = ['id', 'channel', 'priority', 'attempts', 'last_error', 'created_at'] as const;

const listedOf = (row: {
  id: number;
  channel: OutboxChannel;
  priority: OutboxPriority;
  attempts: number;
  last_error: string | null;
  created_at: Date;
}): ListedMessage => ({
  id: row.id,
  channel: row.channel,
  priority: row.priority,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
});

export interface FailedMessage extends ListedMessage {
  readonly failedAt: Date;
}

/** The failed messages, oldest first, for the operator's list. */
export async function listFailedMessages(db: Db, limit: number): Promise<FailedMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .select([...LISTED_COLUMNS, 'failed_at'])
    .where('failed_at', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...listedOf(row), failedAt: row.failed_at ?? row.created_at }));
}

export interface WaitingMessage extends ListedMessage {
  /** When it may be tried next (now or past: due). */
  readonly nextAttemptAt: Date;
  /** Claimed by a dispatcher sending it now. */
  readonly sending: boolean;
  readonly expiresAt: Date | null;
}

/** Decision 0153: the messages not sent yet, nor failed or dropped, oldest first, for the operator's status. */
export async function listWaitingMessages(db: Db, now: Date, limit: number): Promise<WaitingMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .select([...LISTED_COLUMNS, 'next_attempt_at', 'lease_until', 'expires_at'])
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('dropped_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...listedOf(row),
    nextAttemptAt: row.next_attempt_at,
    sending: row.lease_until !== null && row.lease_until > now,
    expiresAt: row.expires_at,
  }));
}
