import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { stubFetch } from '../../testing/stub-fetch';
import { CheckPage } from './check-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CheckPage ('Am I registered')", () => {
  it('spec §8: a registered code reads the full inquiry text and offers Go to Login', async () => {
    stubFetch({ statusId: 4679 });
    await renderWithRouter(() => <CheckPage campaignId={1} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'NOSPEND1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    });
    expect(screen.getByRole('heading', { name: 'Already Registered' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    });
    expect((await screen.findByTestId('landing')).textContent).toContain('login /login');
  });

  it('a failed call shows the generic failure', async () => {
    stubFetch({ httpStatus: 500 });
    await renderWithRouter(() => <CheckPage campaignId={1} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'NOSPEND1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please try again later.');
  });
});
