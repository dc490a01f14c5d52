import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SortableTable, type TableColumn } from './sortable-table';

afterEach(cleanup);

interface Row {
  readonly key: number;
  readonly date: number;
  readonly place: string;
  readonly amount: number;
}

const COLUMNS: readonly TableColumn<Row>[] = [
  { id: 'date', name: 'Date', cell: (row) => `day ${row.date}`, sortValue: (row) => row.date, isRowHeader: true },
  { id: 'place', name: 'Place', cell: (row) => row.place },
  { id: 'amount', name: 'Amount', cell: (row) => `P${row.amount}`, sortValue: (row) => row.amount, numeric: true },
];

const ROWS: readonly Row[] = [
  { key: 1, date: 3, place: 'c', amount: 10 },
  { key: 2, date: 1, place: 'a', amount: 30 },
  { key: 3, date: 2, place: 'b', amount: 20 },
];

const renderTable = (rows: readonly Row[] = ROWS) =>
  render(
    <SortableTable
      label="Things"
      columns={COLUMNS}
      rows={rows}
      initialSort={{ column: 'date', direction: 'descending' }}
      emptyText="Nothing yet."
    />,
  );

/** The row headers' texts, top to bottom. */
const firstCells = () =>
  within(screen.getByRole('grid', { name: 'Things' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('SortableTable (react-aria Table with sortDescriptor)', () => {
  it("spec §5 'newest first': the initial sort is applied and shown with aria-sort", () => {
    renderTable();
    expect(firstCells()).toEqual(['day 3', 'day 2', 'day 1']);
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');
  });

  it('a click on a sortable header sorts by it ascending, a second click descending', async () => {
    renderTable();
    await act(async () => {
      fireEvent.click(header('Amount'));
    });
    expect(header('Amount').getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells()).toEqual(['day 3', 'day 2', 'day 1']);
    await act(async () => {
      fireEvent.click(header('Amount'));
    });
    expect(header('Amount').getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()).toEqual(['day 1', 'day 2', 'day 3']);
  });

  it('a column without a sort value is not sortable', async () => {
    renderTable();
    expect(header('Place').hasAttribute('aria-sort')).toBe(false);
    await act(async () => {
      fireEvent.click(header('Place'));
    });
    expect(firstCells()).toEqual(['day 3', 'day 2', 'day 1']);
  });

  it('spec §8 empty state: the text shows when there are no rows', () => {
    renderTable([]);
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
  });
});
