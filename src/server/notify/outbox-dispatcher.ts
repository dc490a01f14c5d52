import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type AdaptersByChannel, type DeliveryAdapter, devOutboxAdapter } from './delivery-adapter';
import { findDueMessages, markMessageFailed, markMessageSent, type PendingMessage } from './outbox.repository';
import { createSmsWebhookAdapter } from './sms-webhook-adapter';
import { createSmtpAdapter } from './smtp-adapter';

// ARCHITECTURE.md §4: every SMS and e-mail is written to the outbox in the transaction that causes it; this
// dispatcher delivers unsent rows, oldest first, to the adapter of their channel. Delivery is at least once: a
// crash between the far side's acceptance and `sent_at` sends the message again. Failures are retried with
// exponential backoff and given up after MAX_DELIVERY_ATTEMPTS (the row keeps its last error).
//
// No transaction is held while a message is out (PGlite has one connection; a slow SMTP server must not stall
// the app). So one dispatcher per database: two servers on one PostgreSQL could both send a slow message.

export const MAX_DELIVERY_ATTEMPTS = 10;
const RETRY_BASE_MS = 10_000;
const RETRY_MAX_MS = 60 * 60_000;
const DEFAULT_POLL_INTERVAL_MS = 1_000;
const DEFAULT_BATCH_SIZE = 20;

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
  readonly batchSize?: number;
}

export interface DispatchReport {
  readonly sent: number;
  readonly failed: number;
}

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One dispatcher's delivery pass, remembering which messages wait out a backoff (in memory). */
export function createOutboxDelivery(deps: OutboxDeliveryDeps): { dispatchDue(): Promise<DispatchReport> } {
  const retryAt = new Map<number, number>();

  async function recordFailure(message: PendingMessage, adapter: DeliveryAdapter, error: unknown): Promise<void> {
    const reason = describeError(error);
    const attempts = await markMessageFailed(deps.db, message.id, reason);
    const details = { outboxId: message.id, channel: message.channel, adapter: adapter.name, attempts, reason };
    if (attempts >= MAX_DELIVERY_ATTEMPTS) {
      retryAt.delete(message.id);
      deps.log.error(details, 'outbox: delivery failed, giving up');
      return;
    }
    retryAt.set(message.id, deps.clock().getTime() + retryDelayMs(attempts));
    deps.log.warn(details, 'outbox: delivery failed, will retry');
  }

  /** Answers whether the message went out. Database errors propagate: the message stays unsent. */
  async function deliver(message: PendingMessage): Promise<boolean> {
    const adapter = deps.adapters[message.channel];
    try {
      await adapter.deliver(message);
    } catch (error) {
      await recordFailure(message, adapter, error);
      return false;
    }
    retryAt.delete(message.id);
    await markMessageSent(deps.db, message.id, deps.clock());
    deps.log.info({ outboxId: message.id, channel: message.channel, adapter: adapter.name }, 'outbox: delivered');
    return true;
  }

  return {
    async dispatchDue() {
      const now = deps.clock().getTime();
      for (const [id, at] of retryAt) if (at <= now) retryAt.delete(id);
      const due = await findDueMessages(deps.db, {
        limit: deps.batchSize ?? DEFAULT_BATCH_SIZE,
        maxAttempts: MAX_DELIVERY_ATTEMPTS,
        excludeIds: [...retryAt.keys()],
      });
      let sent = 0;
      for (const message of due) if (await deliver(message)) sent += 1;
      return { sent, failed: due.length - sent };
    },
  };
}

export interface OutboxDispatcherOptions {
  readonly db: Kysely<Database>;
  readonly clock: () => Date;
  /** SMTP_URL: e-mail through SMTP; unset, e-mail stays in the dev outbox. */
  readonly smtpUrl?: string;
  readonly smtpFrom: string;
  /** SMS_WEBHOOK_URL: SMS through the webhook; unset, SMS stays in the dev outbox. */
  readonly smsWebhookUrl?: string;
  readonly log: DispatcherLog;
  readonly pollIntervalMs?: number;
  readonly batchSize?: number;
}

export function adaptersFor(options: Pick<OutboxDispatcherOptions, 'smtpUrl' | 'smtpFrom' | 'smsWebhookUrl'>) {
  return {
    email: options.smtpUrl ? createSmtpAdapter(options.smtpUrl, options.smtpFrom) : devOutboxAdapter,
    sms: options.smsWebhookUrl ? createSmsWebhookAdapter(options.smsWebhookUrl) : devOutboxAdapter,
  } satisfies AdaptersByChannel;
}

/** Polls every `pollIntervalMs` (at once again while batches come back full); stop() awaits the pass running. */
export function startOutboxDispatcher(options: OutboxDispatcherOptions): { stop(): Promise<void> } {
  const adapters = adaptersFor(options);
  options.log.info({ email: adapters.email.name, sms: adapters.sms.name }, 'outbox dispatcher started');
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const delivery = createOutboxDelivery({ ...options, adapters, batchSize });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };
  function tick(): void {
    running = delivery.dispatchDue().then(
      (report) => schedule(report.sent + report.failed >= batchSize ? 0 : pollIntervalMs),
      (error: unknown) => {
        options.log.error({ err: error }, 'outbox dispatcher pass failed');
        schedule(pollIntervalMs);
      },
    );
  }
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      adapters.email.close();
      adapters.sms.close();
    },
  };
}
