import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { type AdaptersByChannel, type DeliveryAdapter, devOutboxAdapter } from './delivery-adapter';
import { enqueueMessage, type OutgoingMessage, type PendingMessage } from './outbox.repository';
import {
  createOutboxDelivery,
  type DispatcherLog,
  MAX_DELIVERY_ATTEMPTS,
  retryDelayMs,
  startOutboxDispatcher,
} from './outbox-dispatcher';

// ARCHITECTURE.md §4: unsent outbox rows go to their channel's adapter, oldest first, retried with backoff.

const TEST_NOW = new Date('2026-11-21T04:00:00Z');

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

const failingAdapter = (reason = 'connection refused'): DeliveryAdapter => ({
  name: 'failing',
  deliver: async () => {
    throw new Error(reason);
  },
  close: () => {},
});

describe('retryDelayMs (architecture §4: failures are retried later with backoff)', () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [9, 2_560_000],
    [10, 3_600_000],
    [20, 3_600_000],
  ])('after %i failed attempts waits %i ms (doubling, capped at an hour)', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
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
    const dispatcher = startOutboxDispatcher({ db: database.db, clock, smtpFrom: 'promo@localhost', log });
    await vi.waitFor(async () => expect((await rowOf(smsId)).sent_at).not.toBeNull(), { timeout: 5_000 });
    await dispatcher.stop();
    const row = await rowOf(id);
    expect(row.sent_at?.toISOString()).toBe(now.toISOString());
    expect(row.attempts).toBe(1);
    expect(log.info).toHaveBeenCalledWith({ email: 'dev-outbox', sms: 'dev-outbox' }, 'outbox dispatcher started');
  });

  it('delivers oldest first and leaves sent messages alone', async () => {
    const delivered: number[] = [];
    const recording: DeliveryAdapter = {
      name: 'recording',
      deliver: async (message) => void delivered.push(message.id),
      close: () => {},
    };
    const first = await enqueueMessage(database.db, EMAIL, now);
    const second = await enqueueMessage(database.db, SMS, now);
    const delivery = createOutboxDelivery({
      db: database.db,
      clock,
      adapters: { email: recording, sms: recording },
      log: silentLog(),
    });
    expect(await delivery.dispatchDue()).toEqual({ sent: 2, failed: 0 });
    expect(await delivery.dispatchDue()).toEqual({ sent: 0, failed: 0 });
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
    const delivery = createOutboxDelivery({ db: database.db, clock, adapters: { email: flaky, sms: flaky }, log });
    expect(await delivery.dispatchDue()).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ attempts: 1, last_error: '421 try later', sent_at: null });
    expect(log.warn).toHaveBeenCalledTimes(1);

    fail = false;
    now = new Date(TEST_NOW.getTime() + retryDelayMs(1) - 1);
    expect(await delivery.dispatchDue()).toEqual({ sent: 0, failed: 0 });
    now = new Date(TEST_NOW.getTime() + retryDelayMs(1));
    expect(await delivery.dispatchDue()).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ attempts: 2, last_error: null });
  });

  it('a thrown non-Error is recorded as text', async () => {
    const id = await enqueueMessage(database.db, SMS, now);
    const throwsText: DeliveryAdapter = {
      name: 'text',
      deliver: () => Promise.reject('socket hang up'),
      close: () => {},
    };
    const delivery = createOutboxDelivery({
      db: database.db,
      clock,
      adapters: { email: throwsText, sms: throwsText },
      log: silentLog(),
    });
    await delivery.dispatchDue();
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
    const delivery = createOutboxDelivery({
      db: database.db,
      clock,
      adapters: { email: recording, sms: recording },
      log: silentLog(),
    });
    await delivery.dispatchDue();
    expect(seen[0]?.attachment).toEqual({ name: 'r.csv', content: 'a,b' });
  });

  it('drains a backlog without waiting a poll interval between full batches', async () => {
    const ids = [
      await enqueueMessage(database.db, SMS, now),
      await enqueueMessage(database.db, SMS, now),
      await enqueueMessage(database.db, SMS, now),
    ];
    const dispatcher = startOutboxDispatcher({
      db: database.db,
      clock,
      smtpFrom: 'promo@localhost',
      log: silentLog(),
      batchSize: 1,
      pollIntervalMs: 60_000,
    });
    await vi.waitFor(async () => expect((await rowOf(ids[2] ?? 0)).sent_at).not.toBeNull(), { timeout: 5_000 });
    await dispatcher.stop();
  });

  it('a message waiting out its backoff does not hold back newer messages', async () => {
    const stuck = await enqueueMessage(database.db, EMAIL, now);
    const fresh = await enqueueMessage(database.db, SMS, now);
    const delivery = createOutboxDelivery({
      db: database.db,
      clock,
      adapters: { email: failingAdapter(), sms: devOutboxAdapter },
      log: silentLog(),
      batchSize: 1,
    });
    expect(await delivery.dispatchDue()).toEqual({ sent: 0, failed: 1 });
    expect(await delivery.dispatchDue()).toEqual({ sent: 1, failed: 0 });
    expect((await rowOf(fresh)).sent_at).not.toBeNull();
    expect((await rowOf(stuck)).sent_at).toBeNull();
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} attempts and logs it as an error`, async () => {
    const id = await enqueueMessage(database.db, SMS, now);
    const log = silentLog();
    const adapters: AdaptersByChannel = { email: failingAdapter(), sms: failingAdapter('HTTP 503') };
    const delivery = createOutboxDelivery({ db: database.db, clock, adapters, log });
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await delivery.dispatchDue()).toEqual({ sent: 0, failed: 1 });
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    now = new Date(now.getTime() + 24 * 3_600_000);
    expect(await delivery.dispatchDue()).toEqual({ sent: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, last_error: 'HTTP 503', sent_at: null });
    expect(log.warn).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS - 1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: id, attempts: MAX_DELIVERY_ATTEMPTS }),
      'outbox: delivery failed, giving up',
    );
  });

  it('a database fault in a pass is logged and the dispatcher keeps polling', async () => {
    const log = silentLog();
    const db = database.db;
    const broken = { ...db, selectFrom: () => ({}) } as unknown as typeof db;
    const dispatcher = startOutboxDispatcher({ db: broken, clock, smtpFrom: 'a@b.c', log, pollIntervalMs: 10 });
    await vi.waitFor(() => expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await dispatcher.stop();
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'outbox dispatcher pass failed');
  });
});
