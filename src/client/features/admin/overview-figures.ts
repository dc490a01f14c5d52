import type { AdminOverview } from '../../../contract/admin-overview';
import { formatDayKey } from '../../../domain/dates';
import { fillTemplate } from '../../../domain/messages';
import { formatCredits, pesosToCentavos } from '../../../domain/money';
import { ADMIN_TEXT } from './admin-texts';

// Decision 0140: the overview's figures as the charts and their tables name them. One list per chart, so the
// chart and the table beside it cannot show different numbers.

const text = ADMIN_TEXT.overview;
/** Whole pesos with the 'P' prefix, as the spend goals are written (e.g. 'P75,000'). */
export const pesoWhole = (pesos: number): string => formatCredits(pesosToCentavos(pesos));

/** Decision 0217: 'Nov 18' for the chart's axis; the table shows the day in full, as every admin date reads. */
export const dayTick = (label: string): string => label.replace(/, \d{4}$/, '');

export function bandLabel(band: AdminOverview['spendBands'][number]): string {
  if (band.until === 0) return text.noSpend;
  if (band.until === null) return fillTemplate(text.over, { from: pesoWhole(band.from) });
  if (band.from === 0) return fillTemplate(text.under, { until: pesoWhole(band.until) });
  return fillTemplate(text.between, { from: pesoWhole(band.from), until: pesoWhole(band.until) });
}

export function tierLabel(tier: AdminOverview['tiers'][number]): string {
  return fillTemplate(text.tierName, { threshold: pesoWhole(tier.threshold), reward: pesoWhole(tier.reward) });
}

export interface CountRow {
  readonly label: string;
  readonly count: number;
}

export interface ReachedRow {
  readonly label: string;
  readonly reached: number;
  readonly claimed: number;
}

export const registrationRows = (overview: AdminOverview): CountRow[] =>
  overview.registrationsPerDay.map(({ day, registrations }) => ({ label: formatDayKey(day), count: registrations }));

export const bandRows = (overview: AdminOverview): CountRow[] =>
  overview.spendBands.map((band) => ({ label: bandLabel(band), count: band.cardholders }));

export const tierRows = (overview: AdminOverview): ReachedRow[] =>
  overview.tiers.map((tier) => ({ label: tierLabel(tier), reached: tier.reached, claimed: tier.claimed }));

export const bonusRows = (overview: AdminOverview): ReachedRow[] =>
  overview.bonusRounds.map((round) => ({
    label: text.rounds[round.kind],
    reached: round.reached,
    claimed: round.claimed,
  }));

/** The axis's short names: 'None', 'P25k', 'P200k+'; the table and the bar's name say it in full. */
export function bandTick(label: string, bands: AdminOverview['spendBands']): string {
  const band = bands.find((each) => bandLabel(each) === label);
  if (band === undefined || band.until === 0) return text.noSpendTick;
  const thousands = `P${band.from / 1000}k`;
  return band.until === null ? `${thousands}+` : thousands;
}
