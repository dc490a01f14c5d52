import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSpendGoals } from '../../domain/campaign-config';
import { isGoalReached } from '../../domain/goals';
import { centavos } from '../../domain/money';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import type { OpenDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { insertCraftedCardholders, manilaAt } from '../testing/crafted-cardholders';
import { withRowsRolledBack } from '../testing/rolled-back';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo } from '../testing/test-seed';
import { spendGroups } from './admin-overview.repository';

// docs/architecture.md §6: where SQL computes a rule for speed, a test pins it to the domain function. The overview
// counts cardholders by goals reached in SQL; here each count is worked out again through `isGoalReached`, over the
// demo data plus generated spends at and around each threshold (each run rolled back). Its eGC counts are pinned
// beside their query (orders/orders.repository.test.ts).

type Db = Kysely<Database>;

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

describe.each(TEST_DATABASE_KINDS)('the overview’s goals reached are the domain’s, on %s', (kind) => {
  let database: OpenDatabase;
  let campaignId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    campaignId = (await seedTestDemo(database.db)).campaignId;
  });
  afterAll(async () => database.close());

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
