import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../testing/stub-fetch';
import { resend } from './redeem-mutations';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('resend (decision 0064: a resend is sent once, never replayed after it was answered)', () => {
  it('a resend resumed again with the key of one already answered gets that answer, with no second POST', async () => {
    const fetch = stubFetch({ statusId: 0, data: null });
    const variables = { campaignId: 3, orderID: 41, idempotencyKey: '5b0c4c1e-1111-4222-8333-944455556666' };
    const first = await resend(variables);
    // The page reloaded before the cache on disk lost the resend: it is resumed with the same variables.
    const replayed = await resend(variables);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(replayed).toEqual(first);
  });

  it('another resend (another key) is sent', async () => {
    const fetch = stubFetch({ statusId: 0, data: null }, { statusId: 0, data: null });
    await resend({ campaignId: 3, orderID: 41, idempotencyKey: 'a0000000-0000-4000-8000-000000000001' });
    await resend({ campaignId: 3, orderID: 41, idempotencyKey: 'a0000000-0000-4000-8000-000000000002' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
