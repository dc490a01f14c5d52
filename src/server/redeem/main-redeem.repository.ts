import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The rows a main redeem reads and writes inside its one transaction: the cardholder (locked first, so
// concurrent redeems queue), the one tier claim, and the credit ledger whose sum is the balance.

export async function lockRedeemingCardholder(trx: Transaction<Database>, cardholderId: number) {
  return trx
    .selectFrom('cardholders')
    .where('id', '=', cardholderId)
    .select(['id', 'registered_at', 'card_type_id', 'mobile_no', 'email_address', 'locale'])
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function creditBalance(trx: Transaction<Database>, cardholderId: number): Promise<number> {
  const { balance } = await trx
    .selectFrom('credit_ledger')
    .where('cardholder_id', '=', cardholderId)
    .select(sql<number>`coalesce(sum(delta_centavos), 0)`.as('balance'))
    .executeTakeFirstOrThrow();
  return Number(balance);
}

interface LedgerEntry {
  readonly cardholderId: number;
  readonly deltaCentavos: number;
  readonly reason: 'tier_claim' | 'redemption';
  readonly orderId?: number;
  readonly now: Date;
}

export async function insertLedgerEntry(trx: Transaction<Database>, entry: LedgerEntry): Promise<void> {
  await trx
    .insertInto('credit_ledger')
    .values({
      cardholder_id: entry.cardholderId,
      delta_centavos: entry.deltaCentavos,
      reason: entry.reason,
      ...(entry.orderId === undefined ? {} : { order_id: entry.orderId }),
      created_at: entry.now,
    })
    .execute();
}

export async function findTierClaim(trx: Transaction<Database>, cardholderId: number) {
  return trx
    .selectFrom('main_claims')
    .where('cardholder_id', '=', cardholderId)
    .select(['credits_expire_at'])
    .executeTakeFirst();
}

interface NewTierClaim {
  readonly cardholderId: number;
  readonly thresholdCentavos: number;
  readonly rewardCentavos: number;
  readonly creditsExpireAt: Date;
  readonly now: Date;
}

export async function insertTierClaim(trx: Transaction<Database>, claim: NewTierClaim): Promise<void> {
  await trx
    .insertInto('main_claims')
    .values({
      cardholder_id: claim.cardholderId,
      threshold_centavos: claim.thresholdCentavos,
      reward_centavos: claim.rewardCentavos,
      credits_expire_at: claim.creditsExpireAt,
      created_at: claim.now,
    })
    .execute();
}
