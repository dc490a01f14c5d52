import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheOwner, setCacheOwner } from './cache-owner';
import { adoptCardholder, forgetCardholder } from './forget-cardholder';
import { persister } from './persist-options';

afterEach(() => setCacheOwner(null));

function clientWithData(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['page-config'], { isAuthenticated: true, code: 'OFFLINE2' });
  queryClient.setQueryData(['cardholder', 'orders', 1], { kind: 'success', data: [] });
  queryClient.getMutationCache().build(queryClient, { mutationKey: ['resend'] });
  return queryClient;
}

describe('logout leaves nothing of the cardholder on the device (docs/architecture.md §5)', () => {
  it('clears the queries, the queued resends, the owner and the persisted entry', async () => {
    setCacheOwner('OFFLINE2');
    await persister.persistClient({ timestamp: 1, buster: 'x', clientState: { queries: [], mutations: [] } });
    const queryClient = clientWithData();
    await forgetCardholder(queryClient);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    expect(cacheOwner()).toBe('anonymous');
    expect(await persister.restoreClient()).toBeUndefined();
  });
});

describe("the page config's cardholder owns the cache (decision 0063 buster)", () => {
  it('adopts the first cardholder and asks the browser to keep the storage (navigator.storage.persist)', () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { ...navigator, storage: { persist } });
    const queryClient = clientWithData();
    adoptCardholder(queryClient, 'OFFLINE1');
    expect(cacheOwner()).toBe('OFFLINE1');
    expect(persist).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(['cardholder', 'orders', 1])).toBeDefined();
    vi.unstubAllGlobals();
  });

  it("drops another person's cached data and queued resends, keeping only the page config", () => {
    setCacheOwner('OFFLINE1');
    const queryClient = clientWithData();
    adoptCardholder(queryClient, 'OFFLINE3');
    expect(cacheOwner()).toBe('OFFLINE3');
    expect(queryClient.getQueryData(['cardholder', 'orders', 1])).toBeUndefined();
    expect(queryClient.getQueryData(['page-config'])).toBeDefined();
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });

  it('does nothing when the same cardholder is seen again', () => {
    setCacheOwner('OFFLINE1');
    const queryClient = clientWithData();
    adoptCardholder(queryClient, 'OFFLINE1');
    expect(queryClient.getQueryData(['cardholder', 'orders', 1])).toBeDefined();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);
  });
});
