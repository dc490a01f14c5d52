import type { QueryClient } from '@tanstack/react-query';
import { pageConfigKeys } from '../../query-keys';
import { forgetTaggedAnswers } from '../api';
import { ANONYMOUS, cacheOwner, setCacheOwner } from './cache-owner';
import { forgetHomeSnapshot } from './home-snapshot-key';
import { persister } from './persist-options';

/**
 * Logout: the in-memory cache first, then the persisted one, so the next person on the device sees nothing
 * of the last (docs/architecture.md §5). Queued resends go too: they were the last person's.
 */
export async function forgetCardholder(queryClient: QueryClient): Promise<void> {
  queryClient.getMutationCache().clear();
  queryClient.clear();
  forgetTaggedAnswers();
  forgetHomeSnapshot();
  setCacheOwner(null);
  await persister.removeClient();
}

/**
 * Whenever the page config says who is signed in: the cache now belongs to them (another person's cached data
 * is dropped first), and the browser is asked to keep the storage (navigator.storage.persist, decision 0063).
 */
export function adoptCardholder(queryClient: QueryClient, promoCode: string): void {
  const previous = cacheOwner();
  if (previous === promoCode) return;
  if (previous !== ANONYMOUS) {
    forgetHomeSnapshot();
    queryClient.getMutationCache().clear();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== pageConfigKeys.all[0] });
  }
  setCacheOwner(promoCode);
  navigator.storage?.persist?.().catch(() => {
    // Not granted: the cache still works; the browser may evict it under storage pressure.
  });
}
