import { useQuery } from '@tanstack/react-query';
import type { ReportHistoryEntry } from '../../../contract/reports';
import { formatDayKey } from '../../../domain/dates';
import { formatDateTime } from './admin-dates';
import { ADMIN_TEXT } from './admin-texts';
import { reportDownloadUrl, reportHistoryQueryOptions } from './api/report-history';
import { DownloadLink } from './download-link';
import { HistorySection } from './history-section';

const text = ADMIN_TEXT.report;

function StatusCell({ report }: { readonly report: ReportHistoryEntry }) {
  const label = text.statuses[report.status];
  if (report.status !== 'failed' || report.error === null) return label;
  return (
    <>
      {label}
      <span className="admin-history__error">{report.error}</span>
    </>
  );
}

function FileCell({ report }: { readonly report: ReportHistoryEntry }) {
  if (!report.downloadable) return report.status === 'done' ? text.noFile : null;
  const label = text.downloadLabel(report.typeLabel, formatDayKey(report.startDate), formatDayKey(report.endDate));
  return (
    <DownloadLink href={reportDownloadUrl(report.id)} label={label}>
      {text.download}
    </DownloadLink>
  );
}

/** Decision 0240: the newest reports asked for, their state, and each finished one's file. */
export function ReportHistory({ timeZone }: { readonly timeZone: string }) {
  return (
    <HistorySection
      id="admin-report-history-title"
      title={text.history}
      hint={text.historyHint}
      empty={text.noHistory}
      columns={text.historyColumns}
      query={useQuery(reportHistoryQueryOptions())}
      rowOf={(report) => ({
        key: report.id,
        header: formatDateTime(report.requestedAt, timeZone),
        cells: [
          report.typeLabel,
          `${formatDayKey(report.startDate)} – ${formatDayKey(report.endDate)}`,
          report.requestedBy,
          <StatusCell key="status" report={report} />,
          <FileCell key="file" report={report} />,
        ],
      })}
    />
  );
}
