import { sql } from 'kysely';
import { toSpendGoals } from '../../domain/campaign-config';
import { claimableGoal } from '../../domain/goals';
import { centavos } from '../../domain/money';
import { pesosCell } from './csv-format';
import { rangeInstants } from './day-range';
import type { ReportContext, ReportTable } from './report-context';

// spec §7 report 4783 Cardholders Per Tier. Decision 0012: one row per spend goal: the tier claims made in the
// range, and the registered cardholders with no claim whose qualified spend up to the range's end reaches that
// goal as their highest (the tier they would claim: spec §4 "only the highest reached tier is claimable").

export const CARDHOLDERS_PER_TIER_COLUMNS = ['Spend Goal', 'Reward', 'Claimed', 'Reached, Not Claimed'] as const;

async function claimsPerThreshold({ db, campaignId, config, range }: ReportContext): Promise<Map<number, number>> {
  const { from, until } = rangeInstants(range, config.timeZone);
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

/** spec §1: qualified spend is from the registration day on (campaign calendar), bonus records excluded (§5). */
async function unclaimedSpends({ db, campaignId, config, range }: ReportContext, lowest: number): Promise<number[]> {
  const { until } = rangeInstants(range, config.timeZone);
  const tz = config.timeZone;
  const rows = await db
    .selectFrom('cardholders as c')
    .innerJoin('transactions as t', 't.cardholder_id', 'c.id')
    .select(sql<number>`sum(t.value_centavos)`.as('spend'))
    .where('c.campaign_id', '=', campaignId)
    .where('c.status', '=', 'registered')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('main_claims as m').select('m.id').whereRef('m.cardholder_id', '=', 'c.id'))),
    )
    .where('t.reference_no', 'not like', 'BONUS%')
    .where('t.transaction_at', '<', until)
    .where(
      sql<boolean>`(c.registered_at is null or t.transaction_at >= date_trunc('day', c.registered_at at time zone ${tz}) at time zone ${tz})`,
    )
    .groupBy('c.id')
    .having(sql`sum(t.value_centavos)`, '>=', lowest)
    .execute();
  return rows.map((row) => row.spend);
}

export async function cardholdersPerTier(context: ReportContext): Promise<ReportTable> {
  const goals = toSpendGoals(context.config.spendGoals);
  const lowest = Math.min(...goals.map((goal) => goal.threshold));
  const [claims, spends] = await Promise.all([claimsPerThreshold(context), unclaimedSpends(context, lowest)]);
  const reached = new Map<number, number>();
  for (const spend of spends) {
    const goal = claimableGoal(goals, centavos(spend));
    if (goal) reached.set(goal.threshold, (reached.get(goal.threshold) ?? 0) + 1);
  }
  return {
    columns: CARDHOLDERS_PER_TIER_COLUMNS,
    rows: goals.map((goal) => [
      pesosCell(goal.threshold),
      pesosCell(goal.reward),
      claims.get(goal.threshold) ?? 0,
      reached.get(goal.threshold) ?? 0,
    ]),
  };
}
