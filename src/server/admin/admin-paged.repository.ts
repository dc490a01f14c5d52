import { type Kysely, sql } from 'kysely';
import type {
  AdminEgcRow,
  AdminTransactionRow,
  OrderSort,
  SortDirection,
  TransactionSort,
} from '../../contract/admin-paged';
import { displayCategoryName } from '../../domain/categories';
import { centavos, centavosToPesos } from '../../domain/money';
import { storedOrderResend } from '../../domain/promo-state';
import { BONUS_MARK } from '../../domain/transactions';
import type { Database } from '../db/schema';
import type { ReadTime } from '../orders/orders.repository';

// Decision 0143: a looked-up cardholder's transactions and eGCs one page at a time (decision 0235: a row per eGC,
// not per order). The database sorts (a whitelisted column, nulls last either way, then the ids in the same
// direction so a page never shifts) and cuts the page with LIMIT/OFFSET; a second query counts. Transactions are
// qualified spend only (no BONUS… records), shaped as the spec §7 call shapes them plus the category's name.

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
  context: { readonly cardholderId: number; readonly campaignId: number; readonly at: ReadTime },
  request: PageRequest<TransactionSort>,
): Promise<Page<AdminTransactionRow>> {
  const { cardholderId, campaignId, at } = context;
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
      // Decision 0235: the MCC's category by name, as the download names it.
      .leftJoin('merchant_categories as mc', (join) =>
        join.onRef('mc.mcc_id', '=', 't.mcc_id').on('mc.campaign_id', '=', campaignId),
      )
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
        'mc.name as category',
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
      categoryName: row.category === null ? null : displayCategoryName(row.category),
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

/** How the eGCs sort: their own columns, or their order's (decision 0235: a row per eGC). */
const EGC_COLUMNS = {
  date: 'o.created_at',
  reference: 'o.id',
  merchant: 'i.merchant_name',
  value: 'i.value_centavos',
  validUntil: 'o.expires_at',
  usedAt: 'i.used_at',
} as const satisfies Record<OrderSort, string>;

/** Decision 0235: the cardholder's eGCs a page at a time, each its own row; ties by order, then eGC, one direction. */
export async function pageEgcs(
  db: Kysely<Database>,
  cardholderId: number,
  request: PageRequest<OrderSort>,
): Promise<Page<AdminEgcRow>> {
  const { dir } = request;
  const mine = db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .where('o.cardholder_id', '=', cardholderId);
  const [counted, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    mine
      .select(['i.id', 'o.id as order_id', 'o.client_reference_no', 'o.created_at', 'o.expires_at'])
      .select(['i.value_centavos', 'i.merchant_name', 'i.status_id', 'i.used_at', 'i.egc_code_last4'])
      .orderBy(EGC_COLUMNS[request.sort], (ob) => ob[dir]().nullsLast())
      .orderBy('o.id', dir)
      .orderBy('i.id', dir)
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize)
      .execute(),
  ]);
  return {
    total: Number(counted.total),
    rows: rows.map((row) => ({
      egcID: row.id,
      orderID: row.order_id,
      clientReferenceNo: row.client_reference_no,
      dateOrdered: row.created_at.toISOString(),
      expiryDate: row.expires_at.toISOString(),
      value: pesos(row.value_centavos),
      merchant: row.merchant_name,
      giftawayStatusID: row.status_id,
      usedAt: iso(row.used_at),
      codeEnding: row.egc_code_last4,
    })),
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
