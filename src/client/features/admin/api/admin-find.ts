import { queryOptions } from '@tanstack/react-query';
import { adminFindCall, type FindKey } from '../../../../contract/admin-find';
import { adminRead, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

/** Decision 0142: the cardholders a key beyond spec §5's two names. */
export const adminFindQueryOptions = (by: FindKey, value: string) =>
  queryOptions({
    queryKey: adminKeys.find(by, value),
    queryFn: ({ signal }) => adminRead(adminFindCall, { query: { by, value }, signal }),
    retry: retryTransientFailure,
    staleTime: 0,
  });
