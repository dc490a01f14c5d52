import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { calledBody, calledUrl, stubFetch } from '../../../testing/stub-fetch';
import {
  aCredit,
  aPageConfig,
  aRecord,
  aTransaction,
  categoriesReaching,
  dailySpends,
  seededBonusClient,
} from '../testing/bonus-fixtures';
import { HARVEST, ISLAND_AIR, REWARD_GROUPS } from '../testing/reward-picker-fixtures';
import { ExtraThreeScreen } from './extra-three-screen';
import { InstallmentScreen } from './installment-screen';
import { MonthScreen } from './month-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CONFIG = aPageConfig({
  uiSchema: {
    ...aPageConfig().uiSchema,
    bonusRewardsByCategory: [...REWARD_GROUPS],
    bonusRewardsByCategoryFrequency: [...REWARD_GROUPS],
  },
});
const AGREEMENT = 'I agree that by proceeding, this redemption will be processed and cannot be changed or reversed.';
const OVER_MINIMUM_TIER = aTransaction({ value: 80_000, mccID: 5732, location: 'CIRCUIT HUB GREENBELT 5 MAKATI CITY' });
const EIGHTCAT = {
  categories: categoriesReaching(8),
  transactions: [OVER_MINIMUM_TIER, aRecord('BONUS3', 502)],
};

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const pageProceed = () => within(document.querySelector('.form-actions') as HTMLElement).getByRole('button');

async function renderExtraThree(reads = EIGHTCAT) {
  const onClaimed = vi.fn();
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
  const view = await renderWithRouter(() => <ExtraThreeScreen config={CONFIG} onClaimed={onClaimed} />, {
    queryClient: seededBonusClient(reads),
  });
  return { ...view, onClaimed };
}

async function confirmInDialog() {
  fireEvent.click(pageProceed());
  const dialog = screen.getByRole('dialog');
  fireEvent.click(within(dialog).getByRole('checkbox', { name: AGREEMENT }));
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
  });
  return dialog;
}

describe('ExtraThreeScreen (spec §2 Bonus Round screen, §5 one reward only)', () => {
  it("says 'Choose your bonus reward' and that only one reward may be claimed; progress 'Completed'", async () => {
    await renderExtraThree();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your bonus reward' })).toBeTruthy();
    expect(screen.getByText('Only one reward may be claimed.')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('spec §5: choosing a reward replaces the previous choice; Proceed needs a choice', async () => {
    await renderExtraThree();
    expect(pageProceed().hasAttribute('disabled')).toBe(true);
    fireEvent.click(radio('Harvest Fresh Market P500.00'));
    fireEvent.click(radio('Circuit Hub P1,000.00'));
    expect(radio('Circuit Hub P1,000.00').checked).toBe(true);
    expect(radio('Harvest Fresh Market P500.00').checked).toBe(false);
    expect(pageProceed().hasAttribute('disabled')).toBe(false);
  });

  it('spec §2/§5: non-premium users see the notice; a premium-only reward is not selectable', async () => {
    await renderExtraThree();
    expect(screen.getByText(/only for signature-tier cardholders/)).toBeTruthy();
    expect(radio('Island Air P500.00').disabled).toBe(true);
  });

  it('spec §7: bonus redeem with the one reward, quantity 1, and the Extra record id as token; success alert', async () => {
    const fetch = stubFetch({ statusId: 0, data: { orderID: 88 } }, { statusId: 0 }, { statusId: 0 });
    const { onClaimed, queryClient } = await renderExtraThree();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(radio('Harvest Fresh Market P500.00'));
    const dialog = await confirmInDialog();
    expect(calledUrl(fetch, 0)).toMatch(/\/api\/bpi\/spend\/redeem\/v2\/bonus\/3$/);
    expect(calledBody(fetch, 0)).toEqual({
      rewards: [{ merchant: { id: 111 }, denomination: { id: 211 }, quantity: 1 }],
      id: 3,
      token: 502,
    });
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
    expect(within(dialog).getByRole('status').textContent).toContain(
      'Please expect an SMS and/or email with your Bonus eGC within a few minutes',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClaimed).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cardholder'] });
  });

  it("spec §4: another status shows its error in the dialog (4306 'Bonus Not Available')", async () => {
    stubFetch({ statusId: 4306 });
    const { onClaimed } = await renderExtraThree();
    fireEvent.click(radio('Harvest Fresh Market P500.00'));
    const dialog = await confirmInDialog();
    expect(within(dialog).getByRole('alert').textContent).toContain('Bonus Not Available');
    expect(onClaimed).not.toHaveBeenCalled();
  });

  it('spec §4: not allowed (FIVECATS-like): three grey crossed circles, the note, Proceed disabled', async () => {
    await renderExtraThree({ categories: categoriesReaching(5), transactions: [OVER_MINIMUM_TIER] });
    expect(screen.getByText('(0 of 3)')).toBeTruthy();
    const extra = screen.getByRole('list', { name: 'Extra three merchant categories' });
    expect(within(extra).getAllByRole('img', { name: 'Not reached yet' })).toHaveLength(3);
    expect(screen.getByText('This bonus reward cannot be claimed now.')).toBeTruthy();
    expect(radio('Harvest Fresh Market P500.00').disabled).toBe(true);
    expect(pageProceed().hasAttribute('disabled')).toBe(true);
  });

  it('spec §2: Show details lists every category; one opens its transactions in a dialog', async () => {
    await renderExtraThree();
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    const list = screen.getByRole('list', { name: 'Merchant categories' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(within(list).getByRole('button', { name: /^Electronics/ }));
    const dialog = screen.getByRole('dialog', { name: 'Electronics transactions' });
    expect(within(dialog).getByText('circuit hub greenbelt 5 makati city...')).toBeTruthy();
    expect(within(dialog).getByText('P80,000.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: /^Hotels/ }));
    expect(screen.getByText("You don't have qualified transactions in Hotels yet.")).toBeTruthy();
  });
});

describe('InstallmentScreen (spec §2 Installment screen)', () => {
  it("the unlock text and the qualified banner 'Installment purchase qualified!'", async () => {
    await renderWithRouter(() => <InstallmentScreen config={CONFIG} onClaimed={vi.fn()} />, {
      queryClient: seededBonusClient({
        transactions: [aTransaction({ value: 35_000, type: 'S1' }), aRecord('BONUSI1', 601)],
      }),
    });
    expect(
      screen.getByText('Make at least one installment spend worth P25,000 to unlock this bonus reward.'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Installment purchase qualified!');
    expect(screen.queryByText('This bonus reward cannot be claimed now.')).toBeNull();
  });

  it('without a qualifying installment: no banner, nothing to claim', async () => {
    await renderWithRouter(() => <InstallmentScreen config={CONFIG} onClaimed={vi.fn()} />, {
      queryClient: seededBonusClient(),
    });
    expect(screen.queryByText('Installment purchase qualified!')).toBeNull();
    expect(screen.getByText('This bonus reward cannot be claimed now.')).toBeTruthy();
  });
});

describe('MonthScreen (spec §2 Month screens)', () => {
  it("the month's text, the back chevron to /bonusclaim with amount 3000, and plural 'Bonus eGCs' on success", async () => {
    const fetch = stubFetch({ statusId: 0, data: { orderID: 89 } }, { statusId: 0 }, { statusId: 0 });
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
    await renderWithRouter(() => <MonthScreen config={CONFIG} kind="month2" onClaimed={vi.fn()} />, {
      queryClient: seededBonusClient({ transactions: [...dailySpends('2023-10-16', 15), aRecord('BONUSM2', 702)] }),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Month 2: October 16 - November 15' })).toBeTruthy();
    expect(screen.getByText('use the card anywhere fifteen (15) times every promo month')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Frequency Spend' }).getAttribute('href')).toBe(
      '/bonusclaim?amount=3000',
    );
    fireEvent.click(radio('Harvest Fresh Market P500.00'));
    const dialog = await confirmInDialog();
    expect((calledBody(fetch, 0) as { token: number }).token).toBe(702);
    expect(within(dialog).getByRole('status').textContent).toContain(
      'Please expect an SMS and/or email with your Bonus eGCs within a few minutes',
    );
  });

  it('a month not complete cannot be claimed', async () => {
    await renderWithRouter(() => <MonthScreen config={CONFIG} kind="month3" onClaimed={vi.fn()} />, {
      queryClient: seededBonusClient({ transactions: dailySpends('2023-11-16', 4) }),
    });
    expect(screen.getByText('4 of 15 Spends')).toBeTruthy();
    expect(screen.getByText('This bonus reward cannot be claimed now.')).toBeTruthy();
  });
});

describe('bonus screens: dialog, states and lists', () => {
  it('spec §4: Back closes the confirmation and keeps the choice; 1 or -1 closes it for the session dialog', async () => {
    stubFetch({ statusId: 1 });
    await renderExtraThree();
    fireEvent.click(radio('Harvest Fresh Market P500.00'));
    fireEvent.click(pageProceed());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(radio('Harvest Fresh Market P500.00').checked).toBe(true);
    await confirmInDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('docs/conventions.md 10: a bonus screen shows the loader while the reads are out', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await renderWithRouter(() => <ExtraThreeScreen config={CONFIG} onClaimed={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('docs/conventions.md 10: a bonus screen shows the error with Retry, which reads again', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    await renderWithRouter(() => <ExtraThreeScreen config={CONFIG} onClaimed={vi.fn()} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const calls = fetch.mock.calls.length;
    fireEvent.click(retry);
    expect(fetch.mock.calls.length).toBeGreaterThan(calls);
  });

  it('a premium card may choose premium rewards; a group without a name lists its rewards without a heading', async () => {
    const config = aPageConfig({
      uiSchema: {
        ...CONFIG.uiSchema,
        bonusRewardsByCategory: [{ id: 9, merchants: [ISLAND_AIR, HARVEST] }],
      },
    });
    await renderWithRouter(() => <ExtraThreeScreen config={config} onClaimed={vi.fn()} />, {
      queryClient: seededBonusClient({ ...EIGHTCAT, credit: aCredit({ cardTypeID: 7 }) }),
    });
    expect(radio('Island Air P500.00').disabled).toBe(false);
    expect(screen.queryByText(/only for signature-tier cardholders/)).toBeNull();
    expect(screen.queryByRole('heading', { level: 3, name: 'Groceries' })).toBeNull();
    expect(radio('Harvest Fresh Market P500.00')).toBeTruthy();
  });

  it('category icons show the category image; Escape closes the transactions dialog', async () => {
    const categories = categoriesReaching(8).map((category) => ({
      ...category,
      image: `/images/${category.mccID}.svg`,
    }));
    await renderExtraThree({ ...EIGHTCAT, categories });
    const extra = screen.getByRole('list', { name: 'Extra three merchant categories' });
    expect(within(extra).getByRole('img', { name: 'Electronics' }).getAttribute('src')).toBe('/images/5732.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    fireEvent.click(screen.getByRole('button', { name: /^Electronics/ }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a month the campaign has no window for cannot be claimed', async () => {
    const config = aPageConfig({ frequencyWindows: aPageConfig().frequencyWindows.slice(0, 2) });
    await renderWithRouter(() => <MonthScreen config={config} kind="month3" onClaimed={vi.fn()} />, {
      queryClient: seededBonusClient(),
    });
    expect(screen.getByText('This bonus reward cannot be claimed now.')).toBeTruthy();
    expect(screen.queryByText('use the card anywhere fifteen (15) times every promo month')).toBeNull();
  });
});
