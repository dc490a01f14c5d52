import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../db/database';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../testing/test-database';
import type { LimitStore } from './limit-store';
import { deleteExpiredWindows } from './limit-windows.repository';
import { createMemoryLimitStore } from './memory-limit-store';
import { createPostgresLimitStore } from './postgres-limit-store';

// Decision 0092: a limit admits at most `limit` hits in any window of `windowMs` (sliding); a refused hit is not
// counted. The same rules hold for the in-memory store (PGlite, one process) and the shared PostgreSQL one.

const MINUTE_MS = 60_000;

type StoreCase = readonly [name: string, open: () => Promise<{ store: LimitStore; close(): Promise<void> }>];

const STORES: readonly StoreCase[] = [
  ['memory', async () => ({ store: createMemoryLimitStore(), close: async () => {} })],
  ...TEST_DATABASE_KINDS.filter((kind) => kind === 'postgres').map(
    (kind): StoreCase => [
      'postgres',
      async () => {
        const database = await openTestDatabase(kind);
        return { store: createPostgresLimitStore(database.db), close: () => database.close() };
      },
    ],
  ),
];

const waitOf = async (store: LimitStore, key: string, limit: number, windowMs: number, now: number) => {
  const decision = await store.hit(key, limit, windowMs, now);
  return decision.allowed ? 0 : decision.waitMs;
};

describe.each(STORES)('the %s limit store', (_name, open) => {
  let store: LimitStore;
  let close: () => Promise<void>;
  let keyNumber = 0;
  /** Each test counts on keys of its own. */
  const key = (name: string) => `${name}-${keyNumber}`;

  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(async () => close());

  it.each([
    [4, 0],
    [5, 0],
    [6, 60_000],
  ])('with a limit of 5 a minute, hit number %i waits %i ms', async (hits, lastWait) => {
    keyNumber += 1;
    const waits: number[] = [];
    for (let hit = 0; hit < hits; hit += 1) waits.push(await waitOf(store, key('A'), 5, MINUTE_MS, 1_000));
    expect(waits.at(-1)).toBe(lastWait);
  });

  it.each([
    [MINUTE_MS - 1, 1],
    [MINUTE_MS, 0],
    [MINUTE_MS + 1, 0],
  ])('a hit ages out of the window: %i ms after it, the next waits %i ms', async (elapsed, wait) => {
    keyNumber += 1;
    await store.hit(key('A'), 1, MINUTE_MS, 0);
    expect(await waitOf(store, key('A'), 1, MINUTE_MS, elapsed)).toBe(wait);
  });

  it('a refused hit is not counted, so waiting out the oldest hit is enough', async () => {
    keyNumber += 1;
    await store.hit(key('A'), 2, 1_000, 0);
    await store.hit(key('A'), 2, 1_000, 500);
    expect(await waitOf(store, key('A'), 2, 1_000, 600)).toBe(400);
    expect(await waitOf(store, key('A'), 2, 1_000, 1_000)).toBe(0);
    expect(await waitOf(store, key('A'), 2, 1_000, 1_100)).toBe(400);
  });

  it('keys are counted apart', async () => {
    keyNumber += 1;
    expect(await waitOf(store, key('A'), 1, 1_000, 0)).toBe(0);
    expect(await waitOf(store, key('B'), 1, 1_000, 0)).toBe(0);
    expect(await waitOf(store, key('A'), 1, 1_000, 0)).toBe(1_000);
  });

  it('an admitted hit answers the hits in the window and when the oldest leaves it', async () => {
    keyNumber += 1;
    await store.hit(key('A'), 3, 1_000, 100);
    expect(await store.hit(key('A'), 3, 1_000, 400)).toEqual({ allowed: true, hits: 2, waitMs: 700 });
    expect(await store.hit(key('A'), 3, 1_000, 500)).toEqual({ allowed: true, hits: 3, waitMs: 600 });
    expect(await store.hit(key('A'), 3, 1_000, 600)).toEqual({ allowed: false, hits: 3, waitMs: 500 });
  });

  it('concurrent hits on one key never admit more than the limit', async () => {
    keyNumber += 1;
    const decisions = await Promise.all(
      Array.from({ length: 25 }, () => store.hit(key('burst'), 10, MINUTE_MS, 5_000)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it('hitEach decides each limit on its own, in the order given, as separate hits would', async () => {
    keyNumber += 1;
    const address = { key: key('address'), limit: 3, windowMs: 1_000 };
    const session = { key: key('session'), limit: 1, windowMs: 1_000 };
    expect(await store.hitEach([address, session], 100)).toEqual([
      { allowed: true, hits: 1, waitMs: 1_000 },
      { allowed: true, hits: 1, waitMs: 1_000 },
    ]);
    // The session's limit refuses; the address's still admits and counts (the plugin's hook then ours did so).
    expect(await store.hitEach([address, session], 400)).toEqual([
      { allowed: true, hits: 2, waitMs: 700 },
      { allowed: false, hits: 1, waitMs: 700 },
    ]);
    expect(await store.hit(address.key, 3, 1_000, 500)).toEqual({ allowed: true, hits: 3, waitMs: 600 });
    expect(await store.hitEach([session, address], 1_100)).toEqual([
      { allowed: true, hits: 1, waitMs: 1_000 },
      { allowed: true, hits: 3, waitMs: 300 },
    ]);
  });

  it('property: no window of windowMs ever admits more than max hits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 40 }),
        async (max, gaps) => {
          keyNumber += 1;
          const windowMs = 100;
          const admitted: number[] = [];
          let now = 0;
          for (const gap of gaps) {
            now += gap;
            if ((await store.hit(key('K'), max, windowMs, now)).allowed) admitted.push(now);
          }
          return admitted.every((start) => admitted.filter((at) => at >= start && at < start + windowMs).length <= max);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('the memory store', () => {
  it('memory is bounded: past maxKeys the least recently used key is dropped', async () => {
    const store = createMemoryLimitStore(2);
    await store.hit('A', 1, 1_000, 0);
    await store.hit('B', 1, 1_000, 0);
    await store.hit('A', 1, 1_000, 0);
    await store.hit('C', 1, 1_000, 0);
    expect(store.size).toBe(2);
    expect((await store.hit('B', 1, 1_000, 0)).allowed).toBe(true);
    expect((await store.hit('C', 1, 1_000, 0)).allowed).toBe(false);
  });
});

describe.each(TEST_DATABASE_KINDS.filter((kind) => kind === 'postgres'))('the shared store on %s', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  it('decision 0092: two instances (two stores on one database) share one limit, and a restart keeps it', async () => {
    const first = createPostgresLimitStore(database.db);
    const second = createPostgresLimitStore(database.db);
    const hits = [first, second, first, second, first, second];
    const allowed = [];
    for (const store of hits) allowed.push((await store.hit('shared', 4, MINUTE_MS, 1_000)).allowed);
    expect(allowed).toEqual([true, true, true, true, false, false]);
    const restarted = createPostgresLimitStore(database.db);
    expect((await restarted.hit('shared', 4, MINUTE_MS, 2_000)).allowed).toBe(false);
  });

  it('expired windows are swept; live ones stay', async () => {
    const store = createPostgresLimitStore(database.db);
    await store.hit('old', 1, 1_000, 0);
    await store.hit('live', 1, 10_000, 0);
    expect(await deleteExpiredWindows(database.db, new Date(5_000))).toBeGreaterThanOrEqual(1);
    expect((await store.hit('old', 1, 1_000, 5_000)).allowed).toBe(true);
    expect((await store.hit('live', 1, 10_000, 5_000)).allowed).toBe(false);
  });
});
