import type { ReactNode } from 'react';
import { AdminQueryWaiting } from './admin-failure-panel';
import { StaticTable, type StaticTableProps } from './static-table';

interface HistoryQuery<T> {
  readonly isSuccess: boolean;
  readonly isPending: boolean;
  readonly data: readonly T[] | undefined;
  readonly error: unknown;
  refetch(): unknown;
}

export interface HistorySectionProps<T> {
  /** The section's id, which names its heading. */
  readonly id: string;
  readonly title: string;
  readonly hint: string;
  readonly empty: string;
  readonly columns: readonly string[];
  readonly query: HistoryQuery<T>;
  readonly rowOf: (entry: T) => StaticTableProps['rows'][number];
}

/**
 * Decisions 0240, 0241: the last reports and the last imports, shown alike below their screen's form: a heading, what
 * the list holds, then the loading line or failure, the empty text, or the table.
 */
export function HistorySection<T>({ id, title, hint, empty, columns, query, rowOf }: HistorySectionProps<T>) {
  let body: ReactNode;
  if (!query.isSuccess || query.data === undefined) body = <AdminQueryWaiting query={query} />;
  else if (query.data.length === 0) body = <p>{empty}</p>;
  else body = <StaticTable caption={title} columns={columns} rows={query.data.map(rowOf)} />;
  return (
    <section className="admin-history" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="admin-history__intro">{hint}</p>
      {body}
    </section>
  );
}
