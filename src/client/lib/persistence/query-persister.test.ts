import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID, setCacheOwner } from './cache-owner';
import { createQueryPersister, hasIndexedDb, stampedWithCurrentOwner } from './query-persister';

const client = (buster = 'stale'): PersistedClient => ({
  timestamp: 1,
  buster,
  clientState: { queries: [], mutations: [] },
});

function memoryStore() {
  const saved: PersistedClient[] = [];
  const store: Persister = {
    persistClient: vi.fn(async (value: PersistedClient) => {
      saved.push(value);
    }),
    restoreClient: vi.fn(async () => saved.at(-1)),
    removeClient: vi.fn(async () => {
      saved.length = 0;
    }),
  };
  return { store, saved };
}

afterEach(() => {
  setCacheOwner(null);
  vi.unstubAllGlobals();
});

describe('the persisted cache belongs to one build and one cardholder (docs/architecture.md §5 buster)', () => {
  it('stamps each write with the build and the cardholder signed in at that moment', async () => {
    const { store, saved } = memoryStore();
    setCacheOwner('OFFLINE1');
    await stampedWithCurrentOwner(store).persistClient(client());
    expect(saved[0]?.buster).toBe(`${BUILD_ID}:OFFLINE1`);
  });

  it('keeps nothing while nobody is signed in: after a logout the device holds no cache entry', async () => {
    const { store, saved } = memoryStore();
    setCacheOwner('OFFLINE2');
    const persister = stampedWithCurrentOwner(store);
    await persister.persistClient(client());
    setCacheOwner(null);
    await persister.persistClient(client());
    expect(saved).toEqual([]);
    expect(store.removeClient).toHaveBeenCalledOnce();
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('round-trips through IndexedDB, and removes the entry', async () => {
    setCacheOwner('OFFLINE3');
    const persister = createQueryPersister();
    await persister.persistClient(client());
    expect((await persister.restoreClient())?.buster).toBe(`${BUILD_ID}:OFFLINE3`);
    await persister.removeClient();
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('falls back to localStorage where IndexedDB is missing (some private modes)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(hasIndexedDb()).toBe(false);
    setCacheOwner('OFFLINE3');
    const persister = createQueryPersister();
    await persister.persistClient(client());
    // TanStack's sync persister writes on the next tick.
    await vi.waitFor(() => expect(window.localStorage.getItem('promo-query-cache')).toContain(`${BUILD_ID}:OFFLINE3`));
    await persister.removeClient();
    expect(window.localStorage.getItem('promo-query-cache')).toBeNull();
  });
});
