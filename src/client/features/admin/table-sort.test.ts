import { describe, expect, it } from 'vitest';
import { descriptorOf, inServerOrder, serverSortOf } from './table-sort';

const SORTS = ['date', 'amount'] as const;
const current = { sort: 'date', dir: 'desc' } as const;

describe('table-sort: header clicks become the server sort (decision 0143)', () => {
  it.each([
    [{ column: 'amount', direction: 'ascending' } as const, { sort: 'amount', dir: 'asc' }],
    [{ column: 'amount', direction: 'descending' } as const, { sort: 'amount', dir: 'desc' }],
    [{ column: 'date', direction: 'ascending' } as const, { sort: 'date', dir: 'asc' }],
  ])('%o asks for %o', (descriptor, expected) => {
    expect(serverSortOf(descriptor, SORTS, current)).toEqual(expected);
  });

  it('a column the server does not sort by keeps the current sort', () => {
    expect(serverSortOf({ column: 'category', direction: 'ascending' }, SORTS, current)).toBe(current);
  });

  it('the descriptor shows the call sort back', () => {
    expect(descriptorOf({ sort: 'amount', dir: 'asc' })).toEqual({ column: 'amount', direction: 'ascending' });
    expect(descriptorOf(current)).toEqual({ column: 'date', direction: 'descending' });
  });

  it("inServerOrder puts rows in the order of the server's keys, unknown keys last", () => {
    const rows = [{ key: 1 }, { key: 2 }, { key: 3 }, { key: 4 }];
    expect(inServerOrder(rows, [3, 3, 1, 2, 1]).map((row) => row.key)).toEqual([3, 1, 2, 4]);
  });
});
