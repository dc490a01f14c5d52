import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { stubFetch } from '../../testing/stub-fetch';
import { LogOutButton } from './log-out-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pressLogOut = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  });

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

  it('a failed logout stays and shows the error', async () => {
    stubFetch({ httpStatus: 500 });
    await renderWithRouter(() => <LogOutButton />);
    await pressLogOut();
    expect(screen.getByRole('alert').textContent).toContain('An error occurred');
    expect(screen.queryByTestId('landing')).toBeNull();
  });
});
