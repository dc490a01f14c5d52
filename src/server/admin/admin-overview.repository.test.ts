import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSpendGoals } from '../../domain/campaign-config';
import { dayKey } from '../../domain/dates';
import { egcState } from '../../domain/egcs';
import { ORDER_STATUS } from '../../domain/entities';
import { isGoalReached } from '../../domain/goals';
import { centavos } from '../../domain/money';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import type { OpenDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { egcCounts } from '../orders/orders.repository';
import { egcCodeColumns } from '../platform/egc-codes/egc-code-columns';
import { insertCraftedCardholders, manilaAt } from '../testing/crafted-cardholders';
import { TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';
import { spendGroups } from './admin-overview.repository';

// docs/architecture.md §6: where SQL computes a rule for speed, a test pins it to the domain function. The overview
// counts eGCs by state and cardholders by goals reached in SQL; here each count is worked out again row by row
// through `egcState` and `isGoalReached`, over the demo data plus generated rows (each run rolled back).

type Db = Kysely<Database>;

const DAY_SECONDS = 86_400;

class RolledBack extends Error {}

/** Runs `check` on rows it inserts, then rolls them back so each generated case starts from the demo data. */
async function withRowsRolledBack(db: Db, check: (trx: Db) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await check(trx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

describe.each(TEST_DATABASE_KINDS)('the overview’s SQL is the domain’s rules, on %s', (kind) => {
  let database: OpenDatabase;
  let campaignId: number;
  let timeZone: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    campaignId = (await seedTestDemo(database.db)).campaignId;
    timeZone = (await loadCampaignConfig(database.db, campaignId)).timeZone;
  });
  afterAll(async () => database.close());

  /** Every eGC of the campaign, counted by `egcState` at TEST_NOW. */
  async function egcCountsByDomain(db: Db) {
    const items = await db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
      .select(['i.status_id', 'o.expires_at', 'i.value_centavos'])
      .where('c.campaign_id', '=', campaignId)
      .execute();
    const state = (item: (typeof items)[number]) =>
      egcState({ giftawayStatusID: item.status_id, expiryDate: item.expires_at }, TEST_NOW, timeZone);
    const active = items.filter((item) => state(item) === 'active');
    return {
      issued: items.length,
      used: items.filter((item) => state(item) === 'used').length,
      expired: items.filter((item) => state(item) === 'expired').length,
      active: active.length,
      outstandingCentavos: active.reduce((sum, item) => sum + item.value_centavos, 0),
    };
  }

  it('eGCs by state: each eGC as egcState judges it (used beats expired; expiry by the campaign’s day)', async () => {
    const { db } = database;
    const today = dayKey(TEST_NOW, timeZone);
    const demo = await egcCounts(db, { campaignId, timeZone, today });
    expect(demo).toEqual(await egcCountsByDomain(db));
    expect(demo.used).toBeGreaterThan(0);
    expect(demo.expired).toBeGreaterThan(0);

    const holder = await db
      .selectFrom('cardholders')
      .select('id')
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    const generatedEgc = fc.record({
      used: fc.boolean(),
      // Around today's edges: yesterday, today and tomorrow on the campaign's calendar, to the second.
      expiresInSeconds: fc.integer({ min: -2 * DAY_SECONDS, max: 2 * DAY_SECONDS }),
      valueCentavos: fc.integer({ min: 1, max: 500_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(generatedEgc, { minLength: 1, maxLength: 6 }), async (egcs) =>
        withRowsRolledBack(db, async (trx) => {
          for (const egc of egcs) {
            const order = await trx
              .insertInto('orders')
              .values({
                cardholder_id: holder.id,
                kind: 'main',
                client_reference_no: `MAIN-PIN-${next()}`,
                bonus_transaction_id: null,
                expires_at: new Date(TEST_NOW.getTime() + egc.expiresInSeconds * 1000),
                created_at: TEST_NOW,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('order_items')
              .values({
                order_id: order.id,
                denomination_id: 1,
                merchant_name: 'Pinned',
                value_centavos: egc.valueCentavos,
                status_id: egc.used ? ORDER_STATUS.redeemed : ORDER_STATUS.active,
                ...egcCodeColumns(TEST_EGC_CODE_KEYS, `EGC-PIN-${next()}`),
              })
              .execute();
          }
          expect(await egcCounts(trx, { campaignId, timeZone, today })).toEqual(await egcCountsByDomain(trx));
        }),
      ),
      { numRuns: 12 },
    );
  });

  it('cardholders by goals reached: each qualified spend as isGoalReached judges it, at and around each threshold', async () => {
    const { db } = database;
    const config = await loadCampaignConfig(db, campaignId);
    const goals = toSpendGoals(config.spendGoals);
    const thresholds = goals.map((goal) => goal.threshold);
    const query = { campaignId, bandWidth: 100_000, topBand: 8, thresholds };

    /** Registered cardholders per number of goals reached, by the domain, from the spend the database keeps. */
    async function byDomain(trx: Db): Promise<Map<number, number>> {
      const rows = await trx
        .selectFrom('cardholders as c')
        .leftJoin('cardholder_spend as s', 's.cardholder_id', 'c.id')
        .select(['c.id', 's.qualified_centavos'])
        .where('c.campaign_id', '=', campaignId)
        .where('c.status', '=', 'registered')
        .execute();
      const counts = new Map<number, number>();
      for (const row of rows) {
        const spend = centavos(Number(row.qualified_centavos ?? 0));
        const reached = goals.filter((goal) => isGoalReached(goal, spend)).length;
        counts.set(reached, (counts.get(reached) ?? 0) + 1);
      }
      return counts;
    }
    async function bySql(trx: Db): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      for (const group of await spendGroups(trx, query)) {
        counts.set(group.goalsReached, (counts.get(group.goalsReached) ?? 0) + group.cardholders);
      }
      return counts;
    }

    expect(await bySql(db)).toEqual(await byDomain(db));
    const nearThreshold = fc
      .tuple(fc.constantFrom(...thresholds, 0), fc.integer({ min: -2, max: 2 }))
      .map(([threshold, offset]) => Math.max(1, threshold + offset));
    await fc.assert(
      fc.asyncProperty(fc.array(nearThreshold, { minLength: 1, maxLength: 5 }), async (spends) =>
        withRowsRolledBack(db, async (trx) => {
          await insertCraftedCardholders(
            trx,
            campaignId,
            spends.map((spend) => ({
              code: `PIN${String(next()).padStart(5, '0')}`,
              registeredAt: manilaAt('2026-10-01', '09:00:00'),
              spends: [{ at: manilaAt('2026-10-02', '10:00:00'), pesos: spend / 100 }],
            })),
          );
          expect(await bySql(trx)).toEqual(await byDomain(trx));
        }),
      ),
      { numRuns: 12 },
    );
  });
});
