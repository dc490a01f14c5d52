import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { enqueueMessage, type OutgoingMessage, summariseOutbox } from '../platform/outbox.repository';
import { TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { startSmsWebhookTestServer } from '../testing/sms-webhook-test-server';
import { startHungSmtpServer, startSmtpTestServer } from '../testing/smtp-test-server';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import { type AdaptersByChannel, type DeliveryAdapter, devOutboxAdapter } from './delivery-adapter';
import {
  createOutboxDelivery,
  type DispatcherLog,
  MAX_DELIVERY_ATTEMPTS,
  type OutboxDelivery,
  type OutboxDeliveryDeps,
} from './outbox-delivery';
import { startOutboxDispatcher } from './outbox-dispatcher';
import { LANES, type Lane, retryDelayMs } from './outbox-lanes';
import { type PendingMessage, redriveFailedMessages } from './outbox-queue.repository';

// docs/architecture.md §4, decision 0090: unsent outbox rows go to their channel's adapter, oldest first within each
// lane, retried with backoff, and kept as failed after the last retry.

const EMAIL: OutgoingMessage = {
  channel: 'email',
  recipient: 'cardholder@example.com',
  subject: 'Your Spend Promo verification code',
  body: 'Your Spend Promo verification code is 1234.',
};
const SMS: OutgoingMessage = { channel: 'sms', recipient: '09171234567', subject: '', body: 'Code 5678' };

type LogMethod = DispatcherLog['info'];
const silentLog = () => ({
  info: vi.fn<LogMethod>(),
  warn: vi.fn<LogMethod>(),
  error: vi.fn<LogMethod>(),
});

/** One pass over every lane, each message delivered in turn: what a dispatcher does, step by step. */
async function dispatchDue(delivery: OutboxDelivery, limit = 20): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const lane of LANES) {
    for (const message of await delivery.claim(lane, limit)) {
      if (await delivery.deliver(lane, message)) sent += 1;
      else failed += 1;
    }
  }
  return { sent, failed };
}

const deliveryOn = (deps: Omit<OutboxDeliveryDeps, 'owner' | 'egcCodeKeys'>, owner = 'test-dispatcher') =>
  createOutboxDelivery({ egcCodeKeys: TEST_EGC_CODE_KEYS, ...deps, owner });

const failingAdapter = (reason = 'connection refused'): DeliveryAdapter => ({
  name: 'failing',
  deliver: async () => {
    throw new Error(reason);
  },
  close: () => {},
});

const laneOf = (channel: Lane['channel'], priority: Lane['priority']): Lane => {
  const lane = LANES.find((each) => each.channel === channel && each.priority === priority);
  if (lane === undefined) throw new Error(`no ${priority}/${channel} lane`);
  return lane;
};
/** The lanes of EMAIL and SMS below (standard priority): their backoff is decision 0090's. */
const STANDARD = laneOf('email', 'standard');

describe('retryDelayMs (architecture §4: failures are retried later with backoff)', () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [9, 2_560_000],
    [10, 3_600_000],
    [20, 3_600_000],
  ])('standard lanes: after %i failed attempts wait %i ms (doubling, capped at an hour)', (attempts, delay) => {
    expect(retryDelayMs(laneOf('email', 'standard'), attempts)).toBe(delay);
    expect(retryDelayMs(laneOf('sms', 'standard'), attempts)).toBe(delay);
  });

  it.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 8_000],
    [40, 8_000],
  ])('decision 0153: one-time-code lanes: after %i failed attempts wait %i ms (capped at 8 s)', (attempts, delay) => {
    expect(retryDelayMs(laneOf('sms', 'one-time-code'), attempts)).toBe(delay);
    expect(retryDelayMs(laneOf('email', 'one-time-code'), attempts)).toBe(delay);
  });

  it("never waits less than the lane's first wait nor more than its cap, and never less after more failures", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANES), fc.integer({ min: 1, max: 200 }), (lane, attempts) => {
        const delay = retryDelayMs(lane, attempts);
        expect(delay).toBeGreaterThanOrEqual(lane.retry.firstMs);
        expect(delay).toBeLessThanOrEqual(lane.retry.maxMs);
        expect(retryDelayMs(lane, attempts + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});

describe.each(TEST_DATABASE_KINDS)('the outbox dispatcher on %s', (kind) => {
  let database: OpenDatabase;
  let now: Date;
  const clock = () => now;

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    now = TEST_NOW;
  });
  afterEach(async () => database.close());

  const rowOf = (id: number) =>
    database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('architecture §4: with no adapter configured a message is delivered to the dev outbox (marked sent)', async () => {
    const id = await enqueueMessage(database.db, EMAIL, now);
    const smsId = await enqueueMessage(database.db, SMS, now);
    const log = silentLog();
    const dispatcher = startOutboxDispatcher({
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      db: database.db,
      clock,
      smtpFrom: 'promo@localhost',
      log,
    });
    await vi.waitFor(async () => expect((await rowOf(smsId)).sent_at).not.toBeNull(), { timeout: 5_000 });
    await dispatcher.stop();
    const row = await rowOf(id);
    expect(row.sent_at?.toISOString()).toBe(now.toISOString());
    expect(row.attempts).toBe(1);
    expect(log.info).toHaveBeenCalledWith(
      { email: 'dev-outbox', sms: 'dev-outbox', push: 'web-push' },
      'outbox dispatcher started',
    );
  });

  it('delivers oldest first within a lane and leaves sent messages alone', async () => {
    const delivered: number[] = [];
    const recording: DeliveryAdapter = {
      name: 'recording',
      deliver: async (message) => void delivered.push(message.id),
      close: () => {},
    };
    const first = await enqueueMessage(database.db, EMAIL, now);
    const second = await enqueueMessage(database.db, EMAIL, now);
    const delivery = deliveryOn({
      db: database.db,
      clock,
      adapters: { email: recording, sms: recording, push: recording },
      log: silentLog(),
    });
    expect(await dispatchDue(delivery)).toEqual({ sent: 2, failed: 0 });
    expect(await dispatchDue(delivery)).toEqual({ sent: 0, failed: 0 });
    expect(delivered).toEqual([first, second]);
  });

  it('a failure counts the attempt, keeps the error and waits out the backoff before the retry', async () => {
    const id = await enqueueMessage(database.db, EMAIL, now);
    let fail = true;
    const flaky: DeliveryAdapter = {
      name: 'flaky',
      deliver: async () => {
        if (fail) throw new Error('421 try later');
      },
      close: () => {},
    };
    const log = silentLog();
    const delivery = deliveryOn({ db: database.db, clock, adapters: { email: flaky, sms: flaky, push: flaky }, log });
    expect(await dispatchDue(delivery)).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ attempts: 1, last_error: '421 try later', sent_at: null });
    expect(log.warn).toHaveBeenCalledTimes(1);

    fail = false;
    now = new Date(TEST_NOW.getTime() + retryDelayMs(STANDARD, 1) - 1);
    expect(await dispatchDue(delivery)).toEqual({ sent: 0, failed: 0 });
    now = new Date(TEST_NOW.getTime() + retryDelayMs(STANDARD, 1));
    expect(await dispatchDue(delivery)).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ attempts: 2, last_error: null });
  });

  it('a thrown non-Error is recorded as text', async () => {
    const id = await enqueueMessage(database.db, SMS, now);
    const throwsText: DeliveryAdapter = {
      name: 'text',
      deliver: () => Promise.reject('socket hang up'),
      close: () => {},
    };
    const delivery = deliveryOn({
      db: database.db,
      clock,
      adapters: { email: throwsText, sms: throwsText, push: throwsText },
      log: silentLog(),
    });
    await dispatchDue(delivery);
    expect((await rowOf(id)).last_error).toBe('socket hang up');
  });

  it('hands an attachment (report CSV) to the adapter', async () => {
    const seen: PendingMessage[] = [];
    const recording: DeliveryAdapter = {
      name: 'recording',
      deliver: async (message) => void seen.push(message),
      close: () => {},
    };
    await enqueueMessage(database.db, { ...EMAIL, attachment: { name: 'r.csv', content: 'a,b' } }, now);
    const delivery = deliveryOn({
      db: database.db,
      clock,
      adapters: { email: recording, sms: recording, push: recording },
      log: silentLog(),
    });
    await dispatchDue(delivery);
    expect(seen[0]?.attachment).toEqual({ name: 'r.csv', content: 'a,b' });
  });

  it('drains a backlog without waiting a poll interval between full batches', async () => {
    const ids = [
      await enqueueMessage(database.db, SMS, now),
      await enqueueMessage(database.db, SMS, now),
      await enqueueMessage(database.db, SMS, now),
    ];
    const dispatcher = startOutboxDispatcher({
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      db: database.db,
      clock,
      smtpFrom: 'promo@localhost',
      log: silentLog(),
      concurrency: 1,
      pollIntervalMs: 60_000,
    });
    await vi.waitFor(async () => expect((await rowOf(ids[2] ?? 0)).sent_at).not.toBeNull(), { timeout: 5_000 });
    await dispatcher.stop();
  });

  it('a message waiting out its backoff does not hold back newer messages of its lane', async () => {
    const stuck = await enqueueMessage(database.db, EMAIL, now);
    const fresh = await enqueueMessage(database.db, EMAIL, now);
    const failsTheFirst: DeliveryAdapter = {
      name: 'fails-the-first',
      deliver: async (message) => {
        if (message.id === stuck) throw new Error('452 mailbox full');
      },
      close: () => {},
    };
    const delivery = deliveryOn({
      db: database.db,
      clock,
      adapters: { email: failsTheFirst, sms: devOutboxAdapter, push: devOutboxAdapter },
      log: silentLog(),
    });
    expect(await dispatchDue(delivery, 1)).toEqual({ sent: 0, failed: 1 });
    expect(await dispatchDue(delivery, 1)).toEqual({ sent: 1, failed: 0 });
    expect((await rowOf(fresh)).sent_at).not.toBeNull();
    expect((await rowOf(stuck)).sent_at).toBeNull();
  });

  it(`after ${MAX_DELIVERY_ATTEMPTS} failed attempts keeps the message as failed, logs an error and counts it`, async () => {
    const id = await enqueueMessage(database.db, SMS, now);
    const log = silentLog();
    const adapters: AdaptersByChannel = {
      email: failingAdapter(),
      sms: failingAdapter('HTTP 503'),
      push: failingAdapter(),
    };
    const delivery = deliveryOn({ db: database.db, clock, adapters, log });
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await dispatchDue(delivery)).toEqual({ sent: 0, failed: 1 });
      now = new Date(now.getTime() + retryDelayMs(STANDARD, attempt));
    }
    now = new Date(now.getTime() + 24 * 3_600_000);
    expect(await dispatchDue(delivery)).toEqual({ sent: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, last_error: 'HTTP 503', sent_at: null });
    expect((await rowOf(id)).failed_at).not.toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS - 1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: id, attempts: MAX_DELIVERY_ATTEMPTS }),
      'outbox: delivery failed, giving up',
    );
    expect(await summariseOutbox(database.db, now)).toMatchObject({ waiting: 0, failed: 1, sent: 0 });
  });

  it('decision 0090: nothing is dropped: a sink failing more times than the retries, then re-driven, delivers once', async () => {
    const ids = [await enqueueMessage(database.db, SMS, now), await enqueueMessage(database.db, EMAIL, now)];
    let failing = true;
    const delivered: number[] = [];
    const sink: DeliveryAdapter = {
      name: 'sink',
      deliver: async (message) => {
        if (failing) throw new Error('HTTP 500');
        delivered.push(message.id);
      },
      close: () => {},
    };
    const delivery = deliveryOn({
      db: database.db,
      clock,
      adapters: { email: sink, sms: sink, push: sink },
      log: silentLog(),
    });
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS + 3; attempt += 1) {
      await dispatchDue(delivery);
      now = new Date(now.getTime() + retryDelayMs(STANDARD, attempt));
    }
    expect(await summariseOutbox(database.db, now)).toMatchObject({ waiting: 0, failed: 2, sent: 0 });

    failing = false;
    expect(await redriveFailedMessages(database.db, now)).toBe(2);
    expect(await dispatchDue(delivery)).toEqual({ sent: 2, failed: 0 });
    expect(await dispatchDue(delivery)).toEqual({ sent: 0, failed: 0 });
    expect(delivered.sort((a, b) => a - b)).toEqual(ids);
    expect(await summariseOutbox(database.db, now)).toMatchObject({ waiting: 0, failed: 0, sent: 2 });
  });

  it('a re-drive can name the messages: only those are due again', async () => {
    const ids = [await enqueueMessage(database.db, SMS, now), await enqueueMessage(database.db, SMS, now)];
    const delivery = deliveryOn({
      db: database.db,
      clock,
      adapters: { email: failingAdapter(), sms: failingAdapter(), push: failingAdapter() },
      log: silentLog(),
    });
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      await dispatchDue(delivery);
      now = new Date(now.getTime() + retryDelayMs(STANDARD, attempt));
    }
    expect(await redriveFailedMessages(database.db, now, [ids[1] ?? 0])).toBe(1);
    expect((await rowOf(ids[0] ?? 0)).failed_at).not.toBeNull();
    expect(await rowOf(ids[1] ?? 0)).toMatchObject({ failed_at: null, attempts: 0 });
  });

  it('decision 0090: two dispatchers never claim the same message', async () => {
    for (let index = 0; index < 30; index += 1) await enqueueMessage(database.db, SMS, now);
    const deps = {
      db: database.db,
      clock,
      adapters: { email: devOutboxAdapter, sms: devOutboxAdapter, push: devOutboxAdapter },
      log: silentLog(),
    };
    const [lane] = LANES.filter((each) => each.channel === 'sms' && each.priority === 'standard');
    if (lane === undefined) throw new Error('no standard SMS lane');
    const claims = await Promise.all(['a', 'b', 'c'].map((owner) => deliveryOn(deps, owner).claim(lane, 12)));
    const claimed = claims.flat().map((message) => message.id);
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
  });

  it('decision 0090: three running dispatchers deliver each of 60 messages exactly once to real sinks', async () => {
    const sms = await startSmsWebhookTestServer();
    const smtp = await startSmtpTestServer();
    try {
      const ids: number[] = [];
      for (let index = 0; index < 30; index += 1) {
        ids.push(await enqueueMessage(database.db, SMS, now), await enqueueMessage(database.db, EMAIL, now));
      }
      const options = { db: database.db, clock, smtpFrom: 'promo@bank.example', log: silentLog(), pollIntervalMs: 20 };
      const dispatchers = [1, 2, 3].map(() =>
        startOutboxDispatcher({
          egcCodeKeys: TEST_EGC_CODE_KEYS,
          ...options,
          smtpUrl: smtp.url,
          smsWebhookUrl: sms.url,
        }),
      );
      await vi.waitFor(() => expect(sms.received.length + smtp.received.length).toBe(60), { timeout: 20_000 });
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.stop()));
      const mailIds = smtp.received.map((mail) => Number(/Message-ID: <outbox-(\d+)@/.exec(mail.data)?.[1]));
      const delivered = [...sms.received.map((each) => each.messageId), ...mailIds].sort((a, b) => a - b);
      expect(delivered).toEqual([...ids].sort((a, b) => a - b));
      expect(await summariseOutbox(database.db, now)).toMatchObject({ waiting: 0, failed: 0, sent: 60 });
    } finally {
      await sms.close();
      await smtp.close();
    }
  });

  it('decision 0090: a dispatcher that dies mid-send leaves its lease to run out; then another one sends it', async () => {
    const id = await enqueueMessage(database.db, SMS, now);
    const deps = {
      db: database.db,
      clock,
      adapters: { email: devOutboxAdapter, sms: devOutboxAdapter, push: devOutboxAdapter },
      log: silentLog(),
    };
    const [lane] = LANES.filter((each) => each.channel === 'sms' && each.priority === 'standard');
    if (lane === undefined) throw new Error('no standard SMS lane');
    const dead = deliveryOn(deps, 'dead');
    expect((await dead.claim(lane, 10)).map((message) => message.id)).toEqual([id]);
    const other = deliveryOn(deps, 'other');
    expect(await other.claim(lane, 10)).toEqual([]);
    now = new Date(now.getTime() + 3 * lane.sendTimeoutMs);
    const [message] = await other.claim(lane, 10);
    expect(message?.id).toBe(id);
    if (message === undefined) throw new Error('not claimed');
    expect(await other.deliver(lane, message)).toBe(true);
    expect((await rowOf(id)).sent_at).not.toBeNull();
  });

  it('decision 0090: a send that gets no answer fails at the lane timeout and is retried later', async () => {
    const id = await enqueueMessage(database.db, SMS, now);
    const silent: DeliveryAdapter = { name: 'silent', deliver: () => new Promise(() => {}), close: () => {} };
    const delivery = deliveryOn({
      db: database.db,
      clock,
      adapters: { email: silent, sms: silent, push: silent },
      log: silentLog(),
    });
    const lane = {
      channel: 'sms',
      priority: 'standard',
      concurrency: 1,
      pollIntervalMs: 10,
      sendTimeoutMs: 50,
      retry: STANDARD.retry,
    } as const;
    const [message] = await delivery.claim(lane, 1);
    if (message === undefined) throw new Error('not claimed');
    expect(await delivery.deliver(lane, message)).toBe(false);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, last_error: 'silent: no answer within 50 ms', sent_at: null });
    expect((await rowOf(id)).next_attempt_at.getTime()).toBe(now.getTime() + retryDelayMs(STANDARD, 1));
  });

  it('decision 0090: stop() waits a bounded time for a hung SMTP server, then records the send as interrupted', async () => {
    const hung = await startHungSmtpServer();
    try {
      const id = await enqueueMessage(database.db, EMAIL, now);
      const log = silentLog();
      const dispatcher = startOutboxDispatcher({
        egcCodeKeys: TEST_EGC_CODE_KEYS,
        db: database.db,
        clock,
        smtpUrl: hung.url,
        smtpFrom: 'a@b.c',
        log,
      });
      await vi.waitFor(() => expect(hung.connections).toBe(1), { timeout: 5_000 });
      // The grace on a fake clock, to the millisecond: the send is still out when it ends (the hung server never
      // answers, and the lane's own 10 s timeout runs on the real clock).
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let stopped = false;
      const stopping = dispatcher.stop(200).then(() => {
        stopped = true;
      });
      await vi.advanceTimersByTimeAsync(199);
      expect(stopped).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await stopping;
      vi.useRealTimers();
      expect(await rowOf(id)).toMatchObject({
        attempts: 1,
        last_error: 'interrupted: the server stopped while sending',
        lease_owner: null,
        sent_at: null,
      });
      expect((await rowOf(id)).next_attempt_at.getTime()).toBe(now.getTime());
      expect(log.warn).toHaveBeenCalledWith({ interrupted: 1 }, 'outbox: sends interrupted by stop');
    } finally {
      vi.useRealTimers();
      await hung.close();
    }
  });

  it('decision 0090: with a hung SMTP server and e-mails queued, a one-time code by SMS arrives before any e-mail gives up', async () => {
    const hung = await startHungSmtpServer();
    const sms = await startSmsWebhookTestServer();
    try {
      const log = silentLog();
      const gaveUp: number[] = [];
      const noteFailure: LogMethod = (_details, message) => {
        if (message.startsWith('outbox: delivery failed')) gaveUp.push(performance.now());
      };
      log.warn.mockImplementation(noteFailure);
      log.error.mockImplementation(noteFailure);
      for (let index = 0; index < 20; index += 1) await enqueueMessage(database.db, EMAIL, now);
      for (let index = 0; index < 6; index += 1) {
        await enqueueMessage(database.db, { ...EMAIL, priority: 'one-time-code' }, now);
      }
      const dispatcher = startOutboxDispatcher({
        egcCodeKeys: TEST_EGC_CODE_KEYS,
        db: database.db,
        clock,
        smtpUrl: hung.url,
        smtpFrom: 'a@b.c',
        smsWebhookUrl: sms.url,
        log,
      });
      // Every e-mail lane's slots are taken by the hung server before the code is written.
      await vi.waitFor(() => expect(hung.connections).toBe(8), { timeout: 5_000 });
      const id = await enqueueMessage(database.db, { ...SMS, priority: 'one-time-code' }, now);
      await vi.waitFor(() => expect(sms.received.map((each) => each.messageId)).toContain(id), { timeout: 30_000 });
      // Ordered on one clock, not timed: had the code waited for an e-mail slot, it would have come after the first
      // e-mail send gave up on the hung server (the code lanes' 5 s timeout).
      const arrived = sms.received.find((each) => each.messageId === id)?.at ?? Number.POSITIVE_INFINITY;
      expect(gaveUp.filter((at) => at <= arrived)).toEqual([]);
      await dispatcher.stop(0);
    } finally {
      await hung.close();
      await sms.close();
    }
  });

  it('a database fault in a pass is logged and the dispatcher keeps polling', async () => {
    const log = silentLog();
    const db = database.db;
    const broken = { ...db, selectFrom: () => ({}) } as unknown as typeof db;
    const dispatcher = startOutboxDispatcher({
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      db: broken,
      clock,
      smtpFrom: 'a@b.c',
      log,
      pollIntervalMs: 10,
    });
    await vi.waitFor(() => expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await dispatcher.stop();
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'outbox dispatcher pass failed');
  });

  it('decision 0150: a database out of reach is one warning per lane, not a stack per pass, and one line on its return', async () => {
    const log = silentLog();
    const db = database.db;
    let down = true;
    let refusedPasses = 0;
    const refusing = new Proxy(db, {
      get(target, property) {
        if (down && property === 'updateTable') {
          return () => {
            refusedPasses += 1;
            throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const dispatcher = startOutboxDispatcher({
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      db: refusing,
      clock,
      smtpFrom: 'a@b.c',
      log,
      pollIntervalMs: 10,
    });
    await vi.waitFor(() => expect(refusedPasses).toBeGreaterThan(5 * LANES.length), { timeout: 5_000 });
    const unavailable = log.warn.mock.calls.filter(([, message]) =>
      message.endsWith('the database is unavailable; trying again'),
    );
    expect(unavailable).toHaveLength(LANES.length);
    expect(unavailable[0]?.[0]).toMatchObject({ code: 'ECONNREFUSED' });
    expect(log.error).not.toHaveBeenCalled();
    down = false;
    await vi.waitFor(
      () =>
        expect(
          log.info.mock.calls.filter(([, message]) => message.endsWith('the database answers again')),
        ).toHaveLength(LANES.length),
      { timeout: 5_000 },
    );
    await dispatcher.stop();
  });
});
