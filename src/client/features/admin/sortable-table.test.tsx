import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SortableTable, type TableColumn } from './sortable-table';
import type { SortDescriptorLike } from './table-sort';

afterEach(cleanup);

interface Row {
  readonly key: number;
  readonly date: number;
  readonly place: string;
  readonly amount: number;
}

const COLUMNS: readonly TableColumn<Row>[] = [
  { id: 'date', name: 'Date', cell: (row) => `day ${row.date}`, sortable: true, isRowHeader: true },
  { id: 'place', name: 'Place', cell: (row) => row.place },
  { id: 'amount', name: 'Amount', cell: (row) => `P${row.amount}`, sortable: true, numeric: true },
];

const ROWS: readonly Row[] = [
  { key: 1, date: 3, place: 'c', amount: 10 },
  { key: 2, date: 1, place: 'a', amount: 30 },
  { key: 3, date: 2, place: 'b', amount: 20 },
];

function renderTable(rows: readonly Row[] = ROWS) {
  const asked: SortDescriptorLike[] = [];
  const view = render(
    <SortableTable
      label="Things"
      columns={COLUMNS}
      rows={rows}
      sort={{ column: 'date', direction: 'descending' }}
      onSortChange={(sort) => asked.push(sort)}
      emptyText="Nothing yet."
    />,
  );
  return { asked, view };
}

/** The row headers' texts, top to bottom. */
const firstCells = () =>
  within(screen.getByRole('grid', { name: 'Things' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('SortableTable (react-aria Table, sorted by the server: decision 0143)', () => {
  it("shows the rows in the server's order and its sort with aria-sort", () => {
    renderTable();
    expect(firstCells()).toEqual(['day 3', 'day 1', 'day 2']);
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');
  });

  it('a click on a sortable header asks for that sort, and leaves the rows to the server', async () => {
    const { asked } = renderTable();
    await act(async () => {
      fireEvent.click(header('Amount'));
    });
    expect(asked).toEqual([{ column: 'amount', direction: 'ascending' }]);
    expect(firstCells()).toEqual(['day 3', 'day 1', 'day 2']);
  });

  it('a column the server does not sort by is not sortable', async () => {
    const { asked } = renderTable();
    expect(header('Place').hasAttribute('aria-sort')).toBe(false);
    await act(async () => {
      fireEvent.click(header('Place'));
    });
    expect(asked).toEqual([]);
  });

  it('spec §8 empty state: the text shows when there are no rows', () => {
    renderTable([]);
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
  });
});
