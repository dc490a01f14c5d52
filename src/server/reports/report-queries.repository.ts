import { type Kysely, sql } from 'kysely';
import { BONUS_MARK } from '../../domain/transactions';
import type { Database } from '../db/schema';

// The reports' reads (decision 0036): counts per campaign day, grouped in the database. `timeZone` is the
// campaign's, so a day is the campaign calendar's; `from` and `until` bound the range's instants.

type Db = Kysely<Database>;

interface Instants {
  readonly from: Date;
  readonly until: Date;
}

/** 4791: registrations per day they were submitted (pending), or registered if they never waited. */
export async function registrationsPerDay(db: Db, campaignId: number, timeZone: string, { from, until }: Instants) {
  const registeredOn = sql<Date>`coalesce(pending_since, registered_at)`;
  return db
    .selectFrom('cardholders')
    .select([
      sql<string>`to_char(${registeredOn} at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      sql<number>`count(*)`.as('registrations'),
      sql<number>`count(*) filter (where status = 'registered')`.as('registered'),
      sql<number>`count(*) filter (where status = 'pending')`.as('pending'),
      sql<number>`count(*) filter (where status = 'blocked')`.as('blocked'),
    ])
    .where('campaign_id', '=', campaignId)
    .where(registeredOn, '>=', from)
    .where(registeredOn, '<', until)
    .groupBy(sql`1`)
    .execute();
}

/** 4783: the tier claims made in the range, by spend goal threshold. */
export async function claimsPerThreshold(db: Db, campaignId: number, { from, until }: Instants) {
  const rows = await db
    .selectFrom('main_claims as m')
    .innerJoin('cardholders as c', 'c.id', 'm.cardholder_id')
    .select(['m.threshold_centavos', sql<number>`count(*)`.as('claims')])
    .where('c.campaign_id', '=', campaignId)
    .where('m.created_at', '>=', from)
    .where('m.created_at', '<', until)
    .groupBy('m.threshold_centavos')
    .execute();
  return new Map(rows.map((row) => [row.threshold_centavos, row.claims]));
}

/**
 * 4783: the qualified spend up to `until` of each registered cardholder without a tier claim, where it reaches
 * `lowest`. spec §1: qualified spend is from the registration day on (campaign calendar), bonus records
 * excluded (§5).
 */
export async function unclaimedSpends(
  db: Db,
  query: { campaignId: number; timeZone: string; until: Date; lowest: number },
): Promise<number[]> {
  const tz = query.timeZone;
  const rows = await db
    .selectFrom('cardholders as c')
    .innerJoin('transactions as t', 't.cardholder_id', 'c.id')
    .select(sql<number>`sum(t.value_centavos)`.as('spend'))
    .where('c.campaign_id', '=', query.campaignId)
    .where('c.status', '=', 'registered')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('main_claims as m').select('m.id').whereRef('m.cardholder_id', '=', 'c.id'))),
    )
    .where('t.reference_no', 'not like', `${BONUS_MARK}%`)
    .where('t.transaction_at', '<', query.until)
    .where(
      sql<boolean>`(c.registered_at is null or t.transaction_at >= date_trunc('day', c.registered_at at time zone ${tz}) at time zone ${tz})`,
    )
    .groupBy('c.id')
    .having(sql`sum(t.value_centavos)`, '>=', query.lowest)
    .execute();
  return rows.map((row) => row.spend);
}
