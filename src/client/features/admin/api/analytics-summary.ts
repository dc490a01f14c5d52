import { queryOptions } from '@tanstack/react-query';
import { analyticsSummaryCall } from '../../../../contract/admin';
import { adminRead, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

/** Decision 0068: the analytics events kept per name, for the admin dashboard. */
export const analyticsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.analytics,
    queryFn: ({ signal }) => adminRead(analyticsSummaryCall, { signal }),
    retry: retryTransientFailure,
    staleTime: 60_000,
  });
