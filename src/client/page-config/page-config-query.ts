import { queryOptions } from '@tanstack/react-query';
import { configCall } from '../../contract/config';
import { callApi } from '../lib/api';
import { pageConfigKeys } from '../query-keys';

/** spec §3 page config: settings, UISchema, campaign id, server time, whether signed in. */
export const pageConfigQueryOptions = () =>
  queryOptions({
    queryKey: pageConfigKeys.all,
    queryFn: async ({ signal }) => {
      const result = await callApi(configCall, { signal });
      // The config call answers only 0 (contract); anything else is a bug, shown as the error state.
      if (result.kind !== 'success') throw new Error(`config answered status ${result.statusId}`);
      return result.data;
    },
    staleTime: 60_000,
  });
