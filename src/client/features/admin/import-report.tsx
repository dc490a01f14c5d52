import { useId } from 'react';
import type { ImportReport } from '../../../contract/admin-import';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { ADMIN_TEXT } from './admin-texts';
import { StaticTable, type StaticTableProps } from './static-table';

// Decisions 0144 and 0146: the report of a check or an import is the CLI's counts, and each row left out by its
// line: the rejected ones with the reason, the duplicates with the line already holding the reference number.

const text = ADMIN_TEXT.import;
const COUNT = new Intl.NumberFormat('en-PH');

/** A report's table under its own heading (its caption too), scrolling sideways on a narrow screen; none when empty. */
function RowsTable({ heading, columns, rows }: Omit<StaticTableProps, 'caption'> & { readonly heading: string }) {
  if (rows.length === 0) return null;
  return (
    <>
      <h3>{heading}</h3>
      <div className="admin-table-scroll">
        <StaticTable caption={heading} columns={columns} rows={rows} />
      </div>
    </>
  );
}

export function ImportReportView({ report, final }: { readonly report: ImportReport; readonly final: boolean }) {
  const headingId = useId();
  if (report.fileError !== null) {
    return <FeedbackPanel tone="error" title={text.unreadableTitle} body={report.fileError} />;
  }
  const facts: [string, number][] = [
    [final ? text.imported : text.toImport, report.imported],
    [text.duplicatesInDatabase, report.duplicatesInDatabase],
    [text.duplicatesInFile, report.duplicatesInFile],
    [text.rejected, report.rejected.length],
    [text.cardholders, report.cardholders],
  ];
  if (report.bonusRecordsCreated !== null) facts.push([text.bonusRecords, report.bonusRecordsCreated]);
  return (
    <section className="admin-panel" aria-labelledby={headingId} role="status">
      <h2 id={headingId}>{final ? text.resultHeading : text.previewHeading}</h2>
      <dl className="admin-facts">
        {facts.map(([label, count]) => (
          <div key={label} className="admin-facts__item">
            <dt>{label}</dt>
            <dd>{COUNT.format(count)}</dd>
          </div>
        ))}
      </dl>
      <RowsTable
        heading={text.rejectedHeading}
        columns={[text.line, text.reason]}
        rows={report.rejected.map(({ line, reason }) => ({ key: line, header: line, cells: [reason] }))}
      />
      <RowsTable
        heading={text.duplicatesHeading}
        columns={[text.line, text.referenceNo, text.reason]}
        rows={report.duplicates.map(({ line, referenceNo, repeatOfLine }) => ({
          key: line,
          header: line,
          cells: [referenceNo, repeatOfLine === null ? text.alreadyImported : text.repeatsLine(repeatOfLine)],
        }))}
      />
    </section>
  );
}
