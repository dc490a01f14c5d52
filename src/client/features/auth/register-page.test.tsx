import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { RegisterPage } from './register-page';

afterEach(cleanup);

const END_MESSAGE = 'Sorry, the registration period for this promo has ended.';
const schedule = (endDateTime: string) => ({ endDateTime, endMessage: END_MESSAGE });

describe('RegisterPage', () => {
  it('spec §4: before the end, a countdown on server time and the form', async () => {
    // The device clock is a day behind the server: the countdown follows the server.
    const end = new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString();
    await renderWithRouter(() => (
      <RegisterPage campaignId={1} registration={schedule(end)} serverOffsetMs={86_400_000} />
    ));
    expect(screen.getByRole('timer').textContent).toMatch(/^1d 0[01]:\d{2}:\d{2}$/);
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeTruthy();
    expect(screen.queryByText(END_MESSAGE)).toBeNull();
  });

  it('spec §2: after the end, the end message replaces the form', async () => {
    const end = new Date(Date.now() + 60_000).toISOString();
    await renderWithRouter(() => <RegisterPage campaignId={1} registration={schedule(end)} serverOffsetMs={120_000} />);
    expect(screen.getByText(END_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
