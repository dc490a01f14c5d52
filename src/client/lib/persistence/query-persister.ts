import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { ANONYMOUS, cacheBuster, cacheOwner } from './cache-owner';
import { resumableAfterReload } from './queued-resends';

// The query cache lives in IndexedDB so the dashboard and eGCs render offline (docs/architecture.md §5). Where
// IndexedDB is missing (some private modes), localStorage through TanStack's sync persister.
//
// Every write is stamped with the buster of that moment (build + signed-in cardholder): the provider reads its
// `buster` once at start, so a sign-in during the page's life would otherwise be saved under the old owner.
// While nobody is signed in nothing is kept at all: after a logout the device holds no cache entry.

const CACHE_KEY = 'promo-query-cache';

function idbStore(): Persister {
  return {
    persistClient: (client: PersistedClient) => set(CACHE_KEY, client),
    restoreClient: () => get<PersistedClient>(CACHE_KEY),
    removeClient: () => del(CACHE_KEY),
  };
}

export function hasIndexedDb(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null;
  } catch {
    return false;
  }
}

export function stampedWithCurrentOwner(store: Persister): Persister {
  return {
    persistClient: (client) =>
      cacheOwner() === ANONYMOUS
        ? store.removeClient()
        : store.persistClient({ ...resumableAfterReload(client), buster: cacheBuster() }),
    restoreClient: () => store.restoreClient(),
    removeClient: () => store.removeClient(),
  };
}

export function createQueryPersister(): Persister {
  // Chosen on first use, not on import: the build's prerender (src/client/prerender) imports this in Node, which
  // has neither storage.
  let store: Persister | undefined;
  const chosen = () => {
    store ??= hasIndexedDb()
      ? idbStore()
      : createSyncStoragePersister({ storage: window.localStorage, key: CACHE_KEY, throttleTime: 0 });
    return store;
  };
  return stampedWithCurrentOwner({
    persistClient: (client) => chosen().persistClient(client),
    restoreClient: () => chosen().restoreClient(),
    removeClient: () => chosen().removeClient(),
  });
}
