import { daysOf, rangeInstants } from './day-range';
import type { ReportContext, ReportTable } from './report-context';
import { registrationsPerDay } from './report-queries.repository';

// spec §7 report 4791 Registration Summary. Decision 0036: one row per day of the range (every day, zeros
// included) counting the registrations submitted that day, split by where each stands now; a Total row last.
// A registration's day is when it was submitted (pending), or when it was registered if it never waited.

const REGISTRATION_SUMMARY_COLUMNS = ['Date', 'Registrations', 'Registered', 'Pending', 'Blocked'] as const;

export async function registrationSummary({ db, campaignId, config, range }: ReportContext): Promise<ReportTable> {
  const { from, until } = rangeInstants(range, config.timeZone);
  const rows = await registrationsPerDay(db, campaignId, config.timeZone, { from, until });
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = daysOf(range).map((day) => {
    const row = byDay.get(day);
    return [day, row?.registrations ?? 0, row?.registered ?? 0, row?.pending ?? 0, row?.blocked ?? 0] as const;
  });
  const total = (column: 1 | 2 | 3 | 4) => days.reduce((sum, row) => sum + row[column], 0);
  return { columns: REGISTRATION_SUMMARY_COLUMNS, rows: [...days, ['Total', total(1), total(2), total(3), total(4)]] };
}
