import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionExpiry } from '../../../lib/session-expiry';
import { testQueryClient } from '../../../testing/query-clients';
import { aCredit, anOrder } from '../testing/dashboard-fixtures';
import { stubDashboardApi } from '../testing/dashboard-test-api';
import { useDashboardData } from './use-dashboard-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionExpiry.clear();
});

const render = () => renderHook(() => useDashboardData(1), { wrapper: testQueryClient().wrapper });

describe('useDashboardData (spec §2 Home: loader, first error with Retry, maintenance)', () => {
  it('spec §2: a loader while they load, then the four answers together', async () => {
    stubDashboardApi({
      credits: { statusId: 0, data: aCredit({ credits: 500 }) },
      orders: { statusId: 0, data: [anOrder()] },
    });
    const { result } = render();
    expect(result.current.state.kind).toBe('loading');
    await waitFor(() => expect(result.current.state.kind).toBe('ready'));
    const { state } = result.current;
    expect(state.kind === 'ready' && [state.data.credit.credits, state.data.orders.length]).toEqual([500, 1]);
  });

  it('spec §2: "On error the first error is shown" — the first call that failed, in call order', async () => {
    stubDashboardApi({ credits: { statusId: 1 }, orders: { httpStatus: 500 } });
    const { result } = render();
    await waitFor(() => expect(result.current.state.kind).toBe('error'));
    const { state } = result.current;
    expect(state.kind === 'error' && [state.message.title, state.maintenance]).toEqual(['Session Expired', false]);
    // spec §4: 1 or -1 from a data call also raises the session-expired overlay.
    expect(sessionExpiry.isExpired()).toBe(true);
  });

  it('spec §8: an HTTP failure shows the generic failure text', async () => {
    stubDashboardApi({ orders: { httpStatus: 500 } });
    const { result } = render();
    await waitFor(() => expect(result.current.state.kind).toBe('error'));
    const { state } = result.current;
    expect(state.kind === 'error' && state.message.text).toBe(
      'An error occurred - Something went wrong. Please try again later.',
    );
  });

  it('spec §2: HTTP 503 from a data call is the maintenance state', async () => {
    stubDashboardApi({ categories: { httpStatus: 503 } });
    const { result } = render();
    await waitFor(() => expect(result.current.state.kind).toBe('error'));
    const { state } = result.current;
    expect(state.kind === 'error' && state.maintenance).toBe(true);
  });

  it('spec §2: "a Retry that reloads everything" calls all four again', async () => {
    const api = stubDashboardApi({ transactions: [{ statusId: 4 }, { statusId: 0, data: [] }] });
    const { result } = render();
    await waitFor(() => expect(result.current.state.kind).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.kind).toBe('ready'));
    for (const call of ['credits', 'transactions', 'orders', 'categories'] as const) expect(api.count(call)).toBe(2);
  });
});
