import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../../testing/query-clients';
import { renderWithRouter } from '../../../testing/render-with-router';
import type { StubAnswer } from '../../../testing/stub-fetch';
import { aCredit, aPageConfig, aTransaction } from '../testing/dashboard-fixtures';
import { stubDashboardApi } from '../testing/dashboard-test-api';
import { HomePage } from './home-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const spend = (pesos: number): StubAnswer => ({ statusId: 0, data: [aTransaction({ value: pesos })] });

async function renderHome(
  answers: Parameters<typeof stubDashboardApi>[0],
  config = aPageConfig(),
  { holdReads = false } = {},
) {
  const api = stubDashboardApi(answers);
  // Held, the reads answer only once the test lets them: what shows before they are in is then seen on any machine
  // (on a busy one the render could otherwise end after they had answered).
  let releaseReads = () => {};
  if (holdReads) {
    const readsReleased = new Promise<void>((resolve) => {
      releaseReads = resolve;
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await readsReleased;
      return answer(...args);
    });
  }
  const onClaim = vi.fn();
  const { queryClient } = testQueryClient();
  // The bonus cards link to the bonus screens: home renders inside a router.
  await renderWithRouter(() => <HomePage config={config} onClaim={onClaim} />, { queryClient });
  return { api, onClaim, releaseReads };
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('HomePage (spec §2 Home dashboard, §4 claim flow)', () => {
  it('spec §2: a loader shows while the data loads, then the Spend tab', async () => {
    const { releaseReads } = await renderHome({ transactions: spend(42_350.5) }, aPageConfig(), { holdReads: true });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    releaseReads();
    expect(await screen.findByText('P42,350.50')).toBeTruthy();
    // Decision 0162: the banner's words are text on its picture, which is decoration.
    const banner = within(document.querySelector('.promo-banner') as HTMLElement);
    expect(banner.getByText('Spend P75,000')).toBeTruthy();
    expect(banner.getByText('with your card to earn a P1,500 eGC')).toBeTruthy();
    expect(document.querySelector('.promo-banner__art')?.getAttribute('src')).toBe(
      '/images/banners/home-under-75k.svg',
    );
    expect(document.querySelector('.promo-banner__art')?.getAttribute('alt')).toBe('');
  });

  it('decision 0003: the banner and the Spend tab draw P118,420.75 on one scale, P75,000 at 0.667', async () => {
    await renderHome({ transactions: spend(118_420.75) });
    await screen.findByText('P118,420.75');
    const bar = screen.getByRole('progressbar', { name: 'Accumulated spend' });
    const track = document.querySelector('.promo-banner__track');
    const barFill = bar.querySelector<HTMLElement>('.milestone-bar__fill')?.style.getPropertyValue('--progress');
    expect(track?.getAttribute('data-progress')).toBe(barFill);
    expect(Number(barFill)).toBeCloseTo(0.7827, 4);
    expect(
      [...document.querySelectorAll('.promo-banner__node[data-mark]')].map((node) => node.getAttribute('data-mark')),
    ).toEqual(['0.667', '1']);
  });

  it('spec §4: below the maximum Claim Reward confirms first; Claim Now opens /claim with amount and spend', async () => {
    const { onClaim } = await renderHome({ transactions: spend(118_420.75) });
    await screen.findByText('P118,420.75');
    press('Claim Reward');
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to claim P1,500 eGC for this tier?' });
    expect(within(dialog).getByText(/no longer claim the rewards for the next tier/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Claim Now' }));
    expect(onClaim).toHaveBeenCalledWith({ amount: 1_500, totalSpend: 118_420.75 });
  });

  it("spec §2: 'Spend More' closes the confirmation without claiming", async () => {
    const { onClaim } = await renderHome({ transactions: spend(75_000) });
    await screen.findByText('P75,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    press('Spend More');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClaim).not.toHaveBeenCalled();
  });

  it('spec §4: at the maximum Claim Reward goes straight to /claim', async () => {
    const { onClaim } = await renderHome({ transactions: spend(203_115.4) });
    await screen.findByText('P203,115.40');
    expect(screen.getByText('Redemption until Nov 30, 2023')).toBeTruthy();
    press('Claim Reward');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClaim).toHaveBeenCalledWith({ amount: 5_000, totalSpend: 203_115.4 });
  });

  it('a claimed tier: Claim Reward and Redeem open /claim with the balance', async () => {
    const credit = aCredit({ credits: 3_500, points: { active: 3_500, redeemed: 1_500, expired: 0 } });
    const { onClaim } = await renderHome({ credits: { statusId: 0, data: credit }, transactions: spend(205_400) });
    await screen.findByText('P205,400.00');
    // Decision 0162: the banner no longer invites claiming the P5,000 tier: it invites redeeming what is left.
    expect(screen.getByText('P3,500 left to redeem')).toBeTruthy();
    expect(screen.queryByText('Claim your P5,000 eGC')).toBeNull();
    press('Claim Reward');
    expect(onClaim).toHaveBeenLastCalledWith({ amount: 3_500, totalSpend: 205_400 });
    fireEvent.click(screen.getByRole('tab', { name: 'Redemptions' }));
    press('Redeem');
    expect(onClaim).toHaveBeenCalledTimes(2);
  });

  it('spec §2: the first error with a Retry that reloads everything', async () => {
    const { api } = await renderHome({ orders: [{ httpStatus: 500 }, { statusId: 0, data: [] }] });
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    press('Retry');
    expect(await screen.findByText('Current Spend')).toBeTruthy();
    expect(api.count('credits')).toBe(2);
  });

  it("spec §2: HTTP 503 shows the maintenance message 'Due to a system maintenance…'", async () => {
    await renderHome({ credits: { httpStatus: 503 } });
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Due to a system maintenance, this page is temporarily unavailable. Please try again later. Thank you',
      ),
    ).toBeTruthy();
  });

  it('spec §2 notices: the eGC Hub notice shows before Sep 27, 2023 only (decision)', async () => {
    await renderHome({}, aPageConfig({ serverDateTime: '2023-09-20T02:00:00Z' }));
    expect(await screen.findByText(/available by September 27, 2023/)).toBeTruthy();
    press('OK');
    await waitFor(() => expect(screen.queryByText(/available by September 27, 2023/)).toBeNull());
  });

  it('spec §2 FAQ: the configured items, then the fixed question', async () => {
    const { releaseReads } = await renderHome({}, aPageConfig(), { holdReads: true });
    // The FAQ is drawn with the dashboard, once its reads are in (no layout shift under it).
    expect(screen.queryByRole('button', { name: 'How do I qualify?' })).toBeNull();
    releaseReads();
    await screen.findByRole('button', { name: 'How do I qualify?' });
    const questions = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text?.endsWith('?'));
    expect(questions).toEqual(['How do I qualify?', 'When will I qualify for the spend accumulation?']);
    // Collapsed answers are not drawn: their markdown and sanitiser code loads on the first expansion.
    expect(document.querySelector('.faq__answer')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'How do I qualify?' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelectorAll('.faq__answer')).toHaveLength(1);
  });

  it("spec §2: 'See qualified transactions' opens the dialog; Close closes it", async () => {
    await renderHome({ transactions: spend(1_000) });
    await screen.findByText('P1,000.00');
    press('See qualified transactions');
    // The list's code loads on first open (dashboard-content.tsx), so the dialog arrives a moment later: on a busy
    // machine, more than the default second.
    const dialog = await screen.findByRole('dialog', { name: 'Qualified Transactions' }, { timeout: 10_000 });
    expect(within(dialog).getAllByRole('row')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('spec §2 notices: the older hub notice (Nov 24, 2022) before its date', async () => {
    await renderHome({}, aPageConfig({ serverDateTime: '2022-11-01T02:00:00Z' }));
    expect(await screen.findByText(/available by November 24, 2022/)).toBeTruthy();
  });

  it('the maintenance message closes with OK and leaves the Retry panel', async () => {
    await renderHome({ credits: { httpStatus: 503 } });
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
