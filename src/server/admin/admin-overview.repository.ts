import { type Kysely, sql } from 'kysely';
import type { CardholderStatus, Database } from '../db/schema';

// Decision 0140: the overview's reads. Each is one aggregate the database computes; Node only receives the
// handful of grouped rows (a row per day, per band, per round), never a cardholder's or a transaction's row.
// `timeZone` is the campaign's: a day is the campaign calendar's (decision 8), and `today` is a 'YYYY-MM-DD'.

type Db = Kysely<Database>;

interface Instants {
  readonly from: Date;
  readonly until: Date;
}

const dayIn = (column: string, timeZone: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** Registrations per campaign day they were submitted (pending) or registered, as report 4791 counts them. */
export async function registrationsPerDay(db: Db, campaignId: number, timeZone: string, { from, until }: Instants) {
  const registeredOn = sql<Date>`coalesce(pending_since, registered_at)`;
  const rows = await db
    .selectFrom('cardholders')
    .select([
      sql<string>`to_char(${registeredOn} at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      sql<number>`count(*)::int`.as('registrations'),
    ])
    .where('campaign_id', '=', campaignId)
    .where(registeredOn, '>=', from)
    .where(registeredOn, '<', until)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.registrations)]));
}

export async function cardholdersByStatus(db: Db, campaignId: number): Promise<Record<CardholderStatus, number>> {
  const rows = await db
    .selectFrom('cardholders')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  const counts = { issued: 0, pending: 0, registered: 0, blocked: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

export interface SpendGroup {
  /** -1 for no qualified spend, else floor(spend / bandWidth) capped at `topBand`. */
  readonly band: number;
  /** How many spend goals (lowest first) the spend reaches. */
  readonly goalsReached: number;
  readonly cardholders: number;
}

/**
 * Registered cardholders grouped by spend band and by how many goals their qualified spend reaches (a goal is
 * reached at its threshold, as `claimableGoal` of domain/goals.ts reaches it; admin-overview.test.ts pins the
 * two together over generated spends). The qualified
 * spend (spec §1: from the registration day on, bonus records excluded) is the total the database keeps per
 * cardholder (migration 0008, decision 0145), so this reads one row per cardholder, not their transactions.
 */
export function spendGroupsQuery(
  db: Db,
  query: { campaignId: number; bandWidth: number; topBand: number; thresholds: readonly number[] },
) {
  const goalsReached = query.thresholds.length
    ? sql.join(
        query.thresholds.map((threshold) => sql`(case when spend >= ${threshold} then 1 else 0 end)`),
        sql` + `,
      )
    : sql`0`;
  return db
    .with('spends', (qb) =>
      qb
        .selectFrom('cardholders as c')
        .leftJoin('cardholder_spend as s', 's.cardholder_id', 'c.id')
        .select(['c.id', sql<number>`coalesce(s.qualified_centavos, 0)`.as('spend')])
        .where('c.campaign_id', '=', query.campaignId)
        .where('c.status', '=', 'registered'),
    )
    .selectFrom('spends')
    .select([
      sql<number>`(case when spend <= 0 then -1 else least(floor(spend / ${query.bandWidth}), ${query.topBand}) end)::int`.as(
        'band',
      ),
      sql<number>`(${goalsReached})::int`.as('goals_reached'),
      sql<number>`count(*)::int`.as('cardholders'),
    ])
    .groupBy([sql`1`, sql`2`]);
}

export async function spendGroups(db: Db, query: Parameters<typeof spendGroupsQuery>[1]): Promise<SpendGroup[]> {
  const rows = await spendGroupsQuery(db, query).execute();
  return rows.map((row) => ({
    band: Number(row.band),
    goalsReached: Number(row.goals_reached),
    cardholders: Number(row.cardholders),
  }));
}

/** The tier claims made, by spend goal threshold (centavos). */
export async function claimsPerThreshold(db: Db, campaignId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('main_claims as m')
    .innerJoin('cardholders as c', 'c.id', 'm.cardholder_id')
    .select(['m.threshold_centavos', sql<number>`count(*)::int`.as('claims')])
    .where('c.campaign_id', '=', campaignId)
    .groupBy('m.threshold_centavos')
    .execute();
  return new Map(rows.map((row) => [row.threshold_centavos, Number(row.claims)]));
}

/** Per bonus round: the cardholders holding its record, and how many of those records were claimed. */
export async function bonusRoundCounts(db: Db, campaignId: number) {
  const rows = await db
    .selectFrom('transactions as t')
    .innerJoin('cardholders as c', 'c.id', 't.cardholder_id')
    .leftJoin('bonus_claims as b', 'b.bonus_transaction_id', 't.id')
    .select([
      't.bonus_kind',
      sql<number>`count(distinct t.cardholder_id)::int`.as('reached'),
      sql<number>`count(distinct b.cardholder_id)::int`.as('claimed'),
    ])
    .where('c.campaign_id', '=', campaignId)
    .where('t.bonus_kind', 'is not', null)
    .groupBy('t.bonus_kind')
    .execute();
  return new Map(rows.map((row) => [row.bonus_kind, { reached: Number(row.reached), claimed: Number(row.claimed) }]));
}

/**
 * Credits of claimed tiers still to be turned into eGCs: the balance of each cardholder with a claim whose
 * expiry day is today or later, and of those, the ones whose expiry day is before `soonDay` (today + 7).
 */
export async function creditCounts(
  db: Db,
  query: { campaignId: number; timeZone: string; today: string; soonDay: string },
) {
  const balances = db
    .selectFrom('main_claims as m')
    .innerJoin('cardholders as c', 'c.id', 'm.cardholder_id')
    .select([
      'm.cardholder_id',
      sql<string>`max(${dayIn('m.credits_expire_at', query.timeZone)})`.as('expiry_day'),
      sql<number>`(select coalesce(sum(l.delta_centavos), 0) from credit_ledger l where l.cardholder_id = m.cardholder_id)`.as(
        'balance',
      ),
    ])
    .where('c.campaign_id', '=', query.campaignId)
    .groupBy('m.cardholder_id');
  const open = sql<boolean>`(balance > 0 and expiry_day >= ${query.today})`;
  const soon = sql<boolean>`(balance > 0 and expiry_day >= ${query.today} and expiry_day < ${query.soonDay})`;
  const row = await db
    .selectFrom(balances.as('b'))
    .select([
      sql<number>`coalesce(sum(balance) filter (where ${open}), 0)::bigint`.as('unclaimed'),
      sql<number>`(count(*) filter (where ${open}))::int`.as('unclaimed_cardholders'),
      sql<number>`coalesce(sum(balance) filter (where ${soon}), 0)::bigint`.as('expiring'),
      sql<number>`(count(*) filter (where ${soon}))::int`.as('expiring_cardholders'),
    ])
    .executeTakeFirstOrThrow();
  return {
    unclaimedCentavos: Number(row.unclaimed),
    unclaimedCardholders: Number(row.unclaimed_cardholders),
    expiringCentavos: Number(row.expiring),
    expiringCardholders: Number(row.expiring_cardholders),
  };
}

/** Messages created in the range by where they stand: sent, failing but retrying, kept as failed, waiting. */
export async function messageCounts(db: Db, { from, until }: Instants) {
  const row = await db
    .selectFrom('outbox')
    .select([
      sql<number>`(count(*) filter (where sent_at is not null))::int`.as('sent'),
      sql<number>`(count(*) filter (where sent_at is null and failed_at is null and attempts > 0))::int`.as('retrying'),
      sql<number>`(count(*) filter (where sent_at is null and failed_at is not null))::int`.as('failed'),
      sql<number>`(count(*) filter (where sent_at is null and failed_at is null and attempts = 0))::int`.as('waiting'),
    ])
    .where('created_at', '>=', from)
    .where('created_at', '<', until)
    .executeTakeFirstOrThrow();
  return {
    sent: Number(row.sent),
    retrying: Number(row.retrying),
    failed: Number(row.failed),
    waiting: Number(row.waiting),
  };
}
