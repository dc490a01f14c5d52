import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { ADMIN_KEY_ROOT } from '../../query-keys';
import { cacheBuster } from './cache-owner';
import { createQueryPersister } from './query-persister';
import { shouldPersistMutation } from './queued-resends';

/** Longer than any campaign's remaining redemption days; gcTime in query-client.ts is at least this. */
export const PERSISTED_CACHE_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 90;

export const persister = createQueryPersister();

/**
 * Only answers worth showing offline: the cardholder's successful reads (never a failed or a session-problem
 * answer), and never what an admin looked up: another person's data must not stay on the admin's device.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.queryKey[0] === ADMIN_KEY_ROOT) return false;
  if (query.state.status !== 'success') return false;
  const data = query.state.data as { kind?: string } | undefined;
  return data?.kind === undefined || data.kind === 'success';
}

export const persistOptions = (): PersistQueryClientProviderProps['persistOptions'] => ({
  persister,
  buster: cacheBuster(),
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  dehydrateOptions: {
    shouldDehydrateQuery: shouldPersistQuery,
    // Resends not yet answered (queued offline) survive a reload or a closed app (queued-resends.ts).
    shouldDehydrateMutation: shouldPersistMutation,
  },
});
