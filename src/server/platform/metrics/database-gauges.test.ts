import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../db/database';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../testing/test-database';
import { countOutboxByLane, enqueueMessage } from '../outbox.repository';
import { cachedFigures, type DatabaseFigures, READ_EVERY_MS } from './database-gauges';

// Decision 0222: the outbox's depth by lane, read from the database at most every READ_EVERY_MS per instance.

const NOW = new Date('2026-11-21T04:00:00Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe.each(TEST_DATABASE_KINDS)('the outbox by lane on %s', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  it('counts waiting, sending and failed messages per lane, with the oldest unsent one; sent ones are not read', async () => {
    const db = database.db;
    const sms = { channel: 'sms', recipient: '09170000001', subject: '', body: 'Code 1234' } as const;
    const codes = { ...sms, priority: 'one-time-code' } as const;
    const waiting = await enqueueMessage(db, codes, secondsAgo(40));
    const sending = await enqueueMessage(db, codes, secondsAgo(10));
    const sent = await enqueueMessage(db, codes, secondsAgo(600));
    const failed = await enqueueMessage(db, { ...sms, channel: 'email', recipient: 'a@example.com' }, secondsAgo(3600));
    await db
      .updateTable('outbox')
      .set({ lease_owner: 'x', lease_until: new Date(NOW.getTime() + 5_000) })
      .where('id', '=', sending)
      .execute();
    await db
      .updateTable('outbox')
      .set({ sent_at: secondsAgo(599) })
      .where('id', '=', sent)
      .execute();
    await db
      .updateTable('outbox')
      .set({ failed_at: secondsAgo(60), attempts: 10 })
      .where('id', '=', failed)
      .execute();
    expect(waiting).toBeLessThan(sending);

    const lanes = await countOutboxByLane(db, NOW);
    const byName = Object.fromEntries(lanes.map((lane) => [`${lane.priority}/${lane.channel}`, lane]));
    expect(Object.keys(byName).sort()).toEqual([
      'one-time-code/email',
      'one-time-code/sms',
      'standard/email',
      'standard/push',
      'standard/sms',
    ]);
    expect(byName['one-time-code/sms']).toEqual({
      channel: 'sms',
      priority: 'one-time-code',
      waiting: 1,
      sending: 1,
      failed: 0,
      oldestWaitingAt: secondsAgo(40),
    });
    expect(byName['standard/email']).toMatchObject({ waiting: 0, sending: 0, failed: 1, oldestWaitingAt: null });
    expect(byName['standard/sms']).toMatchObject({ waiting: 0, sending: 0, failed: 0, oldestWaitingAt: null });
    expect(byName['standard/push']).toMatchObject({ waiting: 0, sending: 0, failed: 0, oldestWaitingAt: null });
  });
});

describe('the figures are read at most every READ_EVERY_MS (decision 0222)', () => {
  const figures = (at: number): DatabaseFigures => ({ lanes: [], promoOpen: true, at: new Date(at) });

  it('any number of scrapes, at any times, read the database at most once per READ_EVERY_MS (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 60 }), async (gaps) => {
        let clock = 0;
        const readsAt: number[] = [];
        const get = cachedFigures(
          async () => {
            readsAt.push(clock);
            return figures(clock);
          },
          () => clock,
          () => {},
        );
        for (const gap of gaps) {
          clock += gap;
          const answered = await get();
          // Always an answer, never older than READ_EVERY_MS.
          expect(clock - (answered?.at.getTime() ?? Number.NaN)).toBeLessThan(READ_EVERY_MS);
        }
        for (let index = 1; index < readsAt.length; index += 1) {
          expect((readsAt[index] ?? 0) - (readsAt[index - 1] ?? 0)).toBeGreaterThanOrEqual(READ_EVERY_MS);
        }
      }),
    );
  });

  it('scrapes that arrive together share one read; a failed read keeps the last figures and is tried again later', async () => {
    let clock = 0;
    let reads = 0;
    let fail = false;
    const failures: unknown[] = [];
    const get = cachedFigures(
      async () => {
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (fail) throw new Error('connect ECONNREFUSED');
        return figures(clock);
      },
      () => clock,
      (error) => failures.push(error),
    );
    const together = await Promise.all([get(), get(), get()]);
    expect(reads).toBe(1);
    expect(together.map((each) => each?.at.getTime())).toEqual([0, 0, 0]);
    fail = true;
    clock = READ_EVERY_MS;
    expect((await get())?.at.getTime()).toBe(0);
    expect(failures).toHaveLength(1);
    clock = READ_EVERY_MS + 1_000;
    await get();
    expect(reads).toBe(2);
    fail = false;
    clock = 2 * READ_EVERY_MS;
    expect((await get())?.at.getTime()).toBe(2 * READ_EVERY_MS);
    expect(reads).toBe(3);
  });
});
