import { queryOptions } from '@tanstack/react-query';
import { outboxSummaryCall } from '../../../../contract/admin';
import { adminRead, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

/** Decision 0090: the outbox's counts for the admin dashboard, read again every few minutes while it is open. */
export const outboxSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.outbox,
    queryFn: ({ signal }) => adminRead(outboxSummaryCall, { signal }),
    retry: retryTransientFailure,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
