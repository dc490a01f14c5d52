import { focusManager, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../../testing/query-clients';
import { stubFetch } from '../../../testing/stub-fetch';
import { ordersQueryOptions } from '../api/cardholder-queries';
import { egcsQueryOptions } from './egcs-query';

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe('an open app asks again when it regains focus (decision 0082), though the app default is off', () => {
  it.each([
    ['the wallet', (client: QueryClient) => new QueryObserver(client, egcsQueryOptions(7)), '/api/bpi/spend/v1/egcs/7'],
    [
      'the orders',
      (client: QueryClient) => new QueryObserver(client, ordersQueryOptions(7)),
      '/api/bpi/spend/v3/orders/7',
    ],
  ])('%s', async (_name, observe, path) => {
    const fetch = stubFetch({ statusId: 0, data: [] }, { statusId: 0, data: [] });
    vi.stubGlobal('fetch', fetch);
    const { queryClient } = testQueryClient();
    // As QueryClientProvider does: the client listens to focus.
    queryClient.mount();
    const observer = observe(queryClient);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(String(fetch.mock.calls[1]?.[0])).toContain(path);
    unsubscribe();
    queryClient.unmount();
  });
});
