import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageConfigKeys } from '../../../query-keys';
import { calledUrl, stubFetch } from '../../../testing/stub-fetch';
import { aCredit, aPageConfig } from '../testing/bonus-fixtures';
import { loadBonusReads } from './load-bonus-reads';

afterEach(() => vi.unstubAllGlobals());

describe('loadBonusReads', () => {
  it('spec §7: loads the credits, transactions, orders and categories the rounds are judged by', async () => {
    const empty = { statusId: 0, data: [] };
    const fetch = stubFetch({ statusId: 0, data: aCredit() }, empty, empty, empty);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(pageConfigKeys.all, aPageConfig());
    await loadBonusReads(queryClient);
    const urls = [0, 1, 2, 3].map((index) => calledUrl(fetch, index));
    expect(urls.map((url) => url.replace(/^.*\/api\/bpi\/spend/, ''))).toEqual([
      '/v4/credits/3',
      '/v2/transactions/3',
      '/v3/orders/3',
      '/transactions/v2/mcc/3',
    ]);
  });
});
