import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageConfigKeys } from '../../../query-keys';
import { renderWithRouter } from '../../../testing/render-with-router';
import { aPageConfig, aRecord, aTransaction, categoriesReaching, seededBonusClient } from '../testing/bonus-fixtures';
import { BonusClaimedPage } from './bonus-claimed-page';
import { HomeBonusCards } from './home-bonus-cards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomeBonusCards (spec §2 Home: the bonus cards)', () => {
  it('reads the page config and the cached reads, and shows the three cards', async () => {
    const queryClient = seededBonusClient({
      categories: categoriesReaching(8),
      transactions: [aTransaction({ value: 80_000 }), aRecord('BONUS3', 502)],
    });
    queryClient.setQueryData(pageConfigKeys.all, aPageConfig());
    await renderWithRouter(() => <HomeBonusCards />, { queryClient });
    const cards = screen.getByRole('list', { name: 'Bonus round cards' });
    expect(cards.querySelectorAll(':scope > li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Redeem now' }).getAttribute('href')).toBe('/bonusclaimext?amount=3000');
  });

  it('never fetches: without the cached reads (or the page config) it shows nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const queryClient = seededBonusClient();
    queryClient.removeQueries({ queryKey: ['cardholder', 'orders'] });
    queryClient.setQueryData(pageConfigKeys.all, aPageConfig());
    await renderWithRouter(() => <HomeBonusCards />, { queryClient });
    expect(screen.queryByRole('list', { name: 'Bonus round cards' })).toBeNull();
    cleanup();
    await renderWithRouter(() => <HomeBonusCards />, { queryClient: seededBonusClient() });
    expect(screen.queryByRole('list', { name: 'Bonus round cards' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('BonusClaimedPage', () => {
  it("spec §2: titled 'Reward Claimed', with a back chevron to home", async () => {
    await renderWithRouter(() => <BonusClaimedPage />, { queryClient: seededBonusClient() });
    expect(screen.getByRole('heading', { level: 1, name: 'Reward Claimed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
