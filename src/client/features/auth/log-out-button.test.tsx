import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { stubFetch } from '../../testing/stub-fetch';
import { stubPushBrowser } from '../../testing/stub-push-browser';
import { LogOutButton } from './log-out-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Presses Log out and waits for the logoff call (the push clean-up before it loads its module first). */
const pressLogOut = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  });
  await vi.waitFor(() => {
    const urls = vi.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/account/logoff');
  });
};

describe('LogOutButton', () => {
  it('spec §4: logout 0 resets the cached data and goes to /login', async () => {
    const fetch = stubFetch({ statusId: 0 });
    const { queryClient } = await renderWithRouter(() => <LogOutButton />);
    queryClient.setQueryData(['page-config'], { code: 'NOSPEND1' });
    await pressLogOut();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/account/logoff');
    expect((await screen.findByTestId('landing')).textContent).toContain('login /login');
    expect(queryClient.getQueryData(['page-config'])).toBeUndefined();
  });

  describe("decision 0207: the person leaving takes this browser's pushes with them", () => {
    it('removes the subscription on the server before the logoff, unsubscribes, and clears the badge', async () => {
      const { subscription, clearAppBadge } = stubPushBrowser();
      const fetch = stubFetch({ statusId: 0 }, { statusId: 0 });
      await renderWithRouter(() => <LogOutButton />);
      await pressLogOut();
      expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
        'DELETE /api/push/subscriptions',
        'GET /api/account/logoff',
      ]);
      expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
      expect(clearAppBadge).toHaveBeenCalledOnce();
      expect((await screen.findByTestId('landing')).textContent).toContain('login /login');
    });

    it("the server's refusal to remove it never holds the logout back", async () => {
      stubPushBrowser();
      const fetch = stubFetch({ httpStatus: 500 }, { statusId: 0 });
      await renderWithRouter(() => <LogOutButton />);
      await pressLogOut();
      expect(String(fetch.mock.calls[1]?.[0])).toBe('/api/account/logoff');
      expect((await screen.findByTestId('landing')).textContent).toContain('login /login');
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('a failed logout stays and shows the error', async () => {
    stubFetch({ httpStatus: 500 });
    await renderWithRouter(() => <LogOutButton />);
    await pressLogOut();
    expect(screen.getByRole('alert').textContent).toContain('An error occurred');
    expect(screen.queryByTestId('landing')).toBeNull();
  });
});
