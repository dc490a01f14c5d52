import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aTransaction } from '../testing/dashboard-fixtures';
import { shouldVirtualize, TransactionList, VIRTUALIZE_FROM_ROWS } from './transaction-list';

afterEach(cleanup);

describe('TransactionList: long lists stay smooth (decision 0042)', () => {
  it.each([
    [VIRTUALIZE_FROM_ROWS - 1, false],
    [VIRTUALIZE_FROM_ROWS, true],
    [VIRTUALIZE_FROM_ROWS + 1, true],
  ])('%i rows: virtualised %s', (count, virtualised) => {
    expect(shouldVirtualize(count)).toBe(virtualised);
  });

  it.each([
    [19, false],
    [20, true],
  ])(
    '%i rows with virtualising from 20: only the visible rows are rendered when virtualised (%s)',
    (count, virtualised) => {
      const transactions = Array.from({ length: count }, () => aTransaction());
      render(
        <TransactionList
          transactions={transactions}
          categoryName={() => 'Groceries'}
          timeZone="Asia/Manila"
          virtualizeFrom={20}
        />,
      );
      const grid = screen.getByRole('grid', { name: 'Qualified transactions' });
      const rendered = within(grid).queryAllByRole('row').length;
      expect(grid.hasAttribute('data-virtualized')).toBe(virtualised);
      if (virtualised) expect(rendered).toBeLessThan(count);
      else expect(rendered).toBe(count);
    },
  );
});
