import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEND_GOALS_TWO_TIERS, toSpendGoals } from '../../../../domain/campaign-config';
import { track } from '../../../lib/analytics';
import { sessionExpiry } from '../../../lib/session-expiry';
import { cardholderKeys } from '../../../query-keys';
import { testQueryClient } from '../../../testing/query-clients';
import { renderWithRouter } from '../../../testing/render-with-router';
import type { StubAnswer } from '../../../testing/stub-fetch';
import { aCredit, anOrder, homeModelOf } from '../testing/dashboard-fixtures';
import { stubDashboardApi } from '../testing/dashboard-test-api';
import { RedemptionsTab } from './redemptions-tab';

vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(track).mockClear();
  vi.unstubAllGlobals();
  sessionExpiry.clear();
});

const CREDIT = aCredit({ credits: 3_500, points: { active: 3_500, redeemed: 1_500, expired: 0 } });
const ORDERS = [
  anOrder({ orderID: 41, value: 500, giftawayStatusID: 44, canResend: true }),
  anOrder({ orderID: 41, value: 1_000, giftawayStatusID: 43, canResend: true }),
  anOrder({
    orderID: 42,
    clientReferenceNo: 'BONUSM1-42',
    merchant: 'City Cafe',
    giftawayStatusID: 44,
    canResend: false,
  }),
];

async function renderTab(resend: StubAnswer | readonly StubAnswer[] = { statusId: 0 }, orders = ORDERS) {
  const api = stubDashboardApi({ resend });
  const onRedeem = vi.fn();
  const model = homeModelOf({
    credit: CREDIT,
    transactions: [],
    orders,
    categories: [],
    goals: toSpendGoals(SPEND_GOALS_TWO_TIERS),
    timeZone: 'Asia/Manila',
    redemptionEndDateTime: '2023-11-30T15:59:59Z',
  });
  const { queryClient } = testQueryClient();
  queryClient.setQueryData(cardholderKeys.orders(1), { kind: 'success', statusId: 0, data: orders });
  await renderWithRouter(
    () => <RedemptionsTab model={model} campaignId={1} timeZone="Asia/Manila" onRedeem={onRedeem} />,
    { queryClient },
  );
  return { api, onRedeem, queryClient };
}

const openResend = () => fireEvent.click(screen.getByRole('button', { name: 'RESEND REF 41' }));
const proceed = () =>
  act(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Proceed' })));

describe('RedemptionsTab (spec §2 Redemptions tab, §4 Resend)', () => {
  it("spec §2: 'Spend Rewards' and 'Bonus Round Rewards' rows with value, date, REF, status and validity", async () => {
    await renderTab();
    const spend = screen.getByRole('region', { name: 'Spend Rewards' });
    expect(spend.textContent).toContain('P1,500.00');
    expect(spend.textContent).toContain('Aug 01, 2023');
    expect(spend.textContent).toContain('REF 41');
    expect(spend.textContent).toContain('1 of 2 used');
    expect(spend.textContent).toContain('Valid until Jan 28, 2024');
    const bonus = screen.getByRole('region', { name: 'Bonus Round Rewards' });
    expect(bonus.textContent).toContain('City Cafe Bonus eGC');
    expect(bonus.textContent).toContain('Used');
    // spec §2: 'Valid until {expiry}' unless used; RESEND only when the order can be resent.
    expect(bonus.textContent).not.toContain('Valid until');
    expect(within(bonus).queryByRole('button')).toBeNull();
  });

  it('decision 0080: each row opens its eGCs in My eGCs', async () => {
    await renderTab();
    const link = screen.getByRole('link', { name: 'Show eGCs of REF 41' });
    expect(link.getAttribute('href')).toBe('/egcs?order=41');
    expect(screen.getByRole('link', { name: 'Show eGCs of REF 42' }).getAttribute('href')).toBe('/egcs?order=42');
  });

  it("spec §2: the empty text 'You don't have redemptions yet.'", async () => {
    await renderTab({ statusId: 0 }, []);
    expect(screen.getByText("You don't have redemptions yet.")).toBeTruthy();
  });

  it("spec §2: the credits box's Redeem", async () => {
    const { onRedeem } = await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(onRedeem).toHaveBeenCalledOnce();
  });

  it('spec §2: RESEND asks first; Back closes without a call', async () => {
    const { api } = await renderTab();
    openResend();
    expect(screen.getByText('The eGCs will be resent to your mobile and/or email address.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('resend')).toBe(0);
  });

  it("spec §4: success shows 'Resend Successful…' and reloads the orders; the call carries an idempotency key", async () => {
    const { api, queryClient } = await renderTab();
    openResend();
    proceed();
    expect(await screen.findByRole('heading', { name: 'Resend Successful' })).toBeTruthy();
    expect(screen.getByText('Please expect an SMS and/or email with your eGCs within a few minutes.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [url, init] = api.fetch.mock.calls.find(([called]) => called.includes('/resend/')) ?? [];
    expect(url).toBe('/api/bpi/spend/resend/1?orderID=41');
    expect(init?.headers).toHaveProperty('Idempotency-Key');
    // The orders are reloaded, so the order shows as no longer resendable.
    expect(queryClient.getQueryState(cardholderKeys.orders(1))?.isInvalidated).toBe(true);
    expect(track).not.toHaveBeenCalled();
  });

  it('spec §4: other errors show the error in the dialog', async () => {
    await renderTab({ statusId: 4307 });
    openResend();
    proceed();
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Resend Not Available')).toBeTruthy();
    expect(track).toHaveBeenCalledWith('failure', { call: 'resend', statusId: 4307 });
  });

  it('spec §4: status 1 or -1 flags the session as expired and closes the confirmation', async () => {
    await renderTab({ statusId: -1 });
    openResend();
    proceed();
    await waitFor(() => expect(sessionExpiry.isExpired()).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed call shows the generic failure', async () => {
    await renderTab({ httpStatus: 500 });
    openResend();
    proceed();
    expect(await within(screen.getByRole('dialog')).findByText('An error occurred')).toBeTruthy();
    expect(track).toHaveBeenCalledWith('failure', { call: 'resend', httpStatus: 500 });
  });

  it("a call that never reached the server says 'We can't reach the server' (decision 0165)", async () => {
    await renderTab();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    openResend();
    proceed();
    expect(await within(screen.getByRole('dialog')).findByText("We can't reach the server")).toBeTruthy();
    expect(track).toHaveBeenCalledWith('failure', { call: 'resend', httpStatus: null });
  });

  it('spec §5: the confirmation closes on Escape when not loading', async () => {
    await renderTab();
    openResend();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
