import { queryOptions } from '@tanstack/react-query';
import { analyticsSummaryCall } from '../../../../contract/admin';
import { adminKeys } from '../../../query-keys';
import { adminRead, retryTransientFailure } from './admin-call';

/** Decision 0068: the analytics events kept per name, for the admin dashboard. */
export const analyticsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.analytics,
    queryFn: ({ signal }) => adminRead(analyticsSummaryCall, { signal }),
    retry: retryTransientFailure,
    staleTime: 60_000,
  });
