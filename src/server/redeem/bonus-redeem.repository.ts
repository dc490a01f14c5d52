import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The rows a bonus redeem reads and writes inside its one transaction.

export interface LockedBonusRecord {
  readonly id: number;
  readonly referenceNo: string;
  readonly expiryAt: Date | null;
}

/**
 * The cardholder's own transaction `token`, locked `for update`: concurrent redeems of one record queue here,
 * and each later one then sees the first one's claim. Another cardholder's id reads as no record.
 */
export async function lockOwnRecord(
  trx: Transaction<Database>,
  cardholderId: number,
  token: number,
): Promise<LockedBonusRecord | null> {
  const row = await trx
    .selectFrom('transactions')
    .where('id', '=', token)
    .where('cardholder_id', '=', cardholderId)
    .select(['id', 'reference_no', 'expiry_at'])
    .forUpdate()
    .executeTakeFirst();
  return row === undefined ? null : { id: row.id, referenceNo: row.reference_no, expiryAt: row.expiry_at };
}

export async function loadRedeemingCardholder(trx: Transaction<Database>, cardholderId: number) {
  return trx
    .selectFrom('cardholders')
    .where('id', '=', cardholderId)
    .select(['registered_at', 'card_type_id', 'mobile_no', 'email_address', 'locale'])
    .executeTakeFirstOrThrow();
}

export async function insertBonusClaim(
  trx: Transaction<Database>,
  claim: { cardholderId: number; recordId: number; orderId: number; now: Date },
): Promise<void> {
  await trx
    .insertInto('bonus_claims')
    .values({
      cardholder_id: claim.cardholderId,
      bonus_transaction_id: claim.recordId,
      order_id: claim.orderId,
      created_at: claim.now,
    })
    .execute();
}
