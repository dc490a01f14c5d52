import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../db/database';
import {
  enqueueMessage,
  type OutboxSummary,
  type OutgoingMessage,
  summariseOutbox,
} from '../platform/outbox.repository';
import { TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import type { DeliveryAdapter } from './delivery-adapter';
import { createOutboxDelivery, type DispatcherLog, MAX_DELIVERY_ATTEMPTS } from './outbox-delivery';
import { LANES, type Lane, retryDelayMs } from './outbox-lanes';
import { redriveFailedMessages } from './outbox-queue.repository';

// Decision 0153: a one-time code is retried within seconds while its gateway is down, for as long as it is valid,
// and is never sent once it could arrive past its validity: it is dropped, with a log line. On an injected clock:
// each step moves the clock to the message's next attempt, as the lane's poll would find it due.

const VALIDITY_MS = 5 * 60_000;
const CODE_LANE = laneOf('sms', 'one-time-code');

function laneOf(channel: Lane['channel'], priority: Lane['priority']): Lane {
  const lane = LANES.find((each) => each.channel === channel && each.priority === priority);
  if (lane === undefined) throw new Error(`no ${priority}/${channel} lane`);
  return lane;
}

const codeMessage = (expiresAt: Date): OutgoingMessage => ({
  channel: 'sms',
  recipient: '09171234567',
  subject: '',
  body: 'Your Spend Promo verification code is 1234.',
  priority: 'one-time-code',
  expiresAt,
});

type LogMethod = DispatcherLog['info'];
const recordingLog = () => ({ info: vi.fn<LogMethod>(), warn: vi.fn<LogMethod>(), error: vi.fn<LogMethod>() });

/** A gateway that is down while `up` says so, and keeps when each message reached it. */
function gateway() {
  const received: { id: number; at: Date }[] = [];
  let now = TEST_NOW;
  let up = true;
  const adapter: DeliveryAdapter = {
    name: 'gateway',
    deliver: async (message) => {
      if (!up) throw new Error('SMS webhook answered HTTP 503');
      received.push({ id: message.id, at: now });
    },
    close: () => {},
  };
  return {
    adapter,
    received,
    setNow: (at: Date) => {
      now = at;
    },
    setUp: (value: boolean) => {
      up = value;
    },
  };
}

describe.each(TEST_DATABASE_KINDS)('one-time codes when the gateway is down, on %s', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  /** A delivery on a clock and gateway of its own, and a step that runs the code lane once at a given time. */
  function dispatcherAt(start: Date) {
    let now = start;
    const sink = gateway();
    sink.setNow(now);
    const log = recordingLog();
    const delivery = createOutboxDelivery({
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      db: database.db,
      clock: () => now,
      adapters: { sms: sink.adapter, email: sink.adapter, push: sink.adapter },
      log,
      owner: `test-${Math.random()}`,
    });
    return {
      sink,
      log,
      at(time: Date) {
        now = time;
        sink.setNow(time);
      },
      async step(): Promise<void> {
        for (const message of await delivery.claim(CODE_LANE, 10)) await delivery.deliver(CODE_LANE, message);
      },
    };
  }

  const rowOf = (id: number) =>
    database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const summary = (): Promise<OutboxSummary> => summariseOutbox(database.db, TEST_NOW);

  it('is retried after 2, 4, 8, 8 … s, past ten attempts, and sent on the first attempt after the gateway returns', async () => {
    const start = new Date(TEST_NOW.getTime() + 60 * 60_000);
    const id = await enqueueMessage(database.db, codeMessage(new Date(start.getTime() + VALIDITY_MS)), start);
    const run = dispatcherAt(start);
    run.sink.setUp(false);
    const waits: number[] = [];
    let at = start;
    // Down for two minutes: more attempts than a standard message gets in all.
    const back = new Date(start.getTime() + 120_000);
    while (at < back) {
      await run.step();
      const row = await rowOf(id);
      waits.push(row.next_attempt_at.getTime() - at.getTime());
      at = row.next_attempt_at;
      run.at(at);
    }
    expect(waits.slice(0, 5)).toEqual([2_000, 4_000, 8_000, 8_000, 8_000]);
    expect(waits.length).toBeGreaterThan(MAX_DELIVERY_ATTEMPTS);
    expect(await rowOf(id)).toMatchObject({ failed_at: null, dropped_at: null, sent_at: null });

    run.sink.setUp(true);
    await run.step();
    const [delivered] = run.sink.received;
    expect(delivered?.id).toBe(id);
    // The gateway came back at `back`; the code went out at the next attempt, at most one capped wait later.
    expect((delivered?.at.getTime() ?? 0) - back.getTime()).toBeLessThanOrEqual(CODE_LANE.retry.maxMs);
    expect((await rowOf(id)).sent_at).not.toBeNull();
  });

  it('is dropped, never sent, once it could arrive past its validity; it is then neither waiting nor failed', async () => {
    const start = new Date(TEST_NOW.getTime() + 2 * 60 * 60_000);
    const expiresAt = new Date(start.getTime() + VALIDITY_MS);
    const before = await summary();
    const id = await enqueueMessage(database.db, codeMessage(expiresAt), start);
    const run = dispatcherAt(start);
    run.sink.setUp(false);
    for (let step = 0; step < 100 && (await rowOf(id)).dropped_at === null; step += 1) {
      await run.step();
      run.at((await rowOf(id)).next_attempt_at);
    }
    const row = await rowOf(id);
    expect(row.dropped_at).not.toBeNull();
    expect(row).toMatchObject({ sent_at: null, failed_at: null, last_error: 'SMS webhook answered HTTP 503' });
    expect(run.log.warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ outboxId: id, expiredAt: expiresAt }),
      expect.stringContaining('dropped unsent'),
    );
    expect(await summary()).toMatchObject({
      waiting: before.waiting,
      failed: before.failed,
      dropped: before.dropped + 1,
    });
    // Back up later: nothing claims it, and a re-drive of failed messages leaves it alone.
    run.sink.setUp(true);
    run.at(new Date(expiresAt.getTime() + 60_000));
    expect(await redriveFailedMessages(database.db, new Date(expiresAt.getTime() + 60_000), [id])).toBe(0);
    await run.step();
    expect(run.sink.received).toEqual([]);
  });

  it('a code found due only after its validity (no instance ran meanwhile) is dropped without a send', async () => {
    const start = new Date(TEST_NOW.getTime() + 3 * 60 * 60_000);
    const id = await enqueueMessage(database.db, codeMessage(new Date(start.getTime() + VALIDITY_MS)), start);
    const run = dispatcherAt(new Date(start.getTime() + VALIDITY_MS + 1));
    await run.step();
    expect(run.sink.received).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ sent_at: null, attempts: 0, last_error: null });
    expect((await rowOf(id)).dropped_at).not.toBeNull();
  });

  it('a message without an end (an eGC) is not affected: after its attempts it is failed, as before', async () => {
    const start = new Date(TEST_NOW.getTime() + 4 * 60 * 60_000);
    const lane = laneOf('sms', 'standard');
    const id = await enqueueMessage(
      database.db,
      { ...codeMessage(start), priority: 'standard', expiresAt: undefined },
      start,
    );
    let now = start;
    const sink = gateway();
    sink.setUp(false);
    const delivery = createOutboxDelivery({
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      db: database.db,
      clock: () => now,
      adapters: { sms: sink.adapter, email: sink.adapter, push: sink.adapter },
      log: recordingLog(),
      owner: 'standard-test',
    });
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      for (const message of await delivery.claim(lane, 10)) await delivery.deliver(lane, message);
      now = new Date(now.getTime() + retryDelayMs(lane, attempt));
    }
    expect(await rowOf(id)).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, dropped_at: null, sent_at: null });
    expect((await rowOf(id)).failed_at).not.toBeNull();
  });

  it('whatever the gateway does, a code reaches it at most once, only while it can still arrive in time, and ends sent or dropped', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }), async (upAtAttempt) => {
        round += 1;
        const start = new Date(TEST_NOW.getTime() + (10 + round) * 24 * 60 * 60_000);
        const expiresAt = new Date(start.getTime() + VALIDITY_MS);
        const id = await enqueueMessage(database.db, codeMessage(expiresAt), start);
        const run = dispatcherAt(start);
        for (const up of upAtAttempt) {
          const row = await rowOf(id);
          if (row.sent_at !== null || row.dropped_at !== null) break;
          run.at(row.next_attempt_at);
          run.sink.setUp(up);
          await run.step();
        }
        // Then the gateway stays down until the code's end and beyond.
        run.sink.setUp(false);
        for (let step = 0; step < 200; step += 1) {
          const row = await rowOf(id);
          if (row.sent_at !== null || row.dropped_at !== null) break;
          run.at(row.next_attempt_at);
          await run.step();
        }
        const row = await rowOf(id);
        const sends = run.sink.received.filter((each) => each.id === id);
        expect(sends.length).toBe(row.sent_at === null ? 0 : 1);
        expect((row.sent_at === null) !== (row.dropped_at === null)).toBe(true);
        expect(row.failed_at).toBeNull();
        for (const send of sends) {
          expect(send.at.getTime() + CODE_LANE.sendTimeoutMs).toBeLessThanOrEqual(expiresAt.getTime());
        }
      }),
      { numRuns: 15, seed: 153 },
    );
  });
});
