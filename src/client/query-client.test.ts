import { describe, expect, it } from 'vitest';
import { PERSISTED_CACHE_MAX_AGE_MS } from './lib/persistence/persist-options';
import { createQueryClient } from './query-client';

describe('the query client (decision 0063: the cache outlives a closed app)', () => {
  it('keeps unobserved data at least as long as the persisted cache (gcTime ≥ maxAge)', () => {
    const gcTime = createQueryClient().getDefaultOptions().queries?.gcTime;
    expect(gcTime).toBeGreaterThanOrEqual(PERSISTED_CACHE_MAX_AGE_MS);
  });

  it('does not collect a query nobody observes (a timer over 2^31-1 ms would fire at once)', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['cardholder', 'probe'], queryFn: async () => 'kept' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.getQueryData(['cardholder', 'probe'])).toBe('kept');
  });

  it('knows how to send a resend that was queued before a reload (mutation defaults)', () => {
    const defaults = createQueryClient().getMutationDefaults(['resend']);
    expect(typeof defaults.mutationFn).toBe('function');
    expect(defaults.meta).toEqual({ sessionCheck: true });
  });

  it('refreshes the orders when a queued resend goes through, even with no screen watching', async () => {
    const client = createQueryClient();
    const onSuccess = client.getMutationDefaults(['resend']).onSuccess;
    client.setQueryData(['cardholder', 'orders', 7], { kind: 'success', data: [] });
    await onSuccess?.(
      { kind: 'success', statusId: 0, data: null } as never,
      { campaignId: 7 } as never,
      undefined,
      {} as never,
    );
    expect(client.getQueryState(['cardholder', 'orders', 7])?.isInvalidated).toBe(true);
  });
});
