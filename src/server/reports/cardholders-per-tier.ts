import { toSpendGoals } from '../../domain/campaign-config';
import { claimableGoal } from '../../domain/goals';
import { centavos } from '../../domain/money';
import { pesosCell } from '../platform/csv/csv-format';
import { rangeInstants } from './day-range';
import type { ReportContext, ReportTable } from './report-context';
import { claimsPerThreshold, unclaimedSpends } from './report-queries.repository';

// spec §7 report 4783 Cardholders Per Tier. Decision 0036: one row per spend goal: the tier claims made in the
// range, and the registered cardholders with no claim whose qualified spend up to the range's end reaches that
// goal as their highest (the tier they would claim: spec §4 "only the highest reached tier is claimable").

const CARDHOLDERS_PER_TIER_COLUMNS = ['Spend Goal', 'Reward', 'Claimed', 'Reached, Not Claimed'] as const;

export async function cardholdersPerTier(context: ReportContext): Promise<ReportTable> {
  const goals = toSpendGoals(context.config.spendGoals);
  const lowest = Math.min(...goals.map((goal) => goal.threshold));
  const { db, campaignId, config, range } = context;
  const { from, until } = rangeInstants(range, config.timeZone);
  const [claims, spends] = await Promise.all([
    claimsPerThreshold(db, campaignId, { from, until }),
    unclaimedSpends(db, { campaignId, timeZone: config.timeZone, until, lowest }),
  ]);
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
