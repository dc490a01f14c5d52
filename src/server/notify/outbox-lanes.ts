import type { OutboxChannel, OutboxPriority } from '../platform/outbox.repository';

// Decision 0090: the outbox is sent in four lanes, one per channel and priority, each with its own slots, poll and
// send timeout. A one-time code never waits behind an eGC or a report, nor an SMS behind a slow mail server.
// Decision 0153: each lane waits its own after a failure: a one-time code is worth something for minutes only.

/** The wait after a failed attempt: `firstMs`, doubling with each attempt, at most `maxMs`. */
interface RetryBackoff {
  readonly firstMs: number;
  readonly maxMs: number;
}

export interface Lane {
  readonly channel: OutboxChannel;
  readonly priority: OutboxPriority;
  /** Messages of the lane out at once, per instance. */
  readonly concurrency: number;
  /** How often an idle lane looks for due messages. */
  readonly pollIntervalMs: number;
  /** A send that takes longer counts as failed (and is retried), whatever the far side does. */
  readonly sendTimeoutMs: number;
  readonly retry: RetryBackoff;
}

/**
 * Decision 0153: 2, 4, 8, 8 … s, so a code goes out within about 8 s of its gateway's return; it is retried for
 * as long as it is valid, then dropped (outbox-delivery.ts).
 */
const CODE_RETRY: RetryBackoff = { firstMs: 2_000, maxMs: 8_000 };
/** Decision 0090: 10, 20, 40 s … at most an hour, then kept as failed after MAX_DELIVERY_ATTEMPTS. */
const STANDARD_RETRY: RetryBackoff = { firstMs: 10_000, maxMs: 60 * 60_000 };

export const LANES: readonly Lane[] = [
  {
    channel: 'sms',
    priority: 'one-time-code',
    concurrency: 4,
    pollIntervalMs: 250,
    sendTimeoutMs: 5_000,
    retry: CODE_RETRY,
  },
  {
    channel: 'email',
    priority: 'one-time-code',
    concurrency: 4,
    pollIntervalMs: 250,
    sendTimeoutMs: 5_000,
    retry: CODE_RETRY,
  },
  {
    channel: 'sms',
    priority: 'standard',
    concurrency: 4,
    pollIntervalMs: 1_000,
    sendTimeoutMs: 10_000,
    retry: STANDARD_RETRY,
  },
  {
    channel: 'email',
    priority: 'standard',
    concurrency: 4,
    pollIntervalMs: 1_000,
    sendTimeoutMs: 10_000,
    retry: STANDARD_RETRY,
  },
  // Decision 0200: nudges have a lane of their own, so a slow push service never holds a code, an eGC or a report;
  // a push is never a one-time code.
  {
    channel: 'push',
    priority: 'standard',
    concurrency: 4,
    pollIntervalMs: 1_000,
    sendTimeoutMs: 10_000,
    retry: STANDARD_RETRY,
  },
];

/** The wait after `attempts` failed attempts of a message of the lane. */
export function retryDelayMs(lane: Pick<Lane, 'retry'>, attempts: number): number {
  return Math.min(lane.retry.firstMs * 2 ** Math.max(0, attempts - 1), lane.retry.maxMs);
}

/**
 * A claim outlives the longest send three times over, so a live dispatcher always records its outcome before
 * anyone else may claim the message; a dead one's messages are due again after this.
 */
export const leaseMsOf = (lane: Lane): number => 3 * lane.sendTimeoutMs;
