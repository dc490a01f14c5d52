import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { countMessageFailed, countMessageSent } from '../platform/metrics/portal-metrics';
import { laneName, outboxBodyOf } from '../platform/outbox.repository';
import type { AdaptersByChannel, DeliveryAdapter } from './delivery-adapter';
import { type Lane, leaseMsOf, retryDelayMs } from './outbox-lanes';
import {
  claimDueMessages,
  markMessageDropped,
  markMessageFailed,
  markMessageSent,
  type PendingMessage,
} from './outbox-queue.repository';

// Decision 0090: one message's delivery under a lease. A failure is retried after its lane's wait (outbox-lanes.ts),
// kept in the row so any instance retries it; after MAX_DELIVERY_ATTEMPTS the message is kept as failed, counted
// for the admin, until an operator re-drives it (`npm run outbox -- redrive`). Decision 0153: a message that
// expires (a one-time code) is retried while it is valid instead, and dropped once it is not: never sent late.

export const MAX_DELIVERY_ATTEMPTS = 10;

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
  /** Decision 0173: open the bodies that hold eGC codes. */
  readonly egcCodeKeys: EgcCodeKeys;
}

export interface OutboxDelivery {
  /** Claims up to `limit` due messages of the lane for this dispatcher, oldest first. */
  claim(lane: Lane, limit: number): Promise<PendingMessage[]>;
  /**
   * Sends a claimed message within the lane's timeout and records the outcome; answers whether it went out. One
   * that can no longer arrive within its validity is dropped instead, unsent.
   */
  deliver(lane: Lane, message: PendingMessage): Promise<boolean>;
  /** A send still out when the dispatcher stops: counted as a failed attempt, due again at once elsewhere. */
  interrupt(lane: Lane, message: PendingMessage): Promise<void>;
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

/**
 * Decision 0153: a send started at `at` could arrive as late as its lane's send timeout after; one that could
 * arrive past the message's validity is not started.
 */
const arrivesInTime = (lane: Lane, message: PendingMessage, at: Date): boolean =>
  message.expiresAt === null || at.getTime() + lane.sendTimeoutMs <= message.expiresAt.getTime();

export function createOutboxDelivery(deps: OutboxDeliveryDeps): OutboxDelivery {
  async function drop(message: PendingMessage, attempts: number, reason: string | null, now: Date) {
    await markMessageDropped(deps.db, message.id, deps.owner, { attempts, error: reason, now });
    deps.log.warn(
      { outboxId: message.id, channel: message.channel, attempts, expiredAt: message.expiresAt, reason },
      'outbox: dropped unsent: it expired before it could be sent (a one-time code: the cardholder asks again)',
    );
  }

  async function recordFailure(lane: Lane, message: PendingMessage, reason: string, retryNow = false) {
    countMessageFailed(message.channel);
    const attempts = message.attempts + 1;
    const now = deps.clock();
    const retryAt = new Date(now.getTime() + (retryNow ? 0 : retryDelayMs(lane, attempts)));
    if (message.expiresAt !== null && !arrivesInTime(lane, message, retryAt)) {
      await drop(message, attempts, reason, now);
      return;
    }
    const givenUp = message.expiresAt === null && attempts >= MAX_DELIVERY_ATTEMPTS;
    await markMessageFailed(deps.db, message.id, deps.owner, {
      attempts,
      error: reason,
      retryAt: givenUp ? null : retryAt,
      now,
    });
    const adapter: DeliveryAdapter = deps.adapters[message.channel];
    const details = { outboxId: message.id, channel: message.channel, adapter: adapter.name, attempts, reason };
    if (givenUp) deps.log.error(details, 'outbox: delivery failed, giving up');
    else deps.log.warn({ ...details, retryAt }, 'outbox: delivery failed, will retry');
  }

  return {
    claim(lane, limit) {
      const now = deps.clock();
      const leaseUntil = new Date(now.getTime() + leaseMsOf(lane));
      return claimDueMessages(deps.db, lane, { owner: deps.owner, now, leaseUntil, limit });
    },

    async deliver(lane, message) {
      const now = deps.clock();
      if (!arrivesInTime(lane, message, now)) {
        await drop(message, message.attempts, null, now);
        return false;
      }
      const adapter = deps.adapters[message.channel];
      try {
        // Opened only here, for the adapter: the body stays sealed in the database (decision 0173). A body whose
        // key is not loaded fails like a send would, named in last_error, and is retried once it is.
        const body = outboxBodyOf(deps.egcCodeKeys, { body: message.body, body_sealed: message.bodySealed === true });
        const opened = { ...message, body, bodySealed: false };
        await withinTimeout(adapter.deliver(opened), lane.sendTimeoutMs, adapter.name);
      } catch (error) {
        await recordFailure(lane, message, describeError(error));
        return false;
      }
      // Decision 0220: a one-time code's delay is from the cardholder's request (the row's writing) to this acceptance.
      const accepted = deps.clock();
      countMessageSent(message.channel, lane.priority === 'one-time-code' ? message.createdAt : undefined, accepted);
      const details = { outboxId: message.id, lane: laneName(lane), adapter: adapter.name };
      if (await markMessageSent(deps.db, message.id, deps.owner, accepted)) {
        deps.log.info(details, 'outbox: delivered');
      } else {
        // Only when this process stalled past the lease (see leaseMsOf): another dispatcher may send it again.
        deps.log.warn(details, 'outbox: delivered after the lease ran out');
      }
      return true;
    },

    async interrupt(lane, message) {
      await recordFailure(lane, message, 'interrupted: the server stopped while sending', true);
    },
  };
}
