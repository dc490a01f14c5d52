import { REPORT_TYPES, type ReportTypeId } from '../../contract/reports';
import { cardholdersPerTier } from './cardholders-per-tier';
import type { DayRange } from './day-range';
import { redemptionSummary } from './redemption-summary';
import { registrationSummary } from './registration-summary';
import type { ReportBuilder } from './report-context';

// spec §7 report types: 4791 Registration Summary (default), 4292 Redemption Summary, 4783 Cardholders Per Tier.

const BUILDERS: Readonly<Record<ReportTypeId, ReportBuilder>> = {
  4791: registrationSummary,
  4292: redemptionSummary,
  4783: cardholdersPerTier,
};

export interface ReportType {
  readonly id: ReportTypeId;
  readonly label: string;
  readonly build: ReportBuilder;
}

export function reportTypeOf(typeId: number): ReportType | undefined {
  const type = REPORT_TYPES.find((each) => each.id === typeId);
  return type && { id: type.id, label: type.label, build: BUILDERS[type.id] };
}

/** `registration-summary-2026-11-01-to-2026-11-21.csv` */
export function reportFileName(type: Pick<ReportType, 'label'>, range: DayRange): string {
  return `${type.label.toLowerCase().replaceAll(' ', '-')}-${range.start}-to-${range.end}.csv`;
}
