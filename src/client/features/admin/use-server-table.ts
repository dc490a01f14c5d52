import { useState } from 'react';
import type { PageOf } from './api/cardholder-activity';
import { descriptorOf, type ServerSort, type SortDescriptorLike, serverSortOf } from './table-sort';

// Decision 0143: a server-paged, server-sorted table's state. A new sort starts again at page 1.

/** What a server-paged table needs of that state: the sort to show, and where header clicks and the pager go. */
export interface ServerTableControls {
  readonly descriptor: SortDescriptorLike;
  readonly onSortChange: (descriptor: SortDescriptorLike) => void;
  readonly setPage: (page: number) => void;
}

export function useServerTable<S extends string>(
  sortable: readonly S[],
  initial: ServerSort<S>,
): ServerTableControls & { readonly paging: PageOf<S> } {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(initial);
  const paging: PageOf<S> = { page, ...sort };
  return {
    paging,
    setPage,
    descriptor: descriptorOf(sort),
    onSortChange: (descriptor: SortDescriptorLike) => {
      setSort(serverSortOf(descriptor, sortable, sort));
      setPage(1);
    },
  };
}
