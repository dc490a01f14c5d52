import type { ReactNode } from 'react';

interface StaticTableRow {
  readonly key: string | number;
  /** The first column, the row's header for screen readers (its date and time, in every table here). */
  readonly header: ReactNode;
  /** The other columns, in the order of `columns` after the first. */
  readonly cells: readonly ReactNode[];
}

export interface StaticTableProps {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly StaticTableRow[];
}

/** A read-only admin table: a hidden caption, one header row, and each row led by its header cell. */
export function StaticTable({ caption, columns, rows }: StaticTableProps) {
  return (
    <table className="admin-table admin-table--static">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, index) => (
              <td key={columns[index + 1]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
