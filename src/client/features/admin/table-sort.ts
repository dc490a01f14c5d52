// The glue between react-aria's Table sort descriptor and the rows: each sortable column names how to read a
// row's value; a click on its header sorts by it. Pure, so the order is tested without a DOM.

/** A cell's value to sort by; null (no date, no value) always sorts last, in either direction. */
export type SortValue = string | number | null;

export interface SortDescriptorLike {
  readonly column: string | number;
  readonly direction: 'ascending' | 'descending';
}

export type SortValueReaders<Row> = Readonly<Record<string, (row: Row) => SortValue>>;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * `rows` ordered by the descriptor's column. Equal values keep their order in `rows` (the screens pass them
 * newest first, spec §5), and a column without a reader leaves the order as it is.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  descriptor: SortDescriptorLike | undefined,
  readers: SortValueReaders<Row>,
): Row[] {
  const read = descriptor === undefined ? undefined : readers[String(descriptor.column)];
  if (descriptor === undefined || read === undefined) return [...rows];
  const sign = descriptor.direction === 'descending' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        return (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0) || a.index - b.index;
      }
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((entry) => entry.row);
}
