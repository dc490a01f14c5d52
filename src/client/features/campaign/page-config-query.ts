import { queryOptions } from '@tanstack/react-query';
import { configCall } from '../../../contract/config';
import { callApi } from '../../lib/api';

export const pageConfigKeys = { all: ['page-config'] as const };

/** spec §3 page config: settings, UISchema, campaign id, server time, whether signed in. */
export const pageConfigQueryOptions = () =>
  queryOptions({
    queryKey: pageConfigKeys.all,
    queryFn: async ({ signal }) => (await callApi(configCall, { signal })).data,
    staleTime: 60_000,
  });
