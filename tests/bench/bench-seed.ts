import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { sealText } from '../../src/server/platform/egc-codes/egc-code-seal';
import { TEST_EGC_CODE_KEYS } from '../../src/server/testing/egc-code-keys';

// Bulk data for the dashboard benchmark, written by the database itself (`insert … select generate_series`):
// one statement per chunk, no rows through JavaScript, the same SQL on PGlite and PostgreSQL 15.

export interface BenchSize {
  readonly cardholders: number;
  readonly transactions: number;
}

/**
 * Every bench eGC shares one sealed code (decision 0170: the tests' key), sealed once here rather than per row in
 * SQL; the digest, unique, is the row's own. A bench read that opens a code opens this one.
 */
const BENCH_SEALED_CODE = sealText(TEST_EGC_CODE_KEYS, 'BENCH-EGC-CODE', 'egc-code');

/** Rows per INSERT statement: big enough to be fast, small enough to show progress and keep each commit short. */
const CHUNK = 100_000;

/** Demo categories and two codes that reach no category (cash, remittance), as real spend mixes them. */
const MCC_CODES = [5411, 5812, 5541, 5311, 4511, 7011, 5732, 5912, 5651, 5942, 6011, 4829];

/** Promo codes BN000001…BN999999 (8 word characters, spec §5; no demo code starts with BN). */
async function insertCardholders(db: Kysely<Database>, campaignId: number, size: BenchSize, now: Date) {
  if (size.cardholders > 999_999) throw new Error('at most 999,999 bench cardholders');
  await sql`
    insert into cardholders
      (campaign_id, promo_code, customer_no, mobile_no, email_address, card_type_id, status, registered_at,
       created_at, updated_at)
    select ${campaignId}, 'BN' || lpad(g::text, 6, '0'), (8000000000 + g)::text, '0917' || lpad(g::text, 7, '0'),
           'bench' || g || '@example.test', case when g % 10 = 0 then 7 else 1 end, 'registered',
           ${now}::timestamptz - interval '80 days', ${now}::timestamptz, ${now}::timestamptz
    from generate_series(1, ${size.cardholders}) g`.execute(db);
  const range = await sql<{ first: number; last: number; count: number }>`
    select min(id) as first, max(id) as last, count(*)::int as count from cardholders where promo_code like 'BN%'`
    .execute(db)
    .then((result) => result.rows[0]);
  if (!range || range.count !== size.cardholders || range.last - range.first + 1 !== size.cardholders) {
    throw new Error('bench cardholders did not get consecutive ids');
  }
  return range.first;
}

/** About `transactions / cardholders` spends each, spread over the last 80 days, every 50th an installment. */
async function insertTransactions(db: Kysely<Database>, firstId: number, size: BenchSize, now: Date) {
  const codes = sql.raw(`array[${MCC_CODES.join(',')}]`);
  for (let start = 1; start <= size.transactions; start += CHUNK) {
    const end = Math.min(size.transactions, start + CHUNK - 1);
    await sql`
      insert into transactions
        (cardholder_id, reference_no, transaction_at, posted_at, value_centavos, type, mcc_id, location, created_at)
      select ${firstId} + (g % ${size.cardholders}),
             'BENCH-' || g,
             ${now}::timestamptz - make_interval(days => g % 80, mins => g % 1440),
             ${now}::timestamptz - make_interval(days => greatest(g % 80 - 2, 0)),
             10000 + (g::bigint * 7919) % 500000,
             case when g % 50 = 0 then 'S1' else null end,
             (${codes})[1 + g % ${MCC_CODES.length}],
             'BENCH MERCHANT ' || (g % 500),
             ${now}::timestamptz
      from generate_series(${start}::int, ${end}::int) g`.execute(db);
    process.stdout.write(`  transactions ${end.toLocaleString('en-US')}\r`);
  }
  process.stdout.write('\n');
}

/** One main claim per cardholder: credits, a two-eGC order and its ledger rows, so every read returns rows. */
async function insertClaimsAndOrders(db: Kysely<Database>, now: Date) {
  const denomination = await db.selectFrom('denominations').select('id').orderBy('id').executeTakeFirstOrThrow();
  const bench = sql`select id from cardholders where promo_code like 'BN%'`;
  await sql`
    insert into main_claims (cardholder_id, threshold_centavos, reward_centavos, credits_expire_at, created_at)
    select id, 7500000, 150000, ${now}::timestamptz + interval '50 days', ${now}::timestamptz from (${bench}) c`.execute(
    db,
  );
  await sql`
    insert into orders (cardholder_id, kind, client_reference_no, expires_at, created_at)
    select id, 'main', 'MAINBENCH' || id, ${now}::timestamptz + interval '50 days', ${now}::timestamptz from (${bench}) c`.execute(
    db,
  );
  await sql`
    insert into order_items
      (order_id, denomination_id, merchant_name, value_centavos, egc_code_sealed, egc_code_digest, egc_code_last4, status_id)
    select o.id, ${denomination.id}, 'Bench Merchant', 50000, ${BENCH_SEALED_CODE}, 'bench:' || o.id || '-' || k,
      lpad((o.id * 2 + k)::text, 4, '0'), 43
    from orders o cross join generate_series(1, 2) k where o.client_reference_no like 'MAINBENCH%'`.execute(db);
  await sql`
    insert into credit_ledger (cardholder_id, delta_centavos, reason, order_id, created_at)
    select cardholder_id, 150000, 'tier_claim', null, ${now}::timestamptz from orders where client_reference_no like 'MAINBENCH%'
    union all
    select cardholder_id, -100000, 'redemption', id, ${now}::timestamptz from orders where client_reference_no like 'MAINBENCH%'`.execute(
    db,
  );
}

/** Seeds the bench data and refreshes the planner's statistics; answers the bench cardholders' ids. */
export async function seedBenchData(
  db: Kysely<Database>,
  campaignId: number,
  size: BenchSize,
  now: Date,
): Promise<number[]> {
  const firstId = await insertCardholders(db, campaignId, size, now);
  await insertTransactions(db, firstId, size, now);
  await insertClaimsAndOrders(db, now);
  await sql`analyze`.execute(db);
  return Array.from({ length: size.cardholders }, (_, index) => firstId + index);
}
