import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/entities';
import { TEST_EGC_CODE_KEYS } from '../../testing/egc-code-keys';
import { openTestDatabase } from '../../testing/test-database';
import type { OpenDatabase } from '../database';
import { insertDemoBonusOrders } from './demo-bonus-orders';
import { type BonusRecordIds, type EvaluatedCardholder, evaluateDemoCardholders } from './demo-bonus-records';
import { buildDemoCampaign, DEMO_TIME_ZONE } from './demo-campaign';
import { DEMO_CARDHOLDERS } from './demo-cardholders';
import { demoClock } from './demo-clock';
import { insertDemoMainClaims, type MainClaimPlan } from './demo-main-claims';
import type { DemoOrderItem } from './demo-orders';
import type { DemoCatalogue } from './insert-demo-catalogue';
import { seedDemo } from './seed';

// Only bugs throw: a demo plan that does not fit the demo data stops the seed, and its transaction rolls back.

const NOW = new Date('2024-05-20T03:15:00Z');
const CONFIG = buildDemoCampaign(NOW);
const clock = demoClock(NOW, DEMO_TIME_ZONE);

describe('demo order plans that do not fit the data', () => {
  let database: OpenDatabase;
  let evaluated: EvaluatedCardholder[];
  let catalogue: DemoCatalogue;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemo(database.db, { now: NOW, egcCodeKeys: TEST_EGC_CODE_KEYS });
    const rows = await database.db.selectFrom('cardholders').selectAll().execute();
    const stored = DEMO_CARDHOLDERS.map((cardholder, index) => {
      const row = rows.find((each) => each.promo_code === cardholder.promoCode);
      return { id: row?.id ?? 0, index, cardholder, registeredAt: row?.registered_at ?? null };
    });
    evaluated = await evaluateDemoCardholders(database.db, CONFIG, stored);
    const harvest = await database.db
      .selectFrom('denominations')
      .innerJoin('merchants', 'merchants.id', 'denominations.merchant_id')
      .select(['denominations.id', 'denominations.value_centavos'])
      .where('merchants.name', '=', 'Harvest Fresh Market')
      .execute();
    catalogue = new Map([
      [
        'harvest-fresh',
        {
          merchantName: 'Harvest Fresh Market',
          denominationIds: new Map(harvest.map((row) => [row.value_centavos, row.id])),
        },
      ],
    ]);
  });
  afterAll(() => database?.close());

  const p500 = (merchant = 'harvest-fresh', pesos = 500): DemoOrderItem => ({
    merchant,
    pesos,
    statusId: ORDER_STATUS.active,
  });
  const claim = (promoCode: string, items: DemoOrderItem[]): MainClaimPlan => ({
    promoCode,
    claimedDay: -2,
    orders: [{ orderDay: -1, items }],
  });
  const claimInTransaction = (plan: MainClaimPlan) =>
    database.db
      .transaction()
      .execute((trx) =>
        insertDemoMainClaims(trx, { clock, config: CONFIG, catalogue, egcCodeKeys: TEST_EGC_CODE_KEYS }, evaluated, [
          plan,
        ]),
      );

  it.each([
    [claim('NEWUSER1', [p500()]), 'NEWUSER1 is not a registered demo cardholder'],
    [claim('NOSPEND1', [p500()]), 'NOSPEND1 has reached no spend goal to claim'],
    [claim('SPEND118', [p500(), p500(), p500(), p500()]), 'SPEND118 would spend more credits than it claimed'],
    [claim('SPEND118', [p500('nowhere')]), 'Demo merchant nowhere is not in the catalogue'],
    [claim('SPEND118', [p500('harvest-fresh', 750)]), 'Harvest Fresh Market has no P750 eGC'],
  ])('spec §4 one tier per cardholder: refuses %o with %s', async (plan, message) => {
    await expect(claimInTransaction(plan)).rejects.toThrow(message);
    // The seed's own five (CLAIMED1, EXPIRED1, OFFLINE1, OFFLINE3, WALLET01), and no more: the refused plan rolled
    // back.
    expect(await database.db.selectFrom('main_claims').select('id').execute()).toHaveLength(5);
  });

  it('refuses a bonus order without its bonus record', async () => {
    const records: BonusRecordIds = new Map();
    const plan = { promoCode: 'SPEND118', kind: 'month1' as const, merchant: 'harvest-fresh' };
    await expect(
      database.db
        .transaction()
        .execute((trx) =>
          insertDemoBonusOrders(trx, { clock, catalogue, egcCodeKeys: TEST_EGC_CODE_KEYS }, evaluated, records, [plan]),
        ),
    ).rejects.toThrow('SPEND118 has no month1 bonus record to redeem');
    expect(await database.db.selectFrom('bonus_claims').select('id').execute()).toHaveLength(1);
  });
});
