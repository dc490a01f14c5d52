import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AdaptersByChannel, DeliveryAdapter } from './delivery-adapter';
import { type Lane, laneName, leaseMsOf } from './outbox-lanes';
import { claimDueMessages, markMessageFailed, markMessageSent, type PendingMessage } from './outbox-queue.repository';

// Decision 0090: one message's delivery under a lease. A failure is retried with a growing wait (10 s, 20 s,
// 40 s … at most an hour), kept in the row so any instance retries it; after MAX_DELIVERY_ATTEMPTS the message is
// kept as failed, counted for the admin, until an operator re-drives it (`npm run outbox -- redrive`).

export const MAX_DELIVERY_ATTEMPTS = 10;
const RETRY_BASE_MS = 10_000;
const RETRY_MAX_MS = 60 * 60_000;

/** The wait after `attempts` failed attempts: 10 s, 20 s, 40 s, … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export interface DispatcherLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxDeliveryDeps {
  readonly db: Kysely<Database>;
  readonly clock: () => Date;
  readonly adapters: AdaptersByChannel;
  readonly log: DispatcherLog;
  /** This dispatcher's id, kept with each claim. */
  readonly owner: string;
}

export interface OutboxDelivery {
  /** Claims up to `limit` due messages of the lane for this dispatcher, oldest first. */
  claim(lane: Lane, limit: number): Promise<PendingMessage[]>;
  /** Sends a claimed message within the lane's timeout and records the outcome; answers whether it went out. */
  deliver(lane: Lane, message: PendingMessage): Promise<boolean>;
  /** A send still out when the dispatcher stops: counted as a failed attempt, due again at once elsewhere. */
  interrupt(message: PendingMessage): Promise<void>;
}

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The adapter's promise, or a rejection once `ms` have passed: no far side holds a lane longer. */
function withinTimeout(work: Promise<void>, ms: number, adapter: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${adapter}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createOutboxDelivery(deps: OutboxDeliveryDeps): OutboxDelivery {
  async function recordFailure(message: PendingMessage, adapter: DeliveryAdapter, reason: string, retryNow = false) {
    const attempts = message.attempts + 1;
    const now = deps.clock();
    const givenUp = attempts >= MAX_DELIVERY_ATTEMPTS;
    const retryAt = givenUp ? null : new Date(now.getTime() + (retryNow ? 0 : retryDelayMs(attempts)));
    await markMessageFailed(deps.db, message.id, deps.owner, { attempts, error: reason, retryAt, now });
    const details = { outboxId: message.id, channel: message.channel, adapter: adapter.name, attempts, reason };
    if (givenUp) deps.log.error(details, 'outbox: delivery failed, giving up');
    else deps.log.warn(details, 'outbox: delivery failed, will retry');
  }

  return {
    claim(lane, limit) {
      const now = deps.clock();
      const leaseUntil = new Date(now.getTime() + leaseMsOf(lane));
      return claimDueMessages(deps.db, lane, { owner: deps.owner, now, leaseUntil, limit });
    },

    async deliver(lane, message) {
      const adapter = deps.adapters[message.channel];
      try {
        await withinTimeout(adapter.deliver(message), lane.sendTimeoutMs, adapter.name);
      } catch (error) {
        await recordFailure(message, adapter, describeError(error));
        return false;
      }
      const details = { outboxId: message.id, lane: laneName(lane), adapter: adapter.name };
      if (await markMessageSent(deps.db, message.id, deps.owner, deps.clock())) {
        deps.log.info(details, 'outbox: delivered');
      } else {
        // Only when this process stalled past the lease (see leaseMsOf): another dispatcher may send it again.
        deps.log.warn(details, 'outbox: delivered after the lease ran out');
      }
      return true;
    },

    async interrupt(message) {
      const adapter = deps.adapters[message.channel];
      await recordFailure(message, adapter, 'interrupted: the server stopped while sending', true);
    },
  };
}
