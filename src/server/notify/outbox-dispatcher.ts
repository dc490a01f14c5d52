import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { jobFailureLog } from '../db/database-errors';
import type { Database } from '../db/schema';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { laneName } from '../platform/outbox.repository';
import { defaultPushSettings, type PushSettings } from '../platform/push/push-settings';
import { type AdaptersByChannel, devOutboxAdapter } from './delivery-adapter';
import { createOutboxDelivery, type DispatcherLog, type OutboxDelivery } from './outbox-delivery';
import { LANES, type Lane } from './outbox-lanes';
import type { PendingMessage } from './outbox-queue.repository';
import { createPushAdapter } from './push-adapter';
import { createSmsWebhookAdapter } from './sms-webhook-adapter';
import { createSmtpAdapter } from './smtp-adapter';

// docs/architecture.md §4, decision 0090: every SMS and e-mail is written to the outbox in the transaction that causes
// it; this dispatcher delivers it. Each lane (channel × priority) runs on its own: it claims as many due messages
// as it has free slots, sends them at once, and claims again as a slot frees or its poll comes round. Any number
// of instances run one each: their claims never overlap.

export interface OutboxDispatcherOptions {
  readonly db: Kysely<Database>;
  readonly clock: () => Date;
  /** SMTP_URL: e-mail through SMTP; unset, e-mail stays in the dev outbox. */
  readonly smtpUrl?: string;
  readonly smtpFrom: string;
  /** SMS_WEBHOOK_URL: SMS through the webhook; unset, SMS stays in the dev outbox. */
  readonly smsWebhookUrl?: string;
  readonly log: DispatcherLog;
  /** Decision 0173: bodies that hold eGC codes are sealed with them. */
  readonly egcCodeKeys: EgcCodeKeys;
  /** PUSH_ENDPOINTS and VAPID_* (decision 0200); the browsers' push services and the shared key when absent. */
  readonly push?: PushSettings;
  /** Overrides every lane's poll interval (tests). */
  readonly pollIntervalMs?: number;
  /** Overrides every lane's slots (tests). */
  readonly concurrency?: number;
}

export interface OutboxDispatcher {
  /**
   * Claims nothing more, waits up to `graceMs` for the sends that are out, then records those still out as
   * interrupted (due again at once for another instance) and closes the adapters.
   */
  stop(graceMs?: number): Promise<void>;
}

/** Long enough for a send in a one-time-code lane to finish; a drain gives what it can spare. */
const DEFAULT_STOP_GRACE_MS = 6_000;

function adaptersFor(options: OutboxDispatcherOptions) {
  return {
    email: options.smtpUrl ? createSmtpAdapter(options.smtpUrl, options.smtpFrom) : devOutboxAdapter,
    sms: options.smsWebhookUrl ? createSmsWebhookAdapter(options.smsWebhookUrl) : devOutboxAdapter,
    // A push goes to the browser's push service in every environment: the subscription says where.
    push: createPushAdapter({
      db: options.db,
      settings: options.push ?? defaultPushSettings(),
      clock: options.clock,
      log: options.log,
    }),
  } satisfies AdaptersByChannel;
}

/** hostname:pid:random, so a lease names the process that holds it. */
const dispatcherId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

interface LaneRunner {
  readonly lane: Lane;
  /** The sends out now, each with the promise that settles once its outcome is recorded. */
  readonly inFlight: ReadonlyMap<number, { readonly message: PendingMessage; readonly done: Promise<void> }>;
  stop(): Promise<void>;
}

function startLane(lane: Lane, delivery: OutboxDelivery, options: OutboxDispatcherOptions): LaneRunner {
  const concurrency = options.concurrency ?? lane.concurrency;
  const pollIntervalMs = options.pollIntervalMs ?? lane.pollIntervalMs;
  const inFlight = new Map<number, { message: PendingMessage; done: Promise<void> }>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pumping: Promise<void> | undefined;
  let requested = false;
  const failures = jobFailureLog(options.log, `outbox ${laneName(lane)}`);

  const send = (message: PendingMessage) => {
    const done = delivery
      .deliver(lane, message)
      .then(
        () => {},
        (error: unknown) => options.log.error({ err: error, outboxId: message.id }, 'outbox: could not record a send'),
      )
      .finally(() => {
        inFlight.delete(message.id);
        wake();
      });
    inFlight.set(message.id, { message, done });
  };

  /** Claims for every free slot, again at once while the claims come back full. */
  async function fillSlots(): Promise<void> {
    for (let free = concurrency - inFlight.size; !stopped && free > 0; free = concurrency - inFlight.size) {
      const claimed = await delivery.claim(lane, free);
      for (const message of claimed) send(message);
      if (claimed.length < free) return;
    }
  }

  function wake(): void {
    requested = true;
    if (pumping !== undefined || stopped) return;
    clearTimeout(timer);
    pumping = (async () => {
      while (requested && !stopped) {
        requested = false;
        await fillSlots().then(
          () => failures.succeeded(),
          (error: unknown) => failures.failed(error, { lane: laneName(lane) }, 'outbox dispatcher pass failed'),
        );
      }
    })().finally(() => {
      pumping = undefined;
      if (stopped) return;
      timer = setTimeout(wake, pollIntervalMs);
      timer.unref();
    });
  }

  wake();
  return {
    lane,
    inFlight,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pumping;
    },
  };
}

export function startOutboxDispatcher(options: OutboxDispatcherOptions): OutboxDispatcher {
  const adapters = adaptersFor(options);
  options.log.info(
    { email: adapters.email.name, sms: adapters.sms.name, push: adapters.push.name },
    'outbox dispatcher started',
  );
  const delivery = createOutboxDelivery({ ...options, adapters, owner: dispatcherId() });
  const lanes = LANES.map((lane) => startLane(lane, delivery, options));

  return {
    async stop(graceMs = DEFAULT_STOP_GRACE_MS) {
      await Promise.all(lanes.map((lane) => lane.stop()));
      const out = lanes.flatMap((lane) => [...lane.inFlight.values()]);
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([Promise.all(out.map((send) => send.done)), grace]);
      clearTimeout(timer);
      const stillOut = lanes.flatMap((runner) =>
        [...runner.inFlight.values()].map((send) => ({ lane: runner.lane, message: send.message })),
      );
      for (const { lane, message } of stillOut) {
        await delivery.interrupt(lane, message).catch((error: unknown) => {
          options.log.error({ err: error, outboxId: message.id }, 'outbox: could not release an interrupted send');
        });
      }
      if (stillOut.length > 0) options.log.warn({ interrupted: stillOut.length }, 'outbox: sends interrupted by stop');
      adapters.email.close();
      adapters.sms.close();
      adapters.push.close();
    },
  };
}
