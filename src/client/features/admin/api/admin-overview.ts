import { queryOptions } from '@tanstack/react-query';
import { adminOverviewCall } from '../../../../contract/admin-overview';
import { adminRead, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

/** Decision 0140: the campaign at a glance; without days, the server's last 30 up to today. */
export type OverviewRange = Readonly<Record<'from' | 'to', string>> | Readonly<Record<string, never>>;

export const adminOverviewQueryOptions = (range: OverviewRange) =>
  queryOptions({
    queryKey: adminKeys.overview(range),
    queryFn: ({ signal }) => adminRead(adminOverviewCall, { query: range, signal }),
    retry: retryTransientFailure,
    staleTime: 60_000,
  });
