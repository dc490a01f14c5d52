import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

// Every SMS and e-mail goes through the outbox, written in the same transaction as the change that causes it
// (ARCHITECTURE.md §4); a dispatcher delivers it to the configured adapter.

export type OutboxChannel = 'sms' | 'email';

export interface OutgoingMessage {
  readonly channel: OutboxChannel;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly attachment?: { readonly name: string; readonly content: string };
}

export interface OutboxEntry {
  readonly id: number;
  readonly channel: OutboxChannel;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly createdAt: string;
}

type Db = Kysely<Database> | Transaction<Database>;

export async function enqueueMessage(db: Db, message: OutgoingMessage, now: Date): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      attachment_name: message.attachment?.name ?? null,
      attachment: message.attachment?.content ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first, for the dev outbox (never served in production). */
export async function listRecentMessages(db: Db, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  }));
}

// ---- the dispatcher's view (outbox-dispatcher.ts) -------------------------------------------------------------

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

export interface DueMessagesQuery {
  readonly limit: number;
  /** Messages with this many attempts are given up. */
  readonly maxAttempts: number;
  /** Messages still waiting out their retry backoff. */
  readonly excludeIds: readonly number[];
}

/** Unsent messages, oldest first. */
export async function findDueMessages(db: Db, query: DueMessagesQuery): Promise<PendingMessage[]> {
  let select = db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'attachment_name', 'attachment', 'attempts'])
    .where('sent_at', 'is', null)
    .where('attempts', '<', query.maxAttempts);
  if (query.excludeIds.length > 0) select = select.where('id', 'not in', [...query.excludeIds]);
  const rows = await select.orderBy('id', 'asc').limit(query.limit).execute();
  return rows.map((row) => ({
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

export async function markMessageSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ sent_at: now, attempts: eb('attempts', '+', 1), last_error: null }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/** Counts the failed attempt and keeps its error; answers the attempts so far. */
export async function markMessageFailed(db: Db, id: number, error: string): Promise<number> {
  const row = await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 1000) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}
