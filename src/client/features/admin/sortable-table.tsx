import type { ReactNode } from 'react';
import { Cell, Column, type Key, Row, Table, TableBody, TableHeader } from 'react-aria-components/Table';
import type { SortDescriptorLike } from './table-sort';

export interface TableColumn<R> {
  readonly id: string;
  readonly name: string;
  readonly cell: (row: R) => ReactNode;
  /** Set on the columns the server sorts by (decision 0143); a click on their header asks for that sort. */
  readonly sortable?: boolean;
  readonly isRowHeader?: boolean;
  /** Amounts and counts line up on the right. */
  readonly numeric?: boolean;
}

export interface SortableTableProps<R extends { readonly key: Key }> {
  readonly label: string;
  readonly columns: readonly TableColumn<R>[];
  /** One page, already in the server's order. */
  readonly rows: readonly R[];
  readonly sort: SortDescriptorLike;
  readonly onSortChange: (sort: SortDescriptorLike) => void;
  /** spec §8 empty states ('The cardholder doesn't have … yet.'). */
  readonly emptyText: string;
}

function SortMark({ direction }: { readonly direction: SortDescriptorLike['direction'] | undefined }) {
  // aria-sort on the header already tells assistive technology; the mark is for the eye.
  const mark = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <span className="admin-table__sort" aria-hidden="true" data-direction={direction ?? 'none'}>
      {mark}
    </span>
  );
}

/**
 * A react-aria Table whose sortable column headers (keyboard and pointer, aria-sort set) ask for a sort; the
 * rows come sorted from the server (decision 0143), so the table shows them as they are.
 */
export function SortableTable<R extends { readonly key: Key }>(props: SortableTableProps<R>) {
  const { label, columns, rows, sort, onSortChange, emptyText } = props;
  return (
    <div className="admin-table-scroll">
      <Table aria-label={label} className="admin-table" sortDescriptor={sort} onSortChange={onSortChange}>
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader ?? false}
              allowsSorting={column.sortable ?? false}
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
          items={rows}
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
