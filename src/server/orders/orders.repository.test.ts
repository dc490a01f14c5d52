import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKey } from '../../domain/dates';
import { egcState } from '../../domain/egcs';
import { ORDER_STATUS } from '../../domain/entities';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import type { OpenDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { egcCodeColumns } from '../platform/egc-codes/egc-code-columns';
import { TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { withRowsRolledBack } from '../testing/rolled-back';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';
import { egcCounts } from './orders.repository';

// docs/architecture.md §6: where SQL computes a rule for speed, a test pins it to the domain function. The
// overview's eGC counts (decision 0140) judge each eGC's state in SQL; here each eGC is judged again by `egcState`,
// over the demo data plus generated eGCs around today's edges on the campaign's calendar (each run rolled back).

type Db = Kysely<Database>;

const DAY_SECONDS = 86_400;

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

describe.each(TEST_DATABASE_KINDS)('the eGC counts are egcState’s, on %s', (kind) => {
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
});
