import type { Kysely } from 'kysely';
import { addCampaignDays } from '../../../domain/campaign-calendar';
import { type CampaignConfig, toSpendGoals } from '../../../domain/campaign-config';
import { ORDER_STATUS } from '../../../domain/entities';
import { claimableGoal } from '../../../domain/goals';
import type { EgcCodeKeys } from '../../platform/egc-codes/egc-code-keys';
import type { Database } from '../schema';
import type { EvaluatedCardholder } from './demo-bonus-records';
import type { DemoClock } from './demo-clock';
import { type DemoOrderItem, insertDemoOrder, orderTime } from './demo-orders';
import type { DemoCatalogue } from './insert-demo-catalogue';

// docs/architecture.md §4 Claiming: the first main claim locks the highest reached tier and credits its value;
// redemptions spend the credits; credits expire.

/** One redemption of the claimed credits: an order on `orderDay` with its eGCs. */
interface ClaimOrderPlan {
  readonly orderDay: number;
  readonly items: readonly DemoOrderItem[];
  /** Only to show an expired eGC (docs/demo-accounts.md): its expiry day instead of 180 days after the order. */
  readonly expiresDay?: number;
}

export interface MainClaimPlan {
  readonly promoCode: string;
  readonly claimedDay: number;
  readonly orders: readonly ClaimOrderPlan[];
}

const { active, redeemed } = ORDER_STATUS;

const MAIN_CLAIMS: readonly MainClaimPlan[] = [
  // P5,000 claimed 20 days ago; P1,500 redeemed (one eGC used), P3,500 left until 40 days from today.
  {
    promoCode: 'CLAIMED1',
    claimedDay: -20,
    orders: [
      {
        orderDay: -19,
        items: [
          { merchant: 'harvest-fresh', pesos: 500, statusId: redeemed },
          { merchant: 'circuit-hub', pesos: 1_000, statusId: active },
        ],
      },
    ],
  },
  // P1,500 claimed 74 days ago; credits expired 14 days ago with P1,000 left.
  {
    promoCode: 'EXPIRED1',
    claimedDay: -74,
    orders: [{ orderDay: -73, items: [{ merchant: 'kusina-grill', pesos: 500, statusId: redeemed }] }],
  },
  // The offline tests' (docs/product §10): as CLAIMED1, with both eGCs of the order still active, so it can be resent.
  // Other days than CLAIMED1's, so the reports' per-day rows the report tests name stay as documented.
  {
    promoCode: 'OFFLINE1',
    claimedDay: -12,
    orders: [
      {
        orderDay: -11,
        items: [
          { merchant: 'harvest-fresh', pesos: 500, statusId: active },
          { merchant: 'circuit-hub', pesos: 1_000, statusId: active },
        ],
      },
    ],
  },
  // The offline reopen test's: P1,500 claimed 5 days ago, one P500 eGC ordered, P1,000 left.
  {
    promoCode: 'OFFLINE3',
    claimedDay: -5,
    orders: [{ orderDay: -4, items: [{ merchant: 'harvest-fresh', pesos: 500, statusId: active }] }],
  },
  // The wallet's (decision 0080): an eGC in each state, and P3,000 left for the wallet browser test to claim with.
  // The Kusina Grill eGC was given an expiry of yesterday (a real one lasts 180 days) so 'Expired' can be seen.
  {
    promoCode: 'WALLET01',
    claimedDay: -30,
    orders: [
      {
        orderDay: -28,
        items: [
          { merchant: 'harvest-fresh', pesos: 500, statusId: redeemed },
          { merchant: 'circuit-hub', pesos: 1_000, statusId: active },
        ],
      },
      { orderDay: -25, expiresDay: -1, items: [{ merchant: 'kusina-grill', pesos: 500, statusId: active }] },
    ],
  },
];

async function insertMainClaim(
  db: Kysely<Database>,
  context: { clock: DemoClock; config: CampaignConfig; catalogue: DemoCatalogue; egcCodeKeys: EgcCodeKeys },
  plan: MainClaimPlan,
  evaluated: EvaluatedCardholder,
): Promise<void> {
  const { clock, config } = context;
  // spec §4: only the highest reached tier is claimable.
  const goal = claimableGoal(toSpendGoals(config.spendGoals), evaluated.summary.totalSpend);
  if (goal === null) throw new Error(`${plan.promoCode} has reached no spend goal to claim`);
  const claimedAt = clock.at(plan.claimedDay, '10:30');
  await db
    .insertInto('main_claims')
    .values({
      cardholder_id: evaluated.id,
      threshold_centavos: goal.threshold,
      reward_centavos: goal.reward,
      credits_expire_at: addCampaignDays(claimedAt, config.rewardConfig.expiryDays, config.timeZone),
      created_at: claimedAt,
    })
    .execute();
  await db
    .insertInto('credit_ledger')
    .values({ cardholder_id: evaluated.id, delta_centavos: goal.reward, reason: 'tier_claim', created_at: claimedAt })
    .execute();
  let spent = 0;
  for (const order of plan.orders) {
    const orderedAt = orderTime(clock, order.orderDay);
    const stored = await insertDemoOrder(db, context, {
      cardholderId: evaluated.id,
      kind: 'main',
      referencePrefix: 'MAIN',
      bonusTransactionId: null,
      orderedAt,
      ...(order.expiresDay === undefined ? {} : { expiresAt: clock.at(order.expiresDay, '23:00') }),
      items: order.items,
    });
    spent += stored.spent;
    await db
      .insertInto('credit_ledger')
      .values({
        cardholder_id: evaluated.id,
        delta_centavos: -stored.spent,
        reason: 'redemption',
        order_id: stored.orderId,
        created_at: orderedAt,
      })
      .execute();
  }
  if (spent > goal.reward) throw new Error(`${plan.promoCode} would spend more credits than it claimed`);
}

export async function insertDemoMainClaims(
  db: Kysely<Database>,
  context: { clock: DemoClock; config: CampaignConfig; catalogue: DemoCatalogue; egcCodeKeys: EgcCodeKeys },
  evaluated: readonly EvaluatedCardholder[],
  plans: readonly MainClaimPlan[] = MAIN_CLAIMS,
): Promise<void> {
  for (const plan of plans) {
    const cardholder = evaluated.find((each) => each.cardholder.promoCode === plan.promoCode);
    if (cardholder === undefined) throw new Error(`${plan.promoCode} is not a registered demo cardholder`);
    await insertMainClaim(db, context, plan, cardholder);
  }
}
