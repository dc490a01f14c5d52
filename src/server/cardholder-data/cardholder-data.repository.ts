import { type Expression, type Kysely, sql } from 'kysely';
import type { z } from 'zod/mini';
import type { CreditSchema, MerchantCategorySchema, OrderSchema, TransactionSchema } from '../../contract/entities';
import { creditOf } from '../../domain/credits';
import { DEFAULT_TIME_ZONE } from '../../domain/dates';
import { centavos, centavosToPesos } from '../../domain/money';
import type { Database } from '../db/schema';
import { campaignConfigFromText } from '../platform/campaign.repository';
import { type CardholderRead, runCardholderRead } from '../platform/cardholder-read.repository';
import { dateOf, isoText } from '../platform/json-text.repository';
import { orderItemRowsOf, orderItemsJson, rowToOrder } from '../platform/order-items.repository';

type Transaction = z.infer<typeof TransactionSchema>;
type Order = z.infer<typeof OrderSchema>;
type MerchantCategory = z.infer<typeof MerchantCategorySchema>;
type Credit = z.infer<typeof CreditSchema>;

// The four dashboard reads (spec §7 credits, transactions, orders, merchant categories), each one value of one
// statement shaped as the screen needs it (PGlite is about half PostgreSQL's speed: docs/architecture.md §3). Each is
// a `CardholderRead`: the data call folds it into the statement that reads its session and counts its limits
// (decision 0193); `load…` runs it alone for a known cardholder (the redeem services, the admin's look-ups).

function configTextOf(text: string | null): string {
  if (text === null) throw new Error('the campaign has no stored configuration');
  return text;
}

const pesos = (value: number) => centavosToPesos(centavos(value));

const configOf = (campaignId: number, text: string | null) => campaignConfigFromText(campaignId, configTextOf(text));

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
  canResend: boolean | null,
  mobileNo: string | null,
  emailAddress: string | null,
];

/**
 * A cardholder's spends, newest first. Decision 0130: about a hundred rows is the dashboard's largest read, and decoding
 * them field by field (thirteen columns, three timestamps parsed into Dates and written back as text) cost more
 * than the query; the database sends them as one JSON text instead, which JSON.parse reads natively.
 */
export function transactionsRead(now: Date): CardholderRead<Transaction[]> {
  return {
    json: (cardholderId: Expression<number>) => sql<string>`(
      select coalesce(json_agg(json_build_array(
        t.id, t.reference_no, ${isoText('t.transaction_at')}, ${isoText('t.posted_at')}, ${isoText('t.expiry_at')},
        t.value_centavos, t.type, t.mcc_id, t.location,
        o.id, o.resendable_after is null or o.resendable_after <= ${now}::timestamptz, c.mobile_no, c.email_address
      ) order by t.transaction_at desc, t.id desc), '[]')::text
      from transactions t
      left join orders o on o.bonus_transaction_id = t.id
      join cardholders c on c.id = t.cardholder_id
      where t.cardholder_id = ${cardholderId})`,
    answer: (json) => transactionsOf(json ?? '[]'),
  };
}

function transactionsOf(json: string): Transaction[] {
  return (JSON.parse(json) as TransactionTuple[]).map(
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
          : { id: order[0], canResend: order[1] === true, recipient: { mobileNo: order[2], emailAddress: order[3] } },
    }),
  );
}

export function loadTransactions(db: Kysely<Database>, cardholderId: number, now: Date): Promise<Transaction[]> {
  return runCardholderRead(db, transactionsRead(now), cardholderId);
}

/**
 * The cardholder's eGCs, newest order first (spec §7 orders call). Each eGC's `canResend` is judged on the campaign's
 * calendar (decision 0161), so the campaign's configuration is read beside the rows.
 */
export function ordersRead(at: { readonly now: Date; readonly campaignId: number }): CardholderRead<Order[]> {
  return {
    json: orderItemsJson,
    configOf: at.campaignId,
    answer: (json, configText) => {
      const { timeZone } = configOf(at.campaignId, configText);
      return orderItemRowsOf(json ?? '[]').map((row) => rowToOrder(row, { now: at.now, timeZone }));
    },
  };
}

export function loadOrders(
  db: Kysely<Database>,
  cardholderId: number,
  at: { readonly now: Date; readonly campaignId: number },
): Promise<Order[]> {
  return runCardholderRead(db, ordersRead(at), cardholderId);
}

/** One category as `categoriesRead` sends it. */
type CategoryTuple = [
  id: number,
  mccId: number,
  name: string,
  image: string | null,
  color: string | null,
  count: number,
];

/**
 * Every campaign category with the cardholder's qualified spend count in it (reached when above 0). Spend counts from
 * the first instant of the registration day in the campaign's time zone (spec §1, decision 8; the repository test
 * pins `registrationDayStart` to the domain's rule); the statement reads the zone from the stored configuration, and
 * the answer checks it is the zone the configuration validates to.
 */
export function categoriesRead(campaignId: number): CardholderRead<MerchantCategory[]> {
  const timeZone = sql<string>`coalesce((select config->>'timeZone' from campaigns where id = ${campaignId}),
    ${DEFAULT_TIME_ZONE}::text)`;
  return {
    json: (cardholderId: Expression<number>) => sql<string>`(
      select json_build_array(${timeZone}, coalesce(json_agg(json_build_array(
        k.id, k.mcc_id, k.name, k.image, k.color, k.count) order by k.name), '[]'))::text
      from (
        select mc.id, mc.mcc_id, mc.name, mc.image, mc.color, count(t.id)::int as count
        from (
          select id, campaign_id, ${registrationDayStart(sql.ref('registered_at'), timeZone)} as qualifies_from
          from cardholders where id = ${cardholderId}
          offset 0 -- computed once, not for each spend the join compares
        ) c
        join merchant_categories mc on mc.campaign_id = c.campaign_id
        left join transactions t on t.cardholder_id = ${cardholderId} and t.mcc_id = mc.mcc_id and t.bonus_kind is null
          and (c.qualifies_from is null or t.transaction_at >= c.qualifies_from)
        group by mc.id, mc.mcc_id, mc.name, mc.image, mc.color
      ) k)`,
    configOf: campaignId,
    answer: (json, configText) => {
      const config = configOf(campaignId, configText);
      const [zone, categories] = JSON.parse(json ?? 'null') as [string, CategoryTuple[]];
      if (zone !== config.timeZone) throw new Error('the categories were counted in another time zone');
      return categories.map(([id, mccId, name, image, color, count]) => ({
        id,
        mccID: mccId,
        name,
        count,
        image,
        color,
      }));
    },
  };
}

/**
 * The first instant of the registration day in `timeZone`: spend from then on qualifies, the domain's
 * `spentBeforeRegistration` in SQL (a plain `>=` on the indexed column).
 */
export const registrationDayStart = (registeredAt: Expression<Date | null>, timeZone: Expression<string>) =>
  sql<Date>`date_trunc('day', ${registeredAt}, ${timeZone})`;

export function loadCategoryCounts(
  db: Kysely<Database>,
  cardholderId: number,
  campaignId: number,
): Promise<MerchantCategory[]> {
  return runCardholderRead(db, categoriesRead(campaignId), cardholderId);
}

/**
 * The credits card, in one value (decision 0130: the cardholder's row, the claim, the ledger and the campaign's
 * configuration were four statements): the cardholder's registration and card type, the claim's expiry, the
 * ledger's balance and redeemed sum, and the configuration's time zone and redemption end.
 */
export function creditRead(context: { readonly now: Date; readonly campaignId: number }): CardholderRead<Credit> {
  return {
    json: (cardholderId: Expression<number>) => sql<string>`(
      select json_build_array(${isoText('c.registered_at')}, c.card_type_id,
        (select ${isoText('m.credits_expire_at')} from main_claims m where m.cardholder_id = c.id limit 1),
        (select coalesce(sum(l.delta_centavos), 0) from credit_ledger l where l.cardholder_id = c.id),
        (select coalesce(sum(case when l.delta_centavos < 0 then -l.delta_centavos else 0 end), 0)
          from credit_ledger l where l.cardholder_id = c.id))::text
      from cardholders c where c.id = ${cardholderId})`,
    configOf: context.campaignId,
    answer: (json, configText) => {
      if (json === null) throw new Error('no such cardholder');
      const [registeredAt, cardTypeId, creditsExpireAt, balance, redeemed] = JSON.parse(json) as [
        string | null,
        number,
        string | null,
        number,
        number,
      ];
      const { timeZone, settings } = configOf(context.campaignId, configText);
      // The same mapping the promo state's tests build their histories' credits with (domain/credits.ts).
      return creditOf(
        {
          balance: centavos(Number(balance)),
          redeemed: centavos(Number(redeemed)),
          creditsExpireAt: dateOf(creditsExpireAt),
          registeredAt: dateOf(registeredAt),
          cardTypeId,
          redemptionEndDateTime: settings.schedules.redemption.endDateTime,
        },
        context.now,
        timeZone,
      );
    },
  };
}

export function loadCredit(
  db: Kysely<Database>,
  cardholderId: number,
  context: { now: Date; campaignId: number },
): Promise<Credit> {
  return runCardholderRead(db, creditRead(context), cardholderId);
}
