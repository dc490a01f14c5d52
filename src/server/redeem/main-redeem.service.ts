import { addDays } from 'date-fns';
import { sql, type Transaction } from 'kysely';
import { toSpendGoals } from '../../domain/campaign-config';
import { isExpiredByDay } from '../../domain/dates';
import { claimableGoal } from '../../domain/goals';
import { centavos, pesosToCentavos } from '../../domain/money';
import { type RedeemReward, selectionFromRedeemRewards, validateMainRedemption } from '../../domain/picker';
import { refusalStatusId } from '../../domain/redeem-refusals';
import { qualifiedTransactions, totalSpend } from '../../domain/transactions';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { loadTransactions } from '../cardholder-data/cardholder-data.repository';
import { loadCatalogueEntries } from '../catalogue/catalogue.repository';
import type { Database } from '../db/schema';
import { enqueueMessage } from '../notify/outbox.repository';
import { egcMessages } from '../orders/egc-messages';
import { insertOrder } from '../orders/orders.repository';

// spec §4/§5 main redemption, enforced with the same domain rules the screens show. One transaction: the
// cardholder row is locked first, so concurrent claims queue; the tier claim is unique per cardholder in the
// database; credits are a ledger whose balance is read under that lock, so no two redeems can overspend it.

export type RedeemAnswer = { readonly statusId: 0; readonly orderID: number } | { readonly statusId: number };

export class RedeemRefused extends Error {
  constructor(readonly statusId: number) {
    super(`redeem refused with status ${statusId}`);
  }
}

/** Days an eGC stays valid after its order (the spec gives none; decision 11). */
export const EGC_VALID_DAYS = 180;

export async function redeemMain(
  trx: Transaction<Database>,
  input: { cardholderId: number; campaignId: number; rewards: readonly RedeemReward[]; now: Date },
): Promise<{ statusId: 0; orderID: number }> {
  const cardholder = await trx
    .selectFrom('cardholders')
    .where('id', '=', input.cardholderId)
    .select(['id', 'registered_at', 'card_type_id', 'mobile_no', 'email_address'])
    .forUpdate()
    .executeTakeFirstOrThrow();
  const config = await loadCampaignConfig(trx, input.campaignId);
  const claim = await ensureTierClaim(trx, { ...input, registeredAt: cardholder.registered_at, config });

  const { balance } = await trx
    .selectFrom('credit_ledger')
    .where('cardholder_id', '=', input.cardholderId)
    .select(sql<number>`coalesce(sum(delta_centavos), 0)`.as('balance'))
    .executeTakeFirstOrThrow();
  const merchants = (await loadCatalogueEntries(trx, input.campaignId)).filter((entry) => entry.lists.includes('main'));
  const parsed = selectionFromRedeemRewards(input.rewards, merchants);
  if (!parsed.ok) throw new RedeemRefused(refusalStatusId(parsed.reason));
  const verdict = validateMainRedemption({
    balance: centavos(Number(balance)),
    creditsExpired: isExpiredByDay(claim.credits_expire_at, input.now, config.timeZone),
    selection: parsed.selection,
    merchants,
    cardTypeID: cardholder.card_type_id,
    platinumCardTypeIDs: config.uiSchema.platinumCardTypeIDs,
  });
  if (!verdict.ok) throw new RedeemRefused(refusalStatusId(verdict.reason));

  const items = [...parsed.selection].flatMap(([entryId, quantity]) => {
    const entry = merchants.find((merchant) => merchant.id === entryId);
    if (!entry) return [];
    const item = {
      denominationId: entry.denominationID,
      merchantName: entry.name,
      valueCentavos: pesosToCentavos(entry.value),
    };
    return Array.from({ length: quantity }, () => item);
  });
  const expiresAt = addDays(input.now, EGC_VALID_DAYS);
  const order = await insertOrder(trx, {
    cardholderId: input.cardholderId,
    kind: 'main',
    referencePrefix: 'MAIN',
    bonusTransactionId: null,
    now: input.now,
    expiresAt,
    items,
  });
  const spent = items.reduce((sum, item) => sum + item.valueCentavos, 0);
  await trx
    .insertInto('credit_ledger')
    .values({
      cardholder_id: input.cardholderId,
      delta_centavos: -spent,
      reason: 'redemption',
      order_id: order.orderId,
      created_at: input.now,
    })
    .execute();
  const recipient = { mobileNo: cardholder.mobile_no, emailAddress: cardholder.email_address };
  for (const message of egcMessages(order, recipient, { expiresAt, timeZone: config.timeZone })) {
    await enqueueMessage(trx, message, input.now);
  }
  return { statusId: 0, orderID: order.orderId };
}

/** The first redeem locks the highest reached tier and credits its value (spec §1: one tier per cardholder). */
async function ensureTierClaim(
  trx: Transaction<Database>,
  input: {
    cardholderId: number;
    registeredAt: Date | null;
    config: Awaited<ReturnType<typeof loadCampaignConfig>>;
    now: Date;
  },
) {
  const existing = await trx
    .selectFrom('main_claims')
    .where('cardholder_id', '=', input.cardholderId)
    .select(['credits_expire_at'])
    .executeTakeFirst();
  if (existing) return existing;
  const transactions = await loadTransactions(trx, input.cardholderId, input.now);
  const spend = totalSpend(qualifiedTransactions(transactions, input.registeredAt, input.config.timeZone));
  const goal = claimableGoal(toSpendGoals(input.config.spendGoals), spend);
  if (goal === null) throw new RedeemRefused(refusalStatusId('BELOW_LOWEST_GOAL'));
  const creditsExpireAt = addDays(input.now, input.config.rewardConfig.expiryDays);
  await trx
    .insertInto('main_claims')
    .values({
      cardholder_id: input.cardholderId,
      threshold_centavos: goal.threshold,
      reward_centavos: goal.reward,
      credits_expire_at: creditsExpireAt,
      created_at: input.now,
    })
    .execute();
  await trx
    .insertInto('credit_ledger')
    .values({
      cardholder_id: input.cardholderId,
      delta_centavos: goal.reward,
      reason: 'tier_claim',
      created_at: input.now,
    })
    .execute();
  return { credits_expire_at: creditsExpireAt };
}
