import { useQuery } from '@tanstack/react-query';
import type { ImportRunEntry } from '../../../contract/admin-import';
import { formatDateTime } from './admin-dates';
import { ADMIN_TEXT } from './admin-texts';
import { importHistoryQueryOptions, rejectedRowsUrl } from './api/import-history';
import { DownloadLink } from './download-link';
import { HistorySection } from './history-section';

const text = ADMIN_TEXT.import;

function FileCell({ run }: { readonly run: ImportRunEntry }) {
  const name = run.fileName ?? text.unnamedFile;
  if (run.fileError === null) return name;
  return (
    <>
      {name}
      <span className="admin-history__error">{text.fileUnreadable(run.fileError)}</span>
    </>
  );
}

function RejectedRowsCell({ run, when }: { readonly run: ImportRunEntry; readonly when: string }) {
  if (run.rejected === 0) return null;
  if (!run.rejectedFile) return text.rejectedNotKept;
  return (
    <DownloadLink href={rejectedRowsUrl(run.id)} label={text.downloadRejectedLabel(run.rejected, when)}>
      {text.downloadRejected}
    </DownloadLink>
  );
}

/** Decision 0241: the newest imports with their counts, and each one's rejected rows as a file. */
export function ImportHistory({ timeZone }: { readonly timeZone: string }) {
  return (
    <HistorySection
      id="admin-import-history-title"
      title={text.history}
      hint={text.historyHint}
      empty={text.noHistory}
      columns={text.historyColumns}
      query={useQuery(importHistoryQueryOptions())}
      rowOf={(run) => {
        const when = formatDateTime(run.importedAt, timeZone);
        return {
          key: run.id,
          header: when,
          cells: [
            <FileCell key="file" run={run} />,
            run.importedBy ?? text.byCommand,
            run.imported,
            run.duplicates,
            run.rejected,
            run.cardholders,
            <RejectedRowsCell key="rejected" run={run} when={when} />,
          ],
        };
      }}
    />
  );
}
