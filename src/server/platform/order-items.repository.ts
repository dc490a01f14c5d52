import { type Expression, type InferResult, type Kysely, sql } from 'kysely';
import type { z } from 'zod/mini';
import type { OrderSchema } from '../../contract/entities';
import { centavos, centavosToPesos } from '../../domain/money';
import { egcCanResend } from '../../domain/promo-state';
import type { Database } from '../db/schema';
import { dateOf, isoText } from './json-text.repository';

// One row per eGC; rows of one order share `orderID` and form a redemption group (spec §3). The cardholder's own
// orders (spec §7 orders call) and the admin's paged orders (decision 0143) read and shape them alike, so the
// columns and the mapping live here; each caller adds its own filter and order. The wallet (decision 0080) names
// an eGC's order fields the same way.

type Order = z.infer<typeof OrderSchema>;

/**
 * The eGC rows with their order's columns; add `where` and `orderBy`. The tables keep their own names (no `as o`):
 * an alias would put the schema's unexported table types into this export's declared type.
 */
export const selectOrderItems = (db: Kysely<Database>) =>
  db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'orders.id as order_id',
      'orders.client_reference_no',
      'orders.created_at',
      'orders.expires_at',
      'orders.resendable_after',
      'order_items.value_centavos',
      'order_items.merchant_name',
      'order_items.status_id',
    ]);

type OrderItemRow = InferResult<ReturnType<typeof selectOrderItems>>[number];

/** One eGC row as `orderItemsJson` sends it: selectOrderItems' columns, in its order. */
type OrderItemTuple = [
  orderId: number,
  clientReferenceNo: string,
  createdAt: string,
  expiresAt: string,
  resendableAfter: string | null,
  valueCentavos: number,
  merchantName: string,
  statusId: number,
];

/**
 * A cardholder's eGC rows, newest order first and each order's in its own order, as one JSON text: a scalar
 * subquery a statement can select beside its session read (decision 0193). `orderItemRowsOf` reads it back.
 */
export const orderItemsJson = (cardholderId: Expression<number>) => sql<string>`(
  select coalesce(json_agg(json_build_array(
    orders.id, orders.client_reference_no, ${isoText('orders.created_at')}, ${isoText('orders.expires_at')},
    ${isoText('orders.resendable_after')}, order_items.value_centavos, order_items.merchant_name, order_items.status_id
  ) order by orders.created_at desc, orders.id desc, order_items.id), '[]')::text
  from order_items join orders on orders.id = order_items.order_id
  where orders.cardholder_id = ${cardholderId})`;

/** The rows `selectOrderItems` would have answered, from `orderItemsJson`'s text. */
export function orderItemRowsOf(text: string): OrderItemRow[] {
  return (JSON.parse(text) as OrderItemTuple[]).map(
    ([orderId, clientReferenceNo, createdAt, expiresAt, resendableAfter, valueCentavos, merchantName, statusId]) => ({
      order_id: orderId,
      client_reference_no: clientReferenceNo,
      created_at: new Date(createdAt),
      expires_at: new Date(expiresAt),
      resendable_after: dateOf(resendableAfter),
      value_centavos: valueCentavos,
      merchant_name: merchantName,
      status_id: statusId,
    }),
  );
}

/** What an eGC row says of its order, its value and its status, named as both the orders read and the wallet send it. */
export function orderItemFields(row: Omit<OrderItemRow, 'resendable_after'>) {
  return {
    orderID: row.order_id,
    clientReferenceNo: row.client_reference_no,
    dateOrdered: row.created_at.toISOString(),
    expiryDate: row.expires_at.toISOString(),
    value: centavosToPesos(centavos(row.value_centavos)),
    merchant: row.merchant_name,
    giftawayStatusID: row.status_id,
  };
}

/** When the read is made, on the campaign's calendar: an eGC's expiry is judged by day (spec §4 Expiry). */
export interface ReadTime {
  readonly now: Date;
  readonly timeZone: string;
}

export function rowToOrder(row: OrderItemRow, at: ReadTime): Order {
  const fields = orderItemFields(row);
  const coolingDown = row.resendable_after !== null && row.resendable_after > at.now;
  return {
    ...fields,
    status: { id: row.status_id },
    // Decision 0161: a used or expired eGC has nothing worth sending; a resent order waits out its cooldown. The
    // server's resend refuses by the same rule.
    canResend: egcCanResend(fields, coolingDown, at.now, at.timeZone),
  };
}
