import type { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardholderKeys } from '../../../query-keys';
import { renderWithRouter } from '../../../testing/render-with-router';
import { CAMPAIGN, claimPageConfig, creditAnswer, ORDER, seededClient } from '../testing/claim-test-data';
import { ClaimedPage } from './claimed-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderClaimed(queryClient?: QueryClient) {
  const onRedeem = vi.fn();
  await renderWithRouter(() => <ClaimedPage config={claimPageConfig()} onRedeem={onRedeem} />, { queryClient });
  return { onRedeem };
}

describe('ClaimedPage (spec §2 /claimed)', () => {
  it("'eGC Claimed' with Go Back to home", async () => {
    await renderClaimed(seededClient(0, [ORDER]));
    expect(screen.getByRole('heading', { level: 1, name: 'eGC Claimed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');
  });

  it("spec §2 credits box: all claimed reads 'You have claimed all your eGCs…'", async () => {
    await renderClaimed(seededClient(0, [ORDER]));
    expect(screen.getByText('You have claimed all your eGCs. Thank you for participating…')).toBeTruthy();
  });

  it('spec §2 credits box: a balance left offers Redeem, back to /claim with that amount', async () => {
    const { onRedeem } = await renderClaimed(seededClient(3500, [ORDER]));
    expect(screen.getByText('P3,500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(onRedeem).toHaveBeenCalledWith({ amount: 3500 });
  });

  it('shows the loader while the reads are still out', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await renderClaimed();
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('docs/conventions.md 10: a read answering another status shows the error with Retry, which reads again', async () => {
    const queryClient = seededClient(0, [ORDER]);
    queryClient.setQueryData(cardholderKeys.credits(CAMPAIGN), { kind: 'status', statusId: 4, data: null });
    const fetch = vi.fn(async () => new Response(JSON.stringify(creditAnswer(0)), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await renderClaimed(queryClient);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(fetch).toHaveBeenCalled();
  });
});
