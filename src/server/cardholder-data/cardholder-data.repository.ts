import { type Kysely, sql } from 'kysely';
import type { z } from 'zod/mini';
import type { CreditSchema, MerchantCategorySchema, OrderSchema, TransactionSchema } from '../../contract/entities';
import { startOfRegistrationDay } from '../../domain/campaign-calendar';
import type { CampaignConfig } from '../../domain/campaign-config';
import { creditOf } from '../../domain/credits';
import { centavos, centavosToPesos } from '../../domain/money';
import { storedOrderResend } from '../../domain/promo-state';
import { BONUS_MARK } from '../../domain/transactions';
import { campaignConfigFromText, campaignConfigText, loadCampaignConfig } from '../campaign/campaign.repository';
import type { Database } from '../db/schema';
import { rowToOrder, selectOrderItems } from '../orders/orders.repository';

type Transaction = z.infer<typeof TransactionSchema>;
type Order = z.infer<typeof OrderSchema>;
type MerchantCategory = z.infer<typeof MerchantCategorySchema>;
type Credit = z.infer<typeof CreditSchema>;

// The four dashboard reads (spec §7 credits, transactions, orders, merchant categories), each one round trip
// shaped as the screen needs it (PGlite is about half PostgreSQL's speed: docs/architecture.md §3).

export interface CardholderRef {
  readonly id: number;
  readonly campaignId: number;
  readonly registeredAt: Date | null;
  readonly cardTypeId: number;
}

/**
 * The cardholder's row and the campaign's configuration in one round trip (decision 0134: they were two, before the
 * categories' own statement).
 */
export async function loadCardholderRef(
  db: Kysely<Database>,
  cardholderId: number,
  campaignId: number,
): Promise<{ cardholder: CardholderRef; config: CampaignConfig }> {
  const row = await db
    .selectFrom('cardholders')
    .where('id', '=', cardholderId)
    .select(['id', 'campaign_id', 'registered_at', 'card_type_id', campaignConfigText(db, campaignId).as('config')])
    .executeTakeFirstOrThrow();
  return {
    cardholder: {
      id: row.id,
      campaignId: row.campaign_id,
      registeredAt: row.registered_at,
      cardTypeId: row.card_type_id,
    },
    config: campaignConfigFromText(campaignId, configTextOf(row.config)),
  };
}

function configTextOf(text: string | null): string {
  if (text === null) throw new Error('the campaign has no stored configuration');
  return text;
}

const pesos = (value: number) => centavosToPesos(centavos(value));

/** A timestamptz as `Date.prototype.toISOString` writes it (UTC, milliseconds, 'Z'), formatted by the database. */
const isoText = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** One transaction as the database sends it: a JSON array in the order of the select below. */
type TransactionTuple = [
  id: number,
  referenceNo: string,
  transactionAt: string,
  postedAt: string | null,
  expiryAt: string | null,
  valueCentavos: number,
  type: string | null,
  mccId: number | null,
  location: string | null,
  orderId: number | null,
  resendableAfter: string | null,
  orderExpiresAt: string | null,
  egcStatusIds: number[] | null,
  mobileNo: string | null,
  emailAddress: string | null,
];

/**
 * A cardholder's spends, newest first. Decision 0130: about a hundred rows is the dashboard's largest read, and decoding
 * them field by field (thirteen columns, three timestamps parsed into Dates and written back as text) cost more
 * than the query; the database sends them as one JSON text instead, which JSON.parse reads natively. A bonus
 * record's order says whether it may be resent by the domain's rule (`storedOrderResend`, decision 0161), judged on
 * the campaign's calendar, so the campaign's configuration comes in the same statement (decision 0134).
 */
export async function loadTransactions(
  db: Kysely<Database>,
  cardholderId: number,
  at: { readonly now: Date; readonly campaignId: number },
): Promise<Transaction[]> {
  const { rows } = await sql<{ spends: string; config: string | null }>`
    select (${campaignConfigText(db, at.campaignId)}) as config, coalesce(json_agg(json_build_array(
      t.id, t.reference_no, ${isoText('t.transaction_at')}, ${isoText('t.posted_at')}, ${isoText('t.expiry_at')},
      t.value_centavos, t.type, t.mcc_id, t.location,
      o.id, ${isoText('o.resendable_after')}, ${isoText('o.expires_at')},
      (select json_agg(i.status_id) from order_items i where i.order_id = o.id), c.mobile_no, c.email_address
    ) order by t.transaction_at desc, t.id desc), '[]')::text as spends
    from transactions t
    left join orders o on o.bonus_transaction_id = t.id
    join cardholders c on c.id = t.cardholder_id
    where t.cardholder_id = ${cardholderId}`.execute(db);
  const tuples = JSON.parse(rows[0]?.spends ?? '[]') as TransactionTuple[];
  if (tuples.length === 0) return [];
  const { timeZone } = campaignConfigFromText(at.campaignId, configTextOf(rows[0]?.config ?? null));
  return tuples.map(
    ([id, referenceNo, transactionAt, postedAt, expiryAt, valueCentavos, type, mccId, location, ...order]) => ({
      id,
      referenceNo,
      transactionDateTime: transactionAt,
      postedDateTime: postedAt,
      expiryDateTime: expiryAt,
      value: pesos(valueCentavos),
      type,
      mccID: mccId,
      location,
      order:
        order[0] === null
          ? null
          : {
              id: order[0],
              canResend: storedOrderResend(
                {
                  resendableAfter: order[1],
                  egcs: (order[3] ?? []).map((statusId) => ({ giftawayStatusID: statusId, expiryDate: order[2] })),
                },
                at.now,
                timeZone,
              ).ok,
              recipient: { mobileNo: order[4], emailAddress: order[5] },
            },
    }),
  );
}

/**
 * The cardholder's eGCs, newest order first (spec §7 orders call). Each eGC's `canResend` is judged on the campaign's
 * calendar (decision 0161), so the campaign's configuration is read beside the rows.
 */
export async function loadOrders(
  db: Kysely<Database>,
  cardholderId: number,
  at: { readonly now: Date; readonly campaignId: number },
): Promise<Order[]> {
  const [rows, config] = await Promise.all([
    selectOrderItems(db)
      .where('orders.cardholder_id', '=', cardholderId)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .orderBy('order_items.id')
      .execute(),
    loadCampaignConfig(db, at.campaignId),
  ]);
  return rows.map((row) => rowToOrder(row, { now: at.now, timeZone: config.timeZone }));
}

/** Every campaign category with the cardholder's qualified spend count in it (reached when above 0). */
export async function loadCategoryCounts(
  db: Kysely<Database>,
  cardholder: CardholderRef,
  timeZone: string,
): Promise<MerchantCategory[]> {
  const from = cardholder.registeredAt ? startOfRegistrationDay(cardholder.registeredAt, timeZone) : null;
  const rows = await db
    .selectFrom('merchant_categories as mc')
    .leftJoin('transactions as t', (join) =>
      join
        .onRef('t.mcc_id', '=', 'mc.mcc_id')
        .on('t.cardholder_id', '=', cardholder.id)
        .on('t.reference_no', 'not like', `${BONUS_MARK}%`)
        .on((eb) => (from === null ? eb.val(true) : eb('t.transaction_at', '>=', from))),
    )
    .where('mc.campaign_id', '=', cardholder.campaignId)
    .groupBy(['mc.id', 'mc.mcc_id', 'mc.name', 'mc.image', 'mc.color'])
    .select(['mc.id', 'mc.mcc_id', 'mc.name', 'mc.image', 'mc.color', sql<number>`count(t.id)`.as('count')])
    .orderBy('mc.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    mccID: row.mcc_id,
    name: row.name,
    count: Number(row.count),
    image: row.image,
    color: row.color,
  }));
}

/**
 * The credits card, in one round trip (decision 0130: the cardholder's row, the claim, the ledger and the campaign's
 * configuration were four): the cardholder's registration and card type, the claim's expiry, the ledger's balance
 * and redeemed sum, and the configuration's time zone and redemption end.
 */
export async function loadCredit(
  db: Kysely<Database>,
  cardholderId: number,
  context: { now: Date; campaignId: number },
): Promise<Credit> {
  const row = await db
    .selectFrom('cardholders as c')
    .where('c.id', '=', cardholderId)
    .select((eb) => [
      'c.registered_at',
      'c.card_type_id',
      eb
        .selectFrom('main_claims as m')
        .whereRef('m.cardholder_id', '=', 'c.id')
        .select('m.credits_expire_at')
        .limit(1)
        .as('credits_expire_at'),
      eb
        .selectFrom('credit_ledger as l')
        .whereRef('l.cardholder_id', '=', 'c.id')
        .select(sql<number>`coalesce(sum(l.delta_centavos), 0)`.as('balance'))
        .as('balance'),
      eb
        .selectFrom('credit_ledger as l')
        .whereRef('l.cardholder_id', '=', 'c.id')
        .select(
          sql<number>`coalesce(sum(case when l.delta_centavos < 0 then -l.delta_centavos else 0 end), 0)`.as(
            'redeemed',
          ),
        )
        .as('redeemed'),
      campaignConfigText(db, context.campaignId).as('config'),
    ])
    .executeTakeFirstOrThrow();
  const { timeZone, settings } = campaignConfigFromText(context.campaignId, configTextOf(row.config));
  // The same mapping the promo state's tests build their histories' credits with (domain/credits.ts).
  return creditOf(
    {
      balance: centavos(Number(row.balance)),
      redeemed: centavos(Number(row.redeemed)),
      creditsExpireAt: row.credits_expire_at ?? null,
      registeredAt: row.registered_at,
      cardTypeId: row.card_type_id,
      redemptionEndDateTime: settings.schedules.redemption.endDateTime,
    },
    context.now,
    timeZone,
  );
}
