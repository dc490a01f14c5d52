import { centavos, sumCentavos } from '../../domain/money';
import { redemptionsPerDay } from '../orders/orders.repository';
import { pesosCell } from '../platform/csv/csv-format';
import { daysOf, rangeInstants } from './day-range';
import type { ReportContext, ReportTable } from './report-context';

// spec §7 report 4292 Redemption Summary. Decision 0036: one row per day of the range (zeros included) with
// the orders placed (main and bonus), their eGCs and their value in pesos; a Total row last.

const REDEMPTION_SUMMARY_COLUMNS = ['Date', 'Orders', 'Main Orders', 'Bonus Orders', 'eGCs', 'Value'] as const;

export async function redemptionSummary({ db, campaignId, config, range }: ReportContext): Promise<ReportTable> {
  const { from, until } = rangeInstants(range, config.timeZone);
  const rows = await redemptionsPerDay(db, campaignId, config.timeZone, { from, until });
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = daysOf(range).map((day) => {
    const row = byDay.get(day);
    return { day, counts: [row?.orders ?? 0, row?.main ?? 0, row?.bonus ?? 0, row?.egcs ?? 0], value: row?.value ?? 0 };
  });
  const total = (column: number) => days.reduce((sum, row) => sum + (row.counts[column] ?? 0), 0);
  const totalValue = sumCentavos(days.map((row) => centavos(row.value)));
  return {
    columns: REDEMPTION_SUMMARY_COLUMNS,
    rows: [
      ...days.map((row) => [row.day, ...row.counts, pesosCell(row.value)]),
      ['Total', total(0), total(1), total(2), total(3), pesosCell(totalValue)],
    ],
  };
}
