import { type ReactNode, useMemo, useState } from 'react';
import {
  Cell,
  Column,
  type Key,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components/Table';
import { type SortValue, type SortValueReaders, sortRows } from './table-sort';

export interface TableColumn<R> {
  readonly id: string;
  readonly name: string;
  readonly cell: (row: R) => ReactNode;
  /** Present on the columns a click sorts by. */
  readonly sortValue?: (row: R) => SortValue;
  readonly isRowHeader?: boolean;
  /** Amounts and counts line up on the right. */
  readonly numeric?: boolean;
}

export interface SortableTableProps<R extends { readonly key: Key }> {
  readonly label: string;
  readonly columns: readonly TableColumn<R>[];
  readonly rows: readonly R[];
  readonly initialSort: { readonly column: string; readonly direction: 'ascending' | 'descending' };
  /** spec §8 empty states ('The cardholder doesn't have … yet.'). */
  readonly emptyText: string;
}

function readersOf<R>(columns: readonly TableColumn<R>[]): SortValueReaders<R> {
  return Object.fromEntries(
    columns.flatMap((column) => (column.sortValue ? [[column.id, column.sortValue] as const] : [])),
  );
}

function SortMark({ direction }: { readonly direction: SortDescriptor['direction'] | undefined }) {
  // aria-sort on the header already tells assistive technology; the mark is for the eye.
  const mark = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <span className="admin-table__sort" aria-hidden="true" data-direction={direction ?? 'none'}>
      {mark}
    </span>
  );
}

/** A react-aria Table whose sortable column headers sort the rows (keyboard and pointer, aria-sort set). */
export function SortableTable<R extends { readonly key: Key }>(props: SortableTableProps<R>) {
  const { label, columns, rows, initialSort, emptyText } = props;
  const [sort, setSort] = useState<SortDescriptor>(initialSort);
  const readers = useMemo(() => readersOf(columns), [columns]);
  const sorted = useMemo(() => sortRows(rows, sort, readers), [rows, sort, readers]);
  return (
    <div className="admin-table-scroll">
      <Table aria-label={label} className="admin-table" sortDescriptor={sort} onSortChange={setSort}>
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader ?? false}
              allowsSorting={column.sortValue !== undefined}
              className={column.numeric ? 'admin-table__column admin-table__column--numeric' : 'admin-table__column'}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className="admin-table__heading">
                  {column.name}
                  {allowsSorting ? <SortMark direction={sortDirection} /> : null}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={sorted}
          dependencies={[columns]}
          renderEmptyState={() => <p className="admin-empty">{emptyText}</p>}
        >
          {(row) => (
            <Row id={row.key} columns={columns} className="admin-table__row">
              {(column) => (
                <Cell className={column.numeric ? 'admin-table__cell admin-table__cell--numeric' : 'admin-table__cell'}>
                  {column.cell(row)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
