import type { Kysely, Transaction } from 'kysely';
import type { Database, OutboxPriority } from '../db/schema';

// Every SMS and e-mail goes through the outbox, written in the same transaction as the change that causes it
// (ARCHITECTURE.md §4); notify/'s dispatcher delivers it to the configured adapter, one-time codes in lanes of
// their own (decision 0090).

/** Decision 0200: 'push' is a Web Push to one subscription (its id is the recipient, its body the payload). */
export type OutboxChannel = 'sms' | 'email' | 'push';

export type { OutboxPriority };

export interface OutgoingMessage {
  readonly channel: OutboxChannel;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly attachment?: { readonly name: string; readonly content: string };
  /** 'one-time-code' never waits behind other messages (decision 0090); 'standard' when absent. */
  readonly priority?: OutboxPriority;
  /** Decision 0153: never sent after this (a one-time code's validity), but dropped; absent: no end. */
  readonly expiresAt?: Date;
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
      priority: message.priority ?? 'standard',
      expires_at: message.expiresAt ?? null,
      created_at: now,
      next_attempt_at: now,
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

export interface OutboxSummary {
  /** Not sent yet and not given up: due now or waiting out a retry's backoff. */
  readonly waiting: number;
  /** Of those, claimed by a dispatcher that is sending them now. */
  readonly sending: number;
  /** Given up after the last retry (decision 0090): kept, until an operator re-drives them. */
  readonly failed: number;
  /** Expired before they could be sent (decision 0153): one-time codes past their validity, never sent. */
  readonly dropped: number;
  readonly sent: number;
  /** When the oldest waiting message was written; null when none waits. */
  readonly oldestWaitingAt: Date | null;
}

/** Decision 0090: what an admin and an operator see of the outbox. */
export async function summariseOutbox(db: Db, now: Date): Promise<OutboxSummary> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => {
      const waiting = eb.and([eb('sent_at', 'is', null), eb('failed_at', 'is', null), eb('dropped_at', 'is', null)]);
      return [
        eb.fn.countAll<number>().filterWhere(waiting).as('waiting'),
        eb.fn
          .countAll<number>()
          .filterWhere(eb.and([waiting, eb('lease_until', '>', now)]))
          .as('sending'),
        eb.fn.countAll<number>().filterWhere('failed_at', 'is not', null).as('failed'),
        eb.fn.countAll<number>().filterWhere('dropped_at', 'is not', null).as('dropped'),
        eb.fn.countAll<number>().filterWhere('sent_at', 'is not', null).as('sent'),
        eb.fn.min<Date | null>('created_at').filterWhere(waiting).as('oldest_waiting_at'),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    waiting: Number(row.waiting),
    sending: Number(row.sending),
    failed: Number(row.failed),
    dropped: Number(row.dropped),
    sent: Number(row.sent),
    oldestWaitingAt: row.oldest_waiting_at,
  };
}
