// Decision 0143: the admin tables are sorted by the server. This is the glue between react-aria's Table sort
// descriptor and the calls' `sort`/`dir`, and the one rule for putting rows back in the order the server sent.
// Pure, so it is tested without a DOM.

import type { SortDirection } from '../../../contract/admin-paged';

export interface SortDescriptorLike {
  readonly column: string | number;
  readonly direction: 'ascending' | 'descending';
}

export interface ServerSort<S extends string> {
  readonly sort: S;
  readonly dir: SortDirection;
}

/** The call's sort for a header click; a column the server does not sort by keeps the current sort. */
export function serverSortOf<S extends string>(
  descriptor: SortDescriptorLike,
  sortable: readonly S[],
  current: ServerSort<S>,
): ServerSort<S> {
  const column = sortable.find((name) => name === String(descriptor.column));
  if (column === undefined) return current;
  return { sort: column, dir: descriptor.direction === 'ascending' ? 'asc' : 'desc' };
}

/** The descriptor react-aria shows (aria-sort and the mark) for the call's sort. */
export function descriptorOf(sort: ServerSort<string>): SortDescriptorLike {
  return { column: sort.sort, direction: sort.dir === 'asc' ? 'ascending' : 'descending' };
}

/**
 * `rows` in the order their keys first appear in `keys` (the server's order). The row builders group and order
 * rows for the cardholder's own screens (newest first); the admin tables show the server's sort instead.
 */
export function inServerOrder<R extends { readonly key: number }>(rows: readonly R[], keys: readonly number[]): R[] {
  const position = new Map<number, number>();
  for (const key of keys) if (!position.has(key)) position.set(key, position.size);
  return [...rows].sort(
    (a, b) => (position.get(a.key) ?? Number.MAX_SAFE_INTEGER) - (position.get(b.key) ?? Number.MAX_SAFE_INTEGER),
  );
}
