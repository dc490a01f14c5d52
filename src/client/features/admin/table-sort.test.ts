import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SortValue, sortRows } from './table-sort';

interface Row {
  readonly key: string;
  readonly amount: number;
  readonly name: string;
  readonly posted: number | null;
}

const rows: readonly Row[] = [
  { key: 'a', amount: 200, name: 'ref10', posted: 3 },
  { key: 'b', amount: 50, name: 'ref9', posted: null },
  { key: 'c', amount: 200, name: 'Ref2', posted: 1 },
  { key: 'd', amount: 1000, name: 'ref1', posted: 2 },
];

const readers = {
  amount: (row: Row): SortValue => row.amount,
  name: (row: Row): SortValue => row.name,
  posted: (row: Row): SortValue => row.posted,
};

const keys = (sorted: readonly Row[]) => sorted.map((row) => row.key).join('');

describe('sortRows: the sort descriptor glue for the admin tables (spec §2 sortable tables)', () => {
  it.each([
    ['amount', 'ascending', 'bacd'],
    ['amount', 'descending', 'dacb'],
    ['name', 'ascending', 'dcba'],
    ['name', 'descending', 'abcd'],
    ['posted', 'ascending', 'cdab'],
    ['posted', 'descending', 'adcb'],
  ] as const)('by %s %s', (column, direction, expected) => {
    expect(keys(sortRows(rows, { column, direction }, readers))).toBe(expected);
  });

  it("spec §5 'newest first' order is kept for equal values (a stable sort)", () => {
    // a and c share 200: a came first in the input, so it stays first either way.
    expect(keys(sortRows(rows, { column: 'amount', direction: 'descending' }, readers))).toContain('ac');
    expect(keys(sortRows(rows, { column: 'amount', direction: 'ascending' }, readers))).toContain('ac');
  });

  it('no descriptor or a column without a reader leaves the order as given', () => {
    expect(keys(sortRows(rows, undefined, readers))).toBe('abcd');
    expect(keys(sortRows(rows, { column: 'location', direction: 'ascending' }, readers))).toBe('abcd');
  });

  it('a missing value (null) sorts last in both directions', () => {
    for (const direction of ['ascending', 'descending'] as const) {
      const sorted = sortRows(rows, { column: 'posted', direction }, readers);
      expect(sorted.at(-1)?.key).toBe('b');
    }
  });

  it('sorting keeps every row once and orders the values (property)', () => {
    const arbitraryRow = fc.record({
      key: fc.uuid(),
      amount: fc.integer(),
      name: fc.string(),
      posted: fc.option(fc.integer(), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryRow), fc.constantFrom('ascending', 'descending'), (input, direction) => {
        const sorted = sortRows(input, { column: 'amount', direction }, readers);
        expect([...sorted].sort((x, y) => x.key.localeCompare(y.key))).toEqual(
          [...input].sort((x, y) => x.key.localeCompare(y.key)),
        );
        for (let i = 1; i < sorted.length; i += 1) {
          const [previous, current] = [sorted[i - 1] as Row, sorted[i] as Row];
          if (direction === 'ascending') expect(previous.amount).toBeLessThanOrEqual(current.amount);
          else expect(previous.amount).toBeGreaterThanOrEqual(current.amount);
        }
      }),
    );
  });
});
