import { queryOptions } from '@tanstack/react-query';
import { outboxSummaryCall } from '../../../../contract/admin';
import { BACKGROUND_REQUEST_HEADER } from '../../../../contract/envelope';
import { adminRead, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

/**
 * Decision 0090: the outbox's counts for the admin dashboard, read again every few minutes while it is open.
 * Decision 0230: marked as a background request, so the poll never keeps an unattended session alive.
 */
export const outboxSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.outbox,
    queryFn: ({ signal }) => adminRead(outboxSummaryCall, { signal, headers: { [BACKGROUND_REQUEST_HEADER]: '1' } }),
    retry: retryTransientFailure,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
