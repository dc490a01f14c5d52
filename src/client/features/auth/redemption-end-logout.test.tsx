import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { stubFetch } from '../../testing/stub-fetch';
import { RedemptionEndLogout } from './redemption-end-logout';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RedemptionEndLogout', () => {
  it('spec §2: when the redemption period ends, logs the user out and sends them to /login', async () => {
    const fetch = stubFetch({ statusId: 0 });
    const end = new Date(Date.now() + 3_000).toISOString();
    await renderWithRouter(() => <RedemptionEndLogout endDateTime={end} serverOffsetMs={0} />);
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/account/logoff');
    expect((await screen.findByTestId('landing')).textContent).toContain('login /login');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('still sends the user to /login when the logout call fails', async () => {
    stubFetch({ httpStatus: 500 });
    const end = new Date(Date.now() - 1).toISOString();
    await renderWithRouter(() => <RedemptionEndLogout endDateTime={end} serverOffsetMs={0} />);
    expect((await screen.findByTestId('landing')).textContent).toContain('login /login');
  });
});
