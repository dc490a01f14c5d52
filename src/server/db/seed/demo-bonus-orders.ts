import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '../../../domain/entities';
import type { BonusKind } from '../../../domain/transactions';
import type { EgcCodeKeys } from '../../platform/egc-codes/egc-code-keys';
import type { Database } from '../schema';
import { BONUS_REFERENCE_PREFIX, type BonusRecordIds, type EvaluatedCardholder } from './demo-bonus-records';
import type { DemoClock } from './demo-clock';
import { insertDemoOrder } from './demo-orders';
import type { DemoCatalogue } from './insert-demo-catalogue';

// docs/architecture.md §4 Claiming: bonus redemption takes the bonus record's id as token, one reward, quantity 1,
// once per bonus (bonus_claims is unique per record).

export interface BonusOrderPlan {
  readonly promoCode: string;
  readonly kind: BonusKind;
  readonly merchant: string;
}

/** MONTHONE redeemed its month-1 reward, so its month 1 reads 'Claimed' (spec §4 Monthly frequency). */
const BONUS_ORDERS: readonly BonusOrderPlan[] = [{ promoCode: 'MONTHONE', kind: 'month1', merchant: 'pahina-books' }];

export async function insertDemoBonusOrders(
  db: Kysely<Database>,
  context: { clock: DemoClock; catalogue: DemoCatalogue; egcCodeKeys: EgcCodeKeys },
  evaluated: readonly EvaluatedCardholder[],
  records: BonusRecordIds,
  plans: readonly BonusOrderPlan[] = BONUS_ORDERS,
): Promise<void> {
  for (const plan of plans) {
    const cardholder = evaluated.find((each) => each.cardholder.promoCode === plan.promoCode);
    const recordId = cardholder && records.get(cardholder.id)?.get(plan.kind);
    if (cardholder === undefined || recordId === undefined) {
      throw new Error(`${plan.promoCode} has no ${plan.kind} bonus record to redeem`);
    }
    const { orderId } = await insertDemoOrder(db, context, {
      cardholderId: cardholder.id,
      kind: 'bonus',
      referencePrefix: BONUS_REFERENCE_PREFIX[plan.kind],
      bonusTransactionId: recordId,
      orderedAt: context.clock.now,
      // spec §5: 'One reward only, quantity 1, on bonus redemptions'; P500 (spec §1).
      items: [{ merchant: plan.merchant, pesos: 500, statusId: ORDER_STATUS.active }],
    });
    await db
      .insertInto('bonus_claims')
      .values({
        cardholder_id: cardholder.id,
        bonus_transaction_id: recordId,
        order_id: orderId,
        created_at: context.clock.now,
      })
      .execute();
  }
}
