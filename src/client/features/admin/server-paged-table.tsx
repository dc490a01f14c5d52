import { SortableTable, type TableColumn } from './sortable-table';
import { TablePager } from './table-pager';
import { inServerOrder } from './table-sort';
import type { ServerTableControls } from './use-server-table';

// Decision 0143: a cardholder's transactions and orders are one page of the server's sort: the rows put back in
// the order the server sent them, header clicks asking the server, and the pager under the table once it has rows.

export interface ServerPagedTableProps<R extends { readonly key: number }> {
  readonly label: string;
  readonly columns: readonly TableColumn<R>[];
  /** The page's rows as shown (worded, grouped), in any order. */
  readonly rows: readonly R[];
  /** The keys of the rows the server answered, in its order (a key may repeat: an order's eGCs share one). */
  readonly serverOrder: readonly number[];
  readonly page: { readonly page: number; readonly pageSize: number; readonly total: number };
  readonly table: ServerTableControls;
  /** spec §8 empty states ('The cardholder doesn't have … yet.'). */
  readonly emptyText: string;
}

export function ServerPagedTable<R extends { readonly key: number }>(props: ServerPagedTableProps<R>) {
  const { label, columns, rows, serverOrder, page, table, emptyText } = props;
  return (
    <>
      <SortableTable
        label={label}
        columns={columns}
        rows={inServerOrder(rows, serverOrder)}
        sort={table.descriptor}
        onSortChange={table.onSortChange}
        emptyText={emptyText}
      />
      {page.total > 0 ? (
        <TablePager label={label} page={page.page} pageSize={page.pageSize} total={page.total} onPage={table.setPage} />
      ) : null}
    </>
  );
}
