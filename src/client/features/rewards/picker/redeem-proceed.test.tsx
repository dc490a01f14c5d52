import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRedeem } from './redeem-proceed';

afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useRedeem', () => {
  it('a bonus submit without a bonus record is refused before any call, as an error (a bug: Proceed is disabled then)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
    const reward = { merchant: { id: 1 }, denomination: { id: 2 }, quantity: 1 };
    const { result } = renderHook(
      () => useRedeem({ kind: 'bonus', campaignId: 3, token: null, reward, months: false }),
      { wrapper },
    );
    let end: string | undefined;
    await act(async () => {
      end = await result.current.submit();
    });
    expect(end).toBe('error');
    expect(fetch).not.toHaveBeenCalled();
  });
});
