import { type Expression, type Kysely, sql } from 'kysely';
import type { z } from 'zod/mini';
import type { OrderSort, SortDirection, TransactionSort } from '../../contract/admin-paged';
import type { OrderSchema, TransactionSchema } from '../../contract/entities';
import { centavos, centavosToPesos } from '../../domain/money';
import { storedOrderResend } from '../../domain/promo-state';
import { BONUS_MARK } from '../../domain/transactions';
import type { Database } from '../db/schema';
import { type ReadTime, rowToOrder, selectOrderItems } from '../orders/orders.repository';

// Decision 0143: a looked-up cardholder's transactions and orders one page at a time. The database sorts (a
// whitelisted column, nulls last either way, then the id in the same direction so a page never shifts) and cuts
// the page with LIMIT/OFFSET; a second query counts. Transactions are qualified spend only (no BONUS… records). Rows are shaped as the spec §7 calls shape them.

type Transaction = z.infer<typeof TransactionSchema>;
type Order = z.infer<typeof OrderSchema>;

export interface PageRequest<S extends string> {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: S;
  readonly dir: SortDirection;
}

export interface Page<R> {
  readonly rows: R[];
  readonly total: number;
}

const pesos = (value: number) => centavosToPesos(centavos(value));
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

const TRANSACTION_COLUMNS = {
  date: 't.transaction_at',
  reference: 't.reference_no',
  location: 't.location',
  type: 't.type',
  posted: 't.posted_at',
  amount: 't.value_centavos',
} as const satisfies Record<TransactionSort, string>;

export async function pageTransactions(
  db: Kysely<Database>,
  cardholderId: number,
  at: ReadTime,
  request: PageRequest<TransactionSort>,
): Promise<Page<Transaction>> {
  const { dir } = request;
  // The admin table lists qualified spend, as the spec call's screen did: bonus records (BONUS…, spec §5) are left
  // out here so that the count and the pages agree.
  const mine = db
    .selectFrom('transactions as t')
    .where('t.cardholder_id', '=', cardholderId)
    .where('t.reference_no', 'not like', `${BONUS_MARK}%`);
  const [counted, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    mine
      .leftJoin('orders as o', 'o.bonus_transaction_id', 't.id')
      .innerJoin('cardholders as c', 'c.id', 't.cardholder_id')
      .select([
        't.id',
        't.reference_no',
        't.transaction_at',
        't.posted_at',
        't.expiry_at',
        't.value_centavos',
        't.type',
        't.mcc_id',
        't.location',
        'o.id as order_id',
        'o.resendable_after',
        'o.expires_at as order_expires_at',
        (eb) =>
          eb
            .selectFrom('order_items as i')
            .whereRef('i.order_id', '=', 'o.id')
            .select(sql<number[]>`array_agg(i.status_id)`.as('ids'))
            .as('egc_status_ids'),
        'c.mobile_no',
        'c.email_address',
      ])
      .orderBy(TRANSACTION_COLUMNS[request.sort], (ob) => ob[dir]().nullsLast())
      .orderBy('t.id', dir)
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize)
      .execute(),
  ]);
  return {
    total: Number(counted.total),
    rows: rows.map((row) => ({
      id: row.id,
      referenceNo: row.reference_no,
      transactionDateTime: row.transaction_at.toISOString(),
      postedDateTime: iso(row.posted_at),
      expiryDateTime: iso(row.expiry_at),
      value: pesos(row.value_centavos),
      type: row.type,
      mccID: row.mcc_id,
      location: row.location,
      order:
        row.order_id === null
          ? null
          : {
              id: row.order_id,
              canResend: storedOrderResend(
                {
                  resendableAfter: row.resendable_after,
                  egcs: (row.egc_status_ids ?? []).map((id) => ({
                    giftawayStatusID: id,
                    expiryDate: row.order_expires_at,
                  })),
                },
                at.now,
                at.timeZone,
              ).ok,
              recipient: { mobileNo: row.mobile_no, emailAddress: row.email_address },
            },
    })),
  };
}

/** How each order sorts: its own columns, or a figure over its eGCs (one redemption group, spec §3). */
function orderSortKey(sort: OrderSort): Expression<unknown> {
  switch (sort) {
    case 'date':
      return sql`o.created_at`;
    case 'reference':
      return sql`o.id`;
    case 'validUntil':
      return sql`o.expires_at`;
    case 'merchant':
      // The group shows its first eGC's merchant (domain/orders.ts).
      return sql`(select i.merchant_name from order_items i where i.order_id = o.id order by i.id limit 1)`;
    case 'quantity':
      return sql`(select count(*) from order_items i where i.order_id = o.id)`;
    case 'value':
      return sql`(select sum(i.value_centavos) from order_items i where i.order_id = o.id)`;
  }
}

export async function pageOrders(
  db: Kysely<Database>,
  cardholderId: number,
  at: ReadTime,
  request: PageRequest<OrderSort>,
): Promise<Page<Order>> {
  const { dir } = request;
  // Orders without an eGC are not shown by the spec call either (it reads eGC rows); count only those with one.
  const mine = db
    .selectFrom('orders as o')
    .where('o.cardholder_id', '=', cardholderId)
    .where((eb) => eb.exists(eb.selectFrom('order_items as i').select('i.id').whereRef('i.order_id', '=', 'o.id')));
  const [counted, pageIds] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    mine
      .select('o.id')
      .orderBy(orderSortKey(request.sort), (ob) => ob[dir]().nullsLast())
      .orderBy('o.id', dir)
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize)
      .execute(),
  ]);
  const ids = pageIds.map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await selectOrderItems(db).where('orders.id', 'in', ids).orderBy('order_items.id').execute();
  const position = new Map(ids.map((id, index) => [id, index]));
  const ordered = [...items].sort((a, b) => (position.get(a.order_id) ?? 0) - (position.get(b.order_id) ?? 0));
  return {
    total: Number(counted.total),
    rows: ordered.map((row) => rowToOrder(row, at)),
  };
}

/** The cardholder's qualified spend in pesos, as the overview and the cardholder's home count it. */
export async function qualifiedSpendOf(db: Kysely<Database>, cardholderId: number): Promise<number> {
  const row = await db
    .selectFrom('cardholder_spend')
    .select('qualified_centavos')
    .where('cardholder_id', '=', cardholderId)
    .executeTakeFirst();
  return centavosToPesos(centavos(Number(row?.qualified_centavos ?? 0)));
}
