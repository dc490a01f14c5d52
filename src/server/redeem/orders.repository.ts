import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { egcCodeColumns, openEgcCode } from '../platform/egc-codes/egc-code-columns';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { newEgcCode } from './egc-code';

interface NewOrderItem {
  readonly denominationId: number;
  readonly merchantName: string;
  readonly valueCentavos: number;
}

export interface NewOrder {
  readonly cardholderId: number;
  readonly kind: 'main' | 'bonus';
  /** spec §3: 'MAIN' for a main spend reward, the bonus record's prefix (e.g. 'BONUSM1') for a bonus. */
  readonly referencePrefix: string;
  readonly bonusTransactionId: number | null;
  readonly now: Date;
  readonly expiresAt: Date;
  readonly items: readonly NewOrderItem[];
}

export interface StoredOrder {
  readonly orderId: number;
  readonly clientReferenceNo: string;
  readonly codes: readonly { readonly merchantName: string; readonly valueCentavos: number; readonly code: string }[];
}

/**
 * One order with one eGC per item. The reference is '{prefix}-{order id}': unique without a counter that two
 * concurrent orders could both read.
 */
export async function insertOrder(
  trx: Transaction<Database>,
  order: NewOrder,
  egcCodeKeys: EgcCodeKeys,
): Promise<StoredOrder> {
  const { id } = await trx
    .insertInto('orders')
    .values({
      cardholder_id: order.cardholderId,
      kind: order.kind,
      client_reference_no: `${order.referencePrefix}-pending-${randomUUID()}`,
      bonus_transaction_id: order.bonusTransactionId,
      expires_at: order.expiresAt,
      created_at: order.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const clientReferenceNo = `${order.referencePrefix}-${id}`;
  await trx.updateTable('orders').set({ client_reference_no: clientReferenceNo }).where('id', '=', id).execute();
  const codes = order.items.map((item) => ({ ...item, code: newEgcCode() }));
  await trx
    .insertInto('order_items')
    .values(
      codes.map((item) => ({
        order_id: id,
        denomination_id: item.denominationId,
        merchant_name: item.merchantName,
        value_centavos: item.valueCentavos,
        ...egcCodeColumns(egcCodeKeys, item.code),
        created_at: order.now,
      })),
    )
    .execute();
  return { orderId: id, clientReferenceNo, codes };
}

/** The cardholder's own order with its contact, locked `for update` so concurrent resends queue. */
export async function lockOwnOrder(trx: Transaction<Database>, cardholderId: number, orderId: number) {
  return trx
    .selectFrom('orders as o')
    .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
    .where('o.id', '=', orderId)
    .where('o.cardholder_id', '=', cardholderId)
    .select(['o.id', 'o.expires_at', 'o.resendable_after', 'c.mobile_no', 'c.email_address', 'c.locale'])
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The order's eGCs with their status and codes opened (decision 0170), in order: the resend rule chooses which can
 * go again (decision 0161).
 */
export async function loadOrderCodes(trx: Transaction<Database>, orderId: number, egcCodeKeys: EgcCodeKeys) {
  const rows = await trx
    .selectFrom('order_items')
    .where('order_id', '=', orderId)
    .select(['merchant_name', 'value_centavos', 'egc_code_sealed', 'status_id'])
    .orderBy('id')
    .execute();
  return rows.map(({ egc_code_sealed, ...row }) => ({ ...row, code: openEgcCode(egcCodeKeys, egc_code_sealed) }));
}

export async function setResendableAfter(trx: Transaction<Database>, orderId: number, after: Date): Promise<void> {
  await trx.updateTable('orders').set({ resendable_after: after }).where('id', '=', orderId).execute();
}
