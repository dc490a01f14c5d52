import type { Kysely, Transaction } from 'kysely';
import type { Database, OutboxPriority } from '../db/schema';
import type { EgcCodeKeys } from './egc-codes/egc-code-keys';
import { openText, sealText } from './egc-codes/egc-code-seal';

// Every SMS and e-mail goes through the outbox, written in the same transaction as the change that causes it
// (docs/architecture.md §4); notify/'s dispatcher delivers it to the configured adapter, one-time codes in lanes of
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

export function enqueueMessage(db: Db, message: OutgoingMessage, now: Date): Promise<number> {
  return insertMessage(db, message, { body: message.body, sealed: false }, now);
}

/**
 * Decision 0173: a message that holds eGC codes, its body sealed as the codes are (decision 0170): a copy of the
 * outbox hands over none. The dispatcher opens it to send it; the dev outbox to show it.
 */
export function enqueueEgcMessage(db: Db, message: OutgoingMessage, now: Date, keys: EgcCodeKeys): Promise<number> {
  return insertMessage(db, message, { body: sealText(keys, message.body, 'outbox-body'), sealed: true }, now);
}

/** A stored body in clear: opened when it is sealed. */
export const outboxBodyOf = (keys: EgcCodeKeys, row: { body: string; body_sealed: boolean }): string =>
  row.body_sealed ? openText(keys, row.body, 'outbox-body') : row.body;

async function insertMessage(
  db: Db,
  message: OutgoingMessage,
  stored: { body: string; sealed: boolean },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: stored.body,
      body_sealed: stored.sealed,
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

/** Newest first, for the dev outbox (never served in production), sealed bodies opened. */
export async function listRecentMessages(db: Db, keys: EgcCodeKeys, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'body_sealed', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: outboxBodyOf(keys, row),
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

/** A lane's name (decision 0090): `one-time-code/sms`, `standard/email`, … in logs and in the metrics' `lane`. */
export const laneName = (lane: { readonly channel: OutboxChannel; readonly priority: OutboxPriority }): string =>
  `${lane.priority}/${lane.channel}`;

const LANE_KEYS: readonly (readonly [OutboxChannel, OutboxPriority])[] = [
  ['sms', 'one-time-code'],
  ['email', 'one-time-code'],
  ['sms', 'standard'],
  ['email', 'standard'],
  ['push', 'standard'],
];

/** One lane's messages not sent, as the metrics show them (decision 0222). */
export interface LaneDepth {
  readonly channel: OutboxChannel;
  readonly priority: OutboxPriority;
  /** Waiting for a dispatcher: due now or waiting out a retry's backoff. */
  readonly waiting: number;
  /** Claimed by a dispatcher sending it now. */
  readonly sending: number;
  /** Given up after the last retry (decision 0090), until an operator re-drives them. */
  readonly failed: number;
  /** When the oldest message waiting or sending was written; null when none. */
  readonly oldestWaitingAt: Date | null;
}

/**
 * The unsent messages by lane, for the metrics (decision 0222: read at most every few seconds per instance). Two
 * statements, each over a partial index (`outbox_due_idx`, `outbox_failed_idx`), never over the sent messages.
 */
export async function countOutboxByLane(db: Db, now: Date): Promise<LaneDepth[]> {
  const [unsent, failed] = await Promise.all([
    db
      .selectFrom('outbox')
      .select((eb) => [
        'channel',
        'priority',
        eb.fn.countAll<number>().filterWhere('lease_until', '>', now).as('sending'),
        eb.fn.countAll<number>().as('unsent'),
        eb.fn.min<Date>('created_at').as('oldest_waiting_at'),
      ])
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('dropped_at', 'is', null)
      .groupBy(['channel', 'priority'])
      .execute(),
    db
      .selectFrom('outbox')
      .select((eb) => ['channel', 'priority', eb.fn.countAll<number>().as('failed')])
      .where('failed_at', 'is not', null)
      .groupBy(['channel', 'priority'])
      .execute(),
  ]);
  const empty = (channel: OutboxChannel, priority: OutboxPriority): LaneDepth => ({
    channel,
    priority,
    waiting: 0,
    sending: 0,
    failed: 0,
    oldestWaitingAt: null,
  });
  // Every lane is answered, an empty one at 0, so a lane that empties shows 0 rather than its last count.
  const lanes = new Map<string, LaneDepth>(
    LANE_KEYS.map(([channel, priority]) => [laneName({ channel, priority }), empty(channel, priority)]),
  );
  for (const row of unsent) {
    const sending = Number(row.sending);
    lanes.set(laneName(row), {
      ...empty(row.channel, row.priority),
      waiting: Number(row.unsent) - sending,
      sending,
      oldestWaitingAt: row.oldest_waiting_at,
    });
  }
  for (const row of failed) {
    const lane = lanes.get(laneName(row)) ?? empty(row.channel, row.priority);
    lanes.set(laneName(row), { ...lane, failed: Number(row.failed) });
  }
  return [...lanes.values()];
}
