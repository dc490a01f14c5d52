import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RewardGroup } from '../../../../domain/campaign-config';
import type { CreditsBoxState } from '../../../../domain/credits';
import { pesosToCentavos } from '../../../../domain/money';
import type { PremiumAccess } from '../../../../domain/picker';
import { sessionExpiry } from '../../../lib/session-expiry';
import { createQueryClient } from '../../../query-client';
import { renderWithRouter } from '../../../testing/render-with-router';
import { calledBody, stubFetch } from '../../../testing/stub-fetch';
import { HARVEST, ISLAND_AIR, PREMIUM_CARD, REGULAR_CARD, REWARD_GROUPS } from '../testing/reward-picker-fixtures';
import { ClaimPage } from './claim-page';
import { keptSelectionKey } from './kept-selection';

// spec §2 /claim, §4 'Redemption submit', §5 picker rules: the page's glue over the domain rules.

const AGREEMENT = 'I agree that by proceeding, this redemption will be processed and cannot be changed or reversed.';
const HIDDEN_BOX: CreditsBoxState = { kind: 'hidden' };
const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);

beforeEach(() => {
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sendBeacon.mockClear();
  sessionExpiry.clear();
  onlineManager.setOnline(true);
  // The picks are kept for the tab's session (decision 0168): each test starts with none.
  sessionStorage.clear();
});

interface RenderOptions {
  readonly amount?: number;
  readonly access?: PremiumAccess;
  readonly groups?: readonly RewardGroup[];
}

async function renderClaim({ amount = 1500, access = REGULAR_CARD, groups = REWARD_GROUPS }: RenderOptions = {}) {
  const onClaimed = vi.fn();
  const page = () => (
    <ClaimPage
      campaignId={3}
      balance={pesosToCentavos(amount)}
      rewardGroups={groups}
      access={access}
      creditsBox={HIDDEN_BOX}
      onClaimed={onClaimed}
    />
  );
  await renderWithRouter(page, { queryClient: createQueryClient() });
  return { onClaimed };
}

const button = (name: string) => screen.getByRole('button', { name });
const isOff = (name: string) => button(name).hasAttribute('disabled');
const press = async (name: string, times = 1) => {
  await act(async () => {
    for (let i = 0; i < times; i += 1) fireEvent.click(button(name));
  });
};
const ADD_HARVEST = 'Add one Harvest Fresh Market P500.00';
const ADD_CIRCUIT_1000 = 'Add one Circuit Hub P1,000.00';

/** The analytics event of the n-th beacon (lib/analytics.ts). */
async function beaconEvent(index: number): Promise<unknown> {
  const payload = sendBeacon.mock.calls[index]?.[1];
  if (!(payload instanceof Blob)) throw new Error('no beacon payload');
  return JSON.parse(await payload.text());
}

const pressInDialog = async (name: string) => {
  await act(async () => {
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name }));
  });
};

async function confirmWithTerms() {
  await press('Proceed');
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('checkbox', { name: AGREEMENT }));
  await pressInDialog('Proceed');
}

/** The accordion opens its first category; the others are opened as a user would. */
const openCategory = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const keyOf = (fetch: ReturnType<typeof stubFetch>, index: number): string =>
  (fetch.mock.calls[index]?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'] ?? '';

describe('ClaimPage: the picker (spec §5)', () => {
  it('spec §3: only available rewards are listed', async () => {
    await renderClaim();
    expect(screen.queryByText('Threadline Apparel')).toBeNull();
    expect(screen.getByText('Harvest Fresh Market')).toBeTruthy();
  });

  it("spec §5: minus disabled at zero; Proceed disabled with no selection, 'You haven't selected an eGC yet.'", async () => {
    await renderClaim();
    expect(isOff('Remove one Harvest Fresh Market P500.00')).toBe(true);
    expect(isOff('Proceed')).toBe(true);
    expect(screen.getByText("You haven't selected an eGC yet.")).toBeTruthy();
    await press('Proceed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("docs/product §10: offline, Proceed is disabled with 'You are offline: this needs a connection.'; online again it works", async () => {
    await renderClaim();
    await press(ADD_HARVEST);
    expect(isOff('Proceed')).toBe(false);
    act(() => onlineManager.setOnline(false));
    expect(isOff('Proceed')).toBe(true);
    expect(button('Proceed').getAttribute('aria-describedby')).toBe(
      screen.getByText('You are offline: this needs a connection.').id,
    );
    act(() => onlineManager.setOnline(true));
    expect(isOff('Proceed')).toBe(false);
    expect(screen.queryByText('You are offline: this needs a connection.')).toBeNull();
  });

  it('spec §5: plus disabled when the balance is below the merchant value (P1,500: 1 × P500 leaves P1,000)', async () => {
    await renderClaim();
    openCategory('Electronics');
    await press(ADD_HARVEST);
    expect(isOff(ADD_CIRCUIT_1000)).toBe(false);
    await press(ADD_HARVEST);
    // P500 left: the P1,000 eGC no longer fits, a P500 one still does.
    expect(isOff(ADD_CIRCUIT_1000)).toBe(true);
    expect(isOff(ADD_HARVEST)).toBe(false);
    await press(ADD_HARVEST);
    expect(isOff(ADD_HARVEST)).toBe(true);
    expect(isOff('Remove one Harvest Fresh Market P500.00')).toBe(false);
    expect(isOff('Proceed')).toBe(false);
  });

  it('spec §2 order summary: lines, total and the remaining balance', async () => {
    await renderClaim({ amount: 5000 });
    openCategory('Electronics');
    await press(ADD_HARVEST, 2);
    await press(ADD_CIRCUIT_1000);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('2 × P500.00');
    expect(summary.textContent).toContain('Total');
    expect(summary.textContent).toContain('P2,000.00');
    expect(summary.textContent).toContain('Remaining balance');
    expect(summary.textContent).toContain('P3,000');
  });

  it('spec §5/§6: a premium-only reward is not selectable on a regular card, with the notice and apply link', async () => {
    await renderClaim();
    expect(isOff('Add one Island Air P500.00')).toBe(true);
    expect(screen.getByText(/Premium eGCs are only for signature-tier cardholders/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply for a signature-tier card' })).toBeTruthy();
  });

  it('decision: with no premium rewards there is no premium list and no notice', async () => {
    await renderClaim({ groups: [{ id: 1, name: 'Groceries', merchants: [HARVEST] }] });
    expect(screen.queryByRole('heading', { name: 'Premium eGCs' })).toBeNull();
    expect(screen.queryByText(/only for signature-tier cardholders/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'eGCs' })).toBeTruthy();
  });

  it('decision 0168: the picks survive the page being drawn again (a reload); another amount or cardholder starts afresh', async () => {
    const harvest = () => screen.getByRole('group', { name: 'Quantity of Harvest Fresh Market P500.00' });
    await renderClaim();
    await press(ADD_HARVEST, 2);
    cleanup();
    await renderClaim();
    expect(harvest().textContent).toContain('2');
    expect(screen.getByRole('region', { name: 'Order summary' }).textContent).toContain('2 × P500.00');
    cleanup();
    await renderClaim({ amount: 3000 });
    expect(harvest().textContent).toContain('0');
    cleanup();
    // Another cardholder signed in on this device: their /claim starts afresh.
    localStorage.setItem('promo-cache-owner', 'OTHER001');
    await renderClaim();
    expect(harvest().textContent).toContain('0');
    localStorage.removeItem('promo-cache-owner');
  });

  it('decision 0168: kept picks come back through the picker rules: over the balance or premium-only, they are cut', async () => {
    sessionStorage.setItem(
      keptSelectionKey(3, pesosToCentavos(1500)),
      JSON.stringify([
        [HARVEST.id, 9],
        [ISLAND_AIR.id, 1],
        [999, 1],
        ['x', 2],
      ]),
    );
    await renderClaim();
    expect(screen.getByRole('group', { name: 'Quantity of Harvest Fresh Market P500.00' }).textContent).toContain('3');
    expect(screen.getByRole('group', { name: 'Quantity of Island Air P500.00' }).textContent).toContain('0');
  });

  it('decision 0168: once claimed, nothing is kept to come back', async () => {
    stubFetch({ statusId: 0, data: { orderID: 41 } });
    await renderClaim();
    await press(ADD_HARVEST);
    await confirmWithTerms();
    await pressInDialog('OK');
    expect(sessionStorage.getItem(keptSelectionKey(3, pesosToCentavos(1500)))).toBeNull();
  });

  it('spec §6: a premium card may select it, and sees no notice', async () => {
    await renderClaim({ access: PREMIUM_CARD });
    await press('Add one Island Air P500.00');
    expect(screen.getByRole('group', { name: 'Quantity of Island Air P500.00' }).textContent).toContain('1');
    expect(screen.queryByText(/only for signature-tier cardholders/)).toBeNull();
  });
});

describe('ClaimPage: redemption submit (spec §4)', () => {
  it('0: sends the chosen rewards with an Idempotency-Key, shows the success alert and a success event', async () => {
    const fetch = stubFetch({ statusId: 0, data: { orderID: 41 } });
    const { onClaimed } = await renderClaim();
    await press(ADD_HARVEST, 3);
    await confirmWithTerms();
    expect(calledBody(fetch, 0)).toEqual({
      rewards: [{ merchant: { id: 111 }, denomination: { id: 211 }, quantity: 3 }],
      id: 3,
    });
    expect(keyOf(fetch, 0)).toMatch(/^[\w-]{16,128}$/);
    // The dialog is titled by its outcome now, no longer by its question.
    expect(screen.getByRole('dialog', { name: 'Redemption Successful' })).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toBe(
      'Please expect an SMS and/or email with your eGCs within a few minutes.',
    );
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(await beaconEvent(0)).toMatchObject({ name: 'success', detail: { call: 'redeem', statusId: 0 } });
    await pressInDialog('OK');
    expect(onClaimed).toHaveBeenCalledTimes(1);
  });

  it('one Idempotency-Key per confirmation: kept when Proceed is pressed again, new after Back', async () => {
    const fetch = stubFetch({ httpStatus: 502 }, { httpStatus: 502 }, { statusId: 0, data: { orderID: 41 } });
    await renderClaim();
    await press(ADD_HARVEST);
    await confirmWithTerms();
    expect(screen.getByRole('alert').textContent).toContain('An error occurred');
    expect(await beaconEvent(0)).toMatchObject({ name: 'failure', detail: { call: 'redeem', httpStatus: 502 } });
    await pressInDialog('Proceed');
    expect(keyOf(fetch, 1)).toBe(keyOf(fetch, 0));
    await pressInDialog('Back');
    expect(screen.queryByRole('dialog')).toBeNull();
    await confirmWithTerms();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(keyOf(fetch, 2)).not.toBe(keyOf(fetch, 0));
  });

  it("a call that never got an answer (offline) says 'We can't reach the server…' and logs a failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderClaim();
    await press(ADD_HARVEST);
    await confirmWithTerms();
    expect(screen.getByRole('alert').textContent).toBe("We can't reach the serverCheck your connection and try again.");
    expect(await beaconEvent(0)).toMatchObject({ name: 'failure', detail: { call: 'redeem', httpStatus: null } });
  });

  it('no double submit: Proceed pressed twice sends one redemption', async () => {
    const fetch = stubFetch({ statusId: 0, data: { orderID: 41 } });
    await renderClaim();
    await press(ADD_HARVEST);
    await press('Proceed');
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: AGREEMENT }));
    await act(async () => {
      const proceed = within(dialog).getByRole('button', { name: 'Proceed' });
      fireEvent.click(proceed);
      fireEvent.click(proceed);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("any other status: the error in the dialog (7 'Maximum Redemption Reached') and a failure event", async () => {
    stubFetch({ statusId: 7 });
    await renderClaim();
    await press(ADD_HARVEST);
    await confirmWithTerms();
    expect(screen.getByRole('alert').textContent).toContain('Maximum Redemption Reached');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(await beaconEvent(0)).toMatchObject({ name: 'failure', detail: { call: 'redeem', statusId: 7 } });
  });

  it('1 or -1: the session-expired dialog instead of this one, no analytics event', async () => {
    stubFetch({ statusId: -1 });
    await renderClaim();
    await press(ADD_HARVEST);
    await confirmWithTerms();
    expect(sessionExpiry.isExpired()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
