import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summariseSpend } from '../bonus/spend-summary';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { insertCraftedCardholders, manilaAt } from '../testing/crafted-cardholders';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo } from '../testing/test-seed';
import type { OpenDatabase } from './database';
import type { Database } from './schema';

// Migration 0008 (decision 0145): the database keeps each cardholder's qualified spend. Every figure here is
// checked against the domain's own rule (summariseSpend → qualifiedTransactions, spec §1), row by row.

type Db = Kysely<Database>;

async function keptTotal(db: Db, cardholderId: number): Promise<number> {
  const row = await db
    .selectFrom('cardholder_spend')
    .select('qualified_centavos')
    .where('cardholder_id', '=', cardholderId)
    .executeTakeFirst();
  return Number(row?.qualified_centavos ?? 0);
}

async function domainTotal(db: Db, cardholderId: number): Promise<number> {
  const cardholder = await db
    .selectFrom('cardholders')
    .select(['registered_at', 'campaign_id'])
    .where('id', '=', cardholderId)
    .executeTakeFirstOrThrow();
  const config = await loadCampaignConfig(db, cardholder.campaign_id);
  const rows = await db.selectFrom('transactions').selectAll().where('cardholder_id', '=', cardholderId).execute();
  return summariseSpend(rows, cardholder.registered_at, [], config).totalSpend;
}

/** One crafted cardholder with no spend yet, registered at `registeredAt`: its id. */
async function craftedCardholder(db: Db, campaignId: number, code: string, registeredAt: Date): Promise<number> {
  const ids = await insertCraftedCardholders(db, campaignId, [{ code, registeredAt, spends: [] }]);
  return ids.get(code) ?? 0;
}

/** Back to pending with no registration instant, as before the registration's SMS code was entered. */
const makePending = (db: Db, id: number) =>
  db
    .updateTable('cardholders')
    .set({ status: 'pending', registered_at: null, pending_since: manilaAt('2026-03-01', '09:00:00') })
    .where('id', '=', id)
    .execute();

let reference = 0;
const spend = (cardholderId: number, at: Date, centavos: number, bonusKind: string | null = null) => {
  reference += 1;
  return {
    cardholder_id: cardholderId,
    // spec §5: a bonus record's reference starts with BONUS (BONUS2… for the generic round).
    reference_no: `${bonusKind ? 'BONUS2' : 'KEPT'}${String(reference).padStart(8, '0')}`,
    transaction_at: at,
    value_centavos: centavos,
    bonus_kind: bonusKind,
  };
};

describe.each(TEST_DATABASE_KINDS)('the qualified spend the database keeps, on %s (decision 0145)', (kind) => {
  let database: OpenDatabase;
  let campaignId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    campaignId = (await seedTestDemo(database.db)).campaignId;
  });
  afterAll(async () => database.close());

  it('after the demo seed, every cardholder’s total is the domain’s', async () => {
    const cardholders = await database.db.selectFrom('cardholders').select('id').execute();
    expect(cardholders.length).toBeGreaterThan(20);
    for (const { id } of cardholders) {
      expect(await keptTotal(database.db, id), `cardholder ${id}`).toBe(await domainTotal(database.db, id));
    }
    const someSpend = await database.db
      .selectFrom('cardholder_spend')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('qualified_centavos', '>', 0)
      .executeTakeFirstOrThrow();
    expect(someSpend.count).toBeGreaterThan(10);
  });

  it('new spend counts from the registration’s calendar day in the campaign’s time zone; bonus records never', async () => {
    // Registered at 00:30 Manila on 2 March: 1 March 23:59 Manila is the day before, 2 March 00:00 is the day.
    const id = await craftedCardholder(database.db, campaignId, 'KEPTDAY1', manilaAt('2026-03-02', '00:30:00'));
    await database.db
      .insertInto('transactions')
      .values([
        spend(id, manilaAt('2026-03-01', '23:59:59'), 100_000),
        spend(id, manilaAt('2026-03-02', '00:00:00'), 20_000),
        spend(id, manilaAt('2026-03-05', '10:00:00'), 3_000),
        spend(id, manilaAt('2026-03-06', '10:00:00'), 500_000, 'generic'),
      ])
      .execute();
    await database.db
      .insertInto('transactions')
      .values(spend(id, manilaAt('2026-03-07', '10:00:00'), 400))
      .execute();
    expect(await keptTotal(database.db, id)).toBe(23_400);
    expect(await domainTotal(database.db, id)).toBe(23_400);
  });

  it('a registration recomputes the total from the spend imported before it', async () => {
    const id = await craftedCardholder(database.db, campaignId, 'KEPTREG1', manilaAt('2026-03-02', '09:00:00'));
    await makePending(database.db, id);
    await database.db
      .insertInto('transactions')
      .values([
        spend(id, manilaAt('2026-02-20', '10:00:00'), 70_000),
        spend(id, manilaAt('2026-03-10', '10:00:00'), 900),
      ])
      .execute();
    // With no registration instant no spend is dropped for its date (domain `qualifiedTransactions`).
    expect(await keptTotal(database.db, id)).toBe(70_900);
    await database.db
      .updateTable('cardholders')
      .set({ status: 'registered', registered_at: manilaAt('2026-03-03', '08:00:00') })
      .where('id', '=', id)
      .execute();
    expect(await keptTotal(database.db, id)).toBe(900);
    expect(await domainTotal(database.db, id)).toBe(900);
  });

  it('a changed or removed transaction and a changed campaign time zone recompute', async () => {
    const id = await craftedCardholder(database.db, campaignId, 'KEPTCHG1', manilaAt('2026-03-02', '09:00:00'));
    const [early, late] = await database.db
      .insertInto('transactions')
      // 2 March 06:00 Manila is 1 March 22:00 UTC: the registration day in Manila, the day before in UTC.
      .values([
        spend(id, manilaAt('2026-03-02', '06:00:00'), 5_000),
        spend(id, manilaAt('2026-03-04', '10:00:00'), 700),
      ])
      .returning('id')
      .execute();
    expect(await keptTotal(database.db, id)).toBe(5_700);
    await database.db
      .updateTable('transactions')
      .set({ value_centavos: 800 })
      .where('id', '=', late?.id ?? 0)
      .execute();
    expect(await keptTotal(database.db, id)).toBe(5_800);
    await database.db
      .deleteFrom('transactions')
      .where('id', '=', early?.id ?? 0)
      .execute();
    expect(await keptTotal(database.db, id)).toBe(800);

    await database.db
      .insertInto('transactions')
      .values(spend(id, manilaAt('2026-03-02', '06:00:00'), 5_000))
      .execute();
    const config = await loadCampaignConfig(database.db, campaignId);
    const setZone = (timeZone: string) =>
      database.db
        .updateTable('campaigns')
        .set({ config: JSON.stringify({ ...config, timeZone }) })
        .where('id', '=', campaignId)
        .execute();
    // Registered 2 March 01:00 UTC; the spend at 1 March 22:00 UTC is the day before in UTC.
    await setZone('UTC');
    expect(await keptTotal(database.db, id)).toBe(800);
    expect(await domainTotal(database.db, id)).toBe(800);
    await setZone(config.timeZone);
    expect(await keptTotal(database.db, id)).toBe(5_800);
  });
});

// Two connections at once need PostgreSQL (PGlite has one). An import adding spend and a registration moving the
// qualifying day, each in its own transaction, overlapping in both orders: the total must hold both.
describe.runIf(TEST_DATABASE_KINDS.includes('postgres'))('the kept total under concurrency (decision 0145)', () => {
  let database: OpenDatabase;
  let campaignId: number;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    campaignId = (await seedTestDemo(database.db)).campaignId;
  });
  afterAll(async () => database.close());

  /**
   * A transaction that runs `work`, then waits for `release` before it commits. `begun` settles once its backend
   * (`pid`) is known, before the work; `worked` once the work is done (or is waiting on another's lock: never).
   */
  function heldTransaction(work: (trx: Db) => Promise<unknown>) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let pid = 0;
    let markBegun = () => {};
    const begun = new Promise<void>((resolve) => {
      markBegun = resolve;
    });
    let markWorked = () => {};
    const worked = new Promise<void>((resolve) => {
      markWorked = resolve;
    });
    const done = database.db.transaction().execute(async (trx) => {
      pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]?.pid ?? 0;
      markBegun();
      await work(trx);
      markWorked();
      await released;
    });
    return { done, release, begun, worked, pid: () => pid };
  }

  async function blockedByAnother(pid: number): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const row = await sql<{ blocked: boolean }>`select cardinality(pg_blocking_pids(${pid})) > 0 as blocked`.execute(
        database.db,
      );
      if (row.rows[0]?.blocked) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`backend ${pid} never waited`);
  }

  async function pendingWithEarlySpend(code: string): Promise<number> {
    const id = await craftedCardholder(database.db, campaignId, code, manilaAt('2026-03-02', '09:00:00'));
    await makePending(database.db, id);
    await database.db
      .insertInto('transactions')
      .values(spend(id, manilaAt('2026-02-20', '10:00:00'), 70_000))
      .execute();
    return id;
  }

  const register = (id: number) => (trx: Db) =>
    trx
      .updateTable('cardholders')
      .set({ status: 'registered', registered_at: manilaAt('2026-03-03', '08:00:00') })
      .where('id', '=', id)
      .execute();
  // One spend before the registration day (it must not count) and one after it (it must): whichever transaction
  // read the other's work from a stale snapshot would get one of them wrong.
  const importSpend = (id: number) => (trx: Db) =>
    trx
      .insertInto('transactions')
      .values([spend(id, manilaAt('2026-03-01', '10:00:00'), 500), spend(id, manilaAt('2026-03-10', '10:00:00'), 900)])
      .execute();

  it.each([
    ['the import first, the registration waiting on it', 'KEPTRACE1', true],
    ['the registration first, the import waiting on it', 'KEPTRACE2', false],
  ])('%s', async (_order, code, importFirst) => {
    const id = await pendingWithEarlySpend(code);
    const [first, second] = importFirst ? [importSpend(id), register(id)] : [register(id), importSpend(id)];
    // The first has done its work (and holds its locks) before the second begins, which must then wait on it.
    const holding = heldTransaction(first);
    await holding.worked;
    const waiting = heldTransaction(second);
    try {
      await waiting.begun;
      await blockedByAnother(waiting.pid());
    } finally {
      holding.release();
      waiting.release();
    }
    await Promise.all([holding.done, waiting.done]);
    expect(await keptTotal(database.db, id)).toBe(900);
    expect(await domainTotal(database.db, id)).toBe(900);
  });
});
