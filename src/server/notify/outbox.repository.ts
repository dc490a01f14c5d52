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
