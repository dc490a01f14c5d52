import { useQuery } from '@tanstack/react-query';
import type { ImportRunEntry } from '../../../contract/admin-import';
import { formatDateTime } from './admin-dates';
import { AdminQueryWaiting } from './admin-failure-panel';
import { ADMIN_TEXT } from './admin-texts';
import { importHistoryQueryOptions, rejectedRowsUrl } from './api/import-history';
import { DownloadLink } from './download-link';
import { StaticTable } from './static-table';

const text = ADMIN_TEXT.import;

function FileCell({ run }: { readonly run: ImportRunEntry }) {
  const name = run.fileName ?? text.unnamedFile;
  if (run.fileError === null) return name;
  return (
    <>
      {name}
      <span className="admin-import-history__error">{text.fileUnreadable(run.fileError)}</span>
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
  const query = useQuery(importHistoryQueryOptions());
  return (
    <section className="admin-import-history" aria-labelledby="admin-import-history-title">
      <h2 id="admin-import-history-title">{text.history}</h2>
      <p className="admin-import-history__intro">{text.historyHint}</p>
      {!query.isSuccess ? (
        <AdminQueryWaiting query={query} />
      ) : query.data.length === 0 ? (
        <p>{text.noHistory}</p>
      ) : (
        <StaticTable
          caption={text.history}
          columns={text.historyColumns}
          rows={query.data.map((run) => {
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
          })}
        />
      )}
    </section>
  );
}
