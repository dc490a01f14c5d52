import { z } from 'zod/mini';
import { dayRangeChecks } from '../../../contract/day-range';
import { DEFAULT_REPORT_TYPE_ID, MAX_REPORT_DAYS, REPORT_TYPES, type ReportTypeId } from '../../../contract/reports';
import type { DayKey } from '../../../domain/dates';
import { invalidMessage, requiredMessage } from '../../../domain/validation';
import { ADMIN_TEXT } from './admin-texts';
import type { ReportRequest } from './api/generate-report';

// spec §2 report request: a report type (spec §7: 4791 Registration Summary by default) and a date range.
// The spec gives no rule for the dates; decided: both required, and the range checked by the contract's own rule
// (decision 0217: the end on or after the start, at most decision 0036's 366 days), the server's words beside the
// end date.

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

const day = (label: string) =>
  z
    .string()
    .check(
      z.minLength(1, { error: requiredMessage(label), abort: true }),
      z.regex(DAY_KEY, { error: invalidMessage(label) }),
    );

const REPORT_TYPE_IDS: readonly number[] = REPORT_TYPES.map((type) => type.id);

export const ReportRequestSchema = z
  .object({
    typeId: z.custom<ReportTypeId>((value) => typeof value === 'number' && REPORT_TYPE_IDS.includes(value)),
    startDate: day(ADMIN_TEXT.report.startDate),
    endDate: day(ADMIN_TEXT.report.endDate),
  })
  .check(...dayRangeChecks('startDate', 'endDate', MAX_REPORT_DAYS)) satisfies z.ZodMiniType<ReportRequest>;

export interface ReportFormValues {
  readonly typeId: ReportTypeId;
  /** 'YYYY-MM-DD', or '' while the date is not (fully) entered. */
  readonly startDate: string;
  readonly endDate: string;
}

/** The month so far: from the first of the server's current month to today. */
export function defaultReportValues(today: DayKey): ReportFormValues {
  return { typeId: DEFAULT_REPORT_TYPE_ID, startDate: `${today.slice(0, 8)}01`, endDate: today };
}
