import { type AdminOverview, OVERVIEW_DEFAULT_DAYS } from '../../contract/admin-overview';
import { type CampaignConfig, toSpendGoals } from '../../domain/campaign-config';
import { dayKey } from '../../domain/dates';
import { centavos, centavosToPesos } from '../../domain/money';
import { BONUS_KINDS } from '../../domain/transactions';
import type { AppDeps } from '../app-deps';
import { egcCounts } from '../orders/orders.repository';
import { daysOf, rangeInstants, shiftDay } from '../reports/day-range';
import {
  bonusRoundCounts,
  cardholdersByStatus,
  claimsPerThreshold,
  creditCounts,
  messageCounts,
  registrationsPerDay,
  type SpendGroup,
  spendGroups,
} from './admin-overview.repository';

// Decision 0140: the overview's figures. The database counts; this puts its grouped rows in the contract's shape.
// The range bounds what happens by day (registrations, messages); every other figure is where things stand now.

/** Spend bands: the top goal cut into this many, and one band at or above it. */
const BANDS_BELOW_TOP_GOAL = 8;
/** spec-less, decision 0140: "credits expiring in the next 7 days": expiry days today to today + 6. */
const EXPIRING_WITHIN_DAYS = 7;

const pesos = (value: number): number => centavosToPesos(centavos(value));

function bandsOf(groups: readonly SpendGroup[], bandWidth: number) {
  const countOf = (band: number) =>
    groups.filter((group) => group.band === band).reduce((sum, group) => sum + group.cardholders, 0);
  const noSpend = { from: 0, until: 0, cardholders: countOf(-1) };
  const bands = Array.from({ length: BANDS_BELOW_TOP_GOAL + 1 }, (_, band) => ({
    from: pesos(band * bandWidth),
    until: band === BANDS_BELOW_TOP_GOAL ? null : pesos((band + 1) * bandWidth),
    cardholders: countOf(band),
  }));
  return [noSpend, ...bands];
}

export async function buildOverview(
  deps: Pick<AppDeps, 'db' | 'campaignId' | 'clock'>,
  config: CampaignConfig,
  requested: { from?: string | undefined; to?: string | undefined },
): Promise<AdminOverview> {
  const { db, campaignId } = deps;
  const { timeZone } = config;
  const today = dayKey(deps.clock(), timeZone);
  const range = {
    start: requested.from ?? shiftDay(today, 1 - OVERVIEW_DEFAULT_DAYS),
    end: requested.to ?? today,
  };
  const instants = rangeInstants(range, timeZone);
  const goals = toSpendGoals(config.spendGoals);
  const thresholds = goals.map((goal) => goal.threshold);
  const bandWidth = Math.ceil(Math.max(...thresholds) / BANDS_BELOW_TOP_GOAL);
  const [perDay, cardholders, groups, claims, bonus, egcs, credits, messages] = await Promise.all([
    registrationsPerDay(db, campaignId, timeZone, instants),
    cardholdersByStatus(db, campaignId),
    spendGroups(db, { campaignId, bandWidth, topBand: BANDS_BELOW_TOP_GOAL, thresholds }),
    claimsPerThreshold(db, campaignId),
    bonusRoundCounts(db, campaignId),
    egcCounts(db, { campaignId, timeZone, today }),
    creditCounts(db, { campaignId, timeZone, today, soonDay: shiftDay(today, EXPIRING_WITHIN_DAYS) }),
    messageCounts(db, instants),
  ]);
  const reachedAtLeast = (goalCount: number) =>
    groups.filter((group) => group.goalsReached >= goalCount).reduce((sum, group) => sum + group.cardholders, 0);
  return {
    range: { from: range.start, to: range.end, today },
    registrationsPerDay: daysOf(range).map((day) => ({ day, registrations: perDay.get(day) ?? 0 })),
    cardholders,
    spendBands: bandsOf(groups, bandWidth),
    tiers: goals.map((goal, index) => ({
      threshold: pesos(goal.threshold),
      reward: pesos(goal.reward),
      reached: reachedAtLeast(index + 1),
      claimed: claims.get(goal.threshold) ?? 0,
    })),
    bonusRounds: BONUS_KINDS.map((kind) => ({ kind, ...(bonus.get(kind) ?? { reached: 0, claimed: 0 }) })),
    egcs: {
      issued: egcs.issued,
      used: egcs.used,
      expired: egcs.expired,
      active: egcs.active,
      outstandingValue: pesos(egcs.outstandingCentavos),
    },
    credits: {
      unclaimedValue: pesos(credits.unclaimedCentavos),
      unclaimedCardholders: credits.unclaimedCardholders,
      expiringValue: pesos(credits.expiringCentavos),
      expiringCardholders: credits.expiringCardholders,
    },
    messages,
  };
}
