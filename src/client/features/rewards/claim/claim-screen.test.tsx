import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UISchema } from '../../../../domain/campaign-config';
import { cardholderKeys } from '../../../query-keys';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubFetch } from '../../../testing/stub-fetch';
import { CAMPAIGN, claimPageConfig, ORDER, seededClient } from '../testing/claim-test-data';
import { PLATINUM_CARD_TYPE_IDS, REWARD_GROUPS } from '../testing/reward-picker-fixtures';
import { ClaimScreen } from './claim-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UI_SCHEMA: UISchema = {
  merchantCategories: [],
  rewards: [],
  rewardsByCategory: [...REWARD_GROUPS],
  bonusRewardsByCategory: [],
  bonusRewardsByCategoryFrequency: [],
  faqs: [],
  platinumCardTypeIDs: [...PLATINUM_CARD_TYPE_IDS],
};

async function renderScreen(queryClient?: QueryClient, amount = 1500) {
  const onClaimed = vi.fn();
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => true });
  await renderWithRouter(
    () => <ClaimScreen config={claimPageConfig({ uiSchema: UI_SCHEMA })} amount={amount} onClaimed={onClaimed} />,
    { queryClient },
  );
  return { onClaimed };
}

describe('ClaimScreen (spec §2 /claim with its data)', () => {
  it('spec §6: the card type comes from the credits read: card type 7 is premium, no notice', async () => {
    await renderScreen(seededClient(0, [], 7));
    expect(screen.queryByText(/only for signature-tier cardholders/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add one Island Air P500.00' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the loader while the reads are still out', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('docs/conventions.md 10: a failed read shows the error with Retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await renderScreen();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose your eGCs' })).toBeNull();
  });

  it('spec §4: closing the success alert reloads credits and orders and goes on to /claimed', async () => {
    const queryClient = seededClient(1_500, [ORDER]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    stubFetch({ statusId: 0, data: { orderID: 41 } }, { statusId: 0, data: null }, { statusId: 0, data: [] });
    const { onClaimed } = await renderScreen(queryClient);
    fireEvent.click(screen.getByRole('button', { name: 'Add one Harvest Fresh Market P500.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: cardholderKeys.credits(CAMPAIGN) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: cardholderKeys.orders(CAMPAIGN) });
    expect(onClaimed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['P5,000 at P80,000 of spend (the P1,500 tier)', seededClient(0, []), 5_000, 'You can claim P1,500.'],
    ['P1,500 at P60,000 of spend', seededClient(0, [], 1, 60_000), 1_500, 'There is nothing to claim right now.'],
    [
      'P5,000 with a claimed tier whose balance is P1,000',
      seededClient(1_000, [ORDER]),
      5_000,
      'You can claim P1,000.',
    ],
  ])(
    'decision 0071: a tampered amount, %s, is refused before anything is offered',
    async (_name, client, amount, body) => {
      await renderScreen(client, amount);
      const refusal = screen.getByRole('alert');
      expect(refusal.textContent).toContain('This amount cannot be claimed');
      expect(refusal.textContent).toContain(body);
      expect(screen.queryByRole('heading', { name: 'Choose your eGCs' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
    },
  );
});
