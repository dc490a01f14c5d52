import { randomInt, randomUUID } from 'node:crypto';
import { type InferResult, type Kysely, sql, type Transaction } from 'kysely';
import type { z } from 'zod/mini';
import type { OrderSchema } from '../../contract/entities';
import type { EgcSchema } from '../../contract/wallet';
import { ORDER_STATUS } from '../../domain/entities';
import { centavos, centavosToPesos } from '../../domain/money';
import { egcCanResend, isCoolingDown } from '../../domain/promo-state';
import type { Database } from '../db/schema';
import { egcCodeColumns, openEgcCode } from '../platform/egc-codes/egc-code-columns';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';

// The one module that reads and writes the `orders` table and its eGCs (`order_items`), for every area (decision
// 0216): the redeems' writes, the cardholder's reads (orders, wallet, nudges), and the back office's (find,
// timeline, download, overview, reports). Two reads still join `orders` in their own statement, to stay one round
// trip: the transactions reads' bonus order (cardholder-data.repository.ts, admin-paged.repository.ts) and the
// admin's paged orders' sort (admin-paged.repository.ts, which shapes its rows with `selectOrderItems` and
// `rowToOrder` from here).

type Db = Kysely<Database> | Transaction<Database>;

// ---- Placing an order, and its resends (redeem/) ----

// eGC codes as orders hand them out: 'EGC-XXXX-XXXX', without look-alike characters (0/O, 1/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const block = (length: number): string =>
  Array.from({ length }, () => ALPHABET.charAt(randomInt(ALPHABET.length))).join('');

/** 32^8 ≈ 10^12 codes: a clash is negligible, and the unique column would refuse it. */
export function newEgcCode(): string {
  return `EGC-${block(4)}-${block(4)}`;
}

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

// ---- The orders read and the wallet (cardholder-data/, admin/) ----

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

/** What an eGC row says of its order, its value and its status, named as both the orders read and the wallet send it. */
function orderItemFields(row: Omit<OrderItemRow, 'resendable_after'>) {
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
  return {
    ...fields,
    status: { id: row.status_id },
    // Decision 0161: a used or expired eGC has nothing worth sending; a resent order waits out its cooldown. The
    // server's resend refuses by the same rule.
    canResend: egcCanResend(fields, isCoolingDown(row.resendable_after, at.now), at.now, at.timeZone),
  };
}

// The wallet's read (decision 0080): the signed-in cardholder's eGCs with their codes, each with its merchant's
// logo and barcode format from the catalogue. Only this read selects a full code for an answer; the admin's
// reads never do (decision 0081). Codes are kept sealed (decision 0170): opened here, for their owner.

type Egc = z.infer<typeof EgcSchema>;

/** One per eGC, the newest order first and in its own order within it, as the orders read lists them. */
export async function loadOwnEgcs(db: Kysely<Database>, keys: EgcCodeKeys, cardholderId: number): Promise<Egc[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('denominations as d', 'd.id', 'i.denomination_id')
    .innerJoin('merchants as m', 'm.id', 'd.merchant_id')
    .where('o.cardholder_id', '=', cardholderId)
    .select(['i.id', 'i.order_id', 'o.client_reference_no', 'o.created_at', 'o.expires_at', 'i.value_centavos'])
    .select(['i.merchant_name', 'm.image', 'i.egc_code_sealed', 'm.barcode_format', 'i.status_id', 'i.used_at'])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .orderBy('i.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ...orderItemFields(row),
    image: row.image,
    code: openEgcCode(keys, row.egc_code_sealed),
    barcodeFormat: row.barcode_format,
    usedAt: row.used_at === null ? null : row.used_at.toISOString(),
  }));
}

// ---- A bonus record's order (redeem/), the nudges' eGCs (nudges/) ----

/** Once per record: an order or a bonus claim already points at it. */
export async function isRecordClaimed(trx: Transaction<Database>, recordId: number): Promise<boolean> {
  const row = await trx
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(eb.selectFrom('orders').select('id').where('bonus_transaction_id', '=', recordId)),
          eb.exists(eb.selectFrom('bonus_claims').select('id').where('bonus_transaction_id', '=', recordId)),
        ])
        .as('claimed'),
    )
    .executeTakeFirstOrThrow();
  return Boolean(row.claimed);
}

/** The cardholder's unused eGCs with their order's expiry: the app badge counts those still valid. */
export async function unusedEgcExpiries(db: Db, cardholderId: number): Promise<Date[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('orders.expires_at')
    .where('orders.cardholder_id', '=', cardholderId)
    .where('order_items.status_id', '=', ORDER_STATUS.active)
    .execute();
  return rows.map((row) => row.expires_at);
}

export interface ExpiringOrder {
  readonly cardholderId: number;
  readonly orderId: number;
  readonly expiresAt: Date;
  /** The unused eGCs' value. */
  readonly unusedCentavos: number;
}

/** Orders with an unused eGC that expire between the two instants (the job's window, wider than 7 days). */
export async function ordersExpiringBetween(db: Db, from: Date, to: Date): Promise<ExpiringOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select(['orders.cardholder_id', 'orders.id', 'orders.expires_at'])
    .select(sql<string>`sum(order_items.value_centavos)`.as('unused'))
    .where('order_items.status_id', '=', ORDER_STATUS.active)
    .where('orders.expires_at', '>=', from)
    .where('orders.expires_at', '<=', to)
    .groupBy(['orders.cardholder_id', 'orders.id', 'orders.expires_at'])
    .orderBy('orders.id')
    .execute();
  return rows.map((row) => ({
    cardholderId: row.cardholder_id,
    orderId: row.id,
    expiresAt: row.expires_at,
    unusedCentavos: Number(row.unused),
  }));
}

// ---- The back office: find, timeline, download, overview, reports (admin/, reports/) ----

/** Decision 0142: the cardholders with an order of this reference (any case) or, when it names one, this order id. */
export const holdersOfOrderReference = (db: Db, reference: string, orderId: number | null) =>
  // No table aliases here: an alias would put the schema's unexported table types into this export's type.
  db
    .selectFrom('orders')
    .select('orders.cardholder_id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('upper', ['orders.client_reference_no']), '=', reference),
        ...(orderId === null ? [] : [eb('orders.id', '=', orderId)]),
      ]),
    );

/** Decision 0172: the cardholders holding an eGC whose code ends so (the last four, kept upper case). */
export const holdersOfEgcEnding = (db: Db, ending: string) =>
  db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('orders.cardholder_id')
    .where('order_items.egc_code_last4', '=', ending);

/** Decision 0126: the cardholder's latest orders, newest first (each a redemption; a resend leaves its cooldown). */
export const latestOrders = (db: Db, cardholderId: number, limit: number) =>
  db
    .selectFrom('orders')
    .select(['id', 'kind', 'created_at', 'resendable_after'])
    .where('cardholder_id', '=', cardholderId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();

/** Decision 0126: the provider's latest status reports on the cardholder's eGCs, newest first. */
export const latestEgcStatusEvents = (db: Db, cardholderId: number, limit: number) =>
  db
    .selectFrom('egc_status_events as e')
    .innerJoin('order_items as i', 'i.id', 'e.order_item_id')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['e.received_at', 'e.status', 'e.source', 'e.applied', 'i.merchant_name', 'o.id as order_id'])
    .where('o.cardholder_id', '=', cardholderId)
    .orderBy('e.received_at', 'desc')
    .limit(limit)
    .execute();

/** Where a download page ends: the last row's order date, order id and eGC id. */
export type OrderCsvKey = readonly [Date, number, number];

/** Decision 0035: one page of the cardholder's eGCs for a download, newest order first, after `after`. */
export function orderCsvRows(db: Db, cardholderId: number, after: OrderCsvKey | undefined, limit: number) {
  let query = db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.id as item_id', 'o.id as order_id', 'o.client_reference_no', 'o.created_at', 'o.expires_at'])
    .select(['i.merchant_name', 'i.value_centavos', 'i.status_id', 'i.egc_code_last4', 'i.used_at'])
    .where('o.cardholder_id', '=', cardholderId);
  if (after) query = query.where((eb) => eb(eb.refTuple('o.created_at', 'o.id', 'i.id'), '<', eb.tuple(...after)));
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').orderBy('i.id', 'desc').limit(limit).execute();
}

const dayIn = (column: string, timeZone: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/**
 * The eGCs by their state, as `egcState` (domain/egcs.ts) judges each one: used whatever its date, otherwise expired
 * once its expiry day is before today. The database counts for speed; orders.repository.test.ts pins these counts to
 * `egcState` over the demo data and generated eGCs.
 */
const USED_STATUS = ORDER_STATUS.redeemed;

export async function egcCounts(db: Db, query: { campaignId: number; timeZone: string; today: string }) {
  const expired = sql<boolean>`(i.status_id <> ${USED_STATUS} and ${dayIn('o.expires_at', query.timeZone)} < ${query.today})`;
  const active = sql<boolean>`(i.status_id <> ${USED_STATUS} and ${dayIn('o.expires_at', query.timeZone)} >= ${query.today})`;
  const row = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
    .select([
      sql<number>`count(*)::int`.as('issued'),
      sql<number>`(count(*) filter (where i.status_id = ${USED_STATUS}))::int`.as('used'),
      sql<number>`(count(*) filter (where ${expired}))::int`.as('expired'),
      sql<number>`(count(*) filter (where ${active}))::int`.as('active'),
      sql<number>`coalesce(sum(i.value_centavos) filter (where ${active}), 0)::bigint`.as('outstanding'),
    ])
    .where('c.campaign_id', '=', query.campaignId)
    .executeTakeFirstOrThrow();
  return {
    issued: Number(row.issued),
    used: Number(row.used),
    expired: Number(row.expired),
    active: Number(row.active),
    outstandingCentavos: Number(row.outstanding),
  };
}

/** 4292: orders (main and bonus), their eGCs and value per day placed. */
export async function redemptionsPerDay(
  db: Db,
  campaignId: number,
  timeZone: string,
  { from, until }: { readonly from: Date; readonly until: Date },
) {
  return db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
    .select([
      sql<string>`to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      sql<number>`count(distinct o.id)`.as('orders'),
      sql<number>`count(distinct o.id) filter (where o.kind = 'main')`.as('main'),
      sql<number>`count(distinct o.id) filter (where o.kind = 'bonus')`.as('bonus'),
      sql<number>`count(i.id)`.as('egcs'),
      sql<number>`sum(i.value_centavos)`.as('value'),
    ])
    .where('c.campaign_id', '=', campaignId)
    .where('o.created_at', '>=', from)
    .where('o.created_at', '<', until)
    .groupBy(sql`1`)
    .execute();
}
