import type { OutboxChannel, OutboxPriority } from '../platform/outbox.repository';

// Decision 0090: the outbox is sent in four lanes, one per channel and priority, each with its own slots, poll and
// send timeout. A one-time code never waits behind an eGC or a report, nor an SMS behind a slow mail server.

export interface Lane {
  readonly channel: OutboxChannel;
  readonly priority: OutboxPriority;
  /** Messages of the lane out at once, per instance. */
  readonly concurrency: number;
  /** How often an idle lane looks for due messages. */
  readonly pollIntervalMs: number;
  /** A send that takes longer counts as failed (and is retried), whatever the far side does. */
  readonly sendTimeoutMs: number;
}

export const LANES: readonly Lane[] = [
  { channel: 'sms', priority: 'one-time-code', concurrency: 4, pollIntervalMs: 250, sendTimeoutMs: 5_000 },
  { channel: 'email', priority: 'one-time-code', concurrency: 4, pollIntervalMs: 250, sendTimeoutMs: 5_000 },
  { channel: 'sms', priority: 'standard', concurrency: 4, pollIntervalMs: 1_000, sendTimeoutMs: 10_000 },
  { channel: 'email', priority: 'standard', concurrency: 4, pollIntervalMs: 1_000, sendTimeoutMs: 10_000 },
];

/**
 * A claim outlives the longest send three times over, so a live dispatcher always records its outcome before
 * anyone else may claim the message; a dead one's messages are due again after this.
 */
export const leaseMsOf = (lane: Lane): number => 3 * lane.sendTimeoutMs;

export const laneName = (lane: Pick<Lane, 'channel' | 'priority'>): string => `${lane.priority}/${lane.channel}`;
