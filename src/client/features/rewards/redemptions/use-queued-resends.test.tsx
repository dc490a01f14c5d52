import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEND_GOALS_TWO_TIERS, toSpendGoals } from '../../../../domain/campaign-config';
import { track } from '../../../lib/analytics';
import { resumableAfterReload } from '../../../lib/persistence/queued-resends';
import { cardholderKeys, mutationKeys } from '../../../query-keys';
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
  onlineManager.setOnline(true);
});

const ORDERS = [anOrder({ orderID: 41, value: 1_000, giftawayStatusID: 43, canResend: true })];
const QUEUED = 'Queued — will be sent when you are back online';

async function renderTab(resend: StubAnswer = { statusId: 0 }, setUp?: (queryClient: QueryClient) => void) {
  const api = stubDashboardApi({ resend });
  const model = homeModelOf({
    credit: aCredit(),
    transactions: [],
    orders: ORDERS,
    categories: [],
    goals: toSpendGoals(SPEND_GOALS_TWO_TIERS),
    timeZone: 'Asia/Manila',
    redemptionEndDateTime: '2023-11-30T15:59:59Z',
  });
  const { queryClient } = testQueryClient();
  queryClient.setQueryData(cardholderKeys.orders(1), { kind: 'success', statusId: 0, data: ORDERS });
  setUp?.(queryClient);
  await renderWithRouter(
    () => <RedemptionsTab model={model} campaignId={1} timeZone="Asia/Manila" onRedeem={vi.fn()} />,
    { queryClient },
  );
  return { api, queryClient };
}

const resendCalls = (api: ReturnType<typeof stubDashboardApi>) =>
  api.fetch.mock.calls.filter(([url]) => url.includes('/resend/'));

function queueOffline() {
  act(() => onlineManager.setOnline(false));
  fireEvent.click(screen.getByRole('button', { name: 'RESEND REF 41' }));
  act(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Proceed' })));
}

const pausedResends = (queryClient: QueryClient) =>
  queryClient
    .getMutationCache()
    .findAll({ mutationKey: mutationKeys.resend, status: 'pending' })
    .filter((mutation) => mutation.state.isPaused);

describe('RESEND while offline is queued (decision 0064)', () => {
  it("shows 'Queued — will be sent when you are back online' in place of RESEND, with nothing sent", async () => {
    const { api, queryClient } = await renderTab();
    queueOffline();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(QUEUED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'RESEND REF 41' })).toBeNull();
    expect(resendCalls(api)).toHaveLength(0);
    // The idempotency key is made when it is queued, and travels with the paused mutation.
    expect(pausedResends(queryClient).map((mutation) => mutation.state.variables)).toEqual([
      { campaignId: 1, orderID: 41, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  it("back online it is sent once, with the key made when queued; 'Resend Successful' shows and orders reload", async () => {
    const { api, queryClient } = await renderTab();
    queueOffline();
    await screen.findByText(QUEUED);
    const [queued] = pausedResends(queryClient).map(
      (mutation) => mutation.state.variables as { idempotencyKey: string },
    );
    const queuedKey = queued?.idempotencyKey;
    expect(queuedKey).toBeTruthy();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Resend Successful' })).toBeTruthy();
    expect(resendCalls(api)).toHaveLength(1);
    expect(resendCalls(api)[0]?.[1]?.headers).toMatchObject({
      'Idempotency-Key': queuedKey,
    });
    expect(screen.queryByText(QUEUED)).toBeNull();
    expect(queryClient.getQueryState(cardholderKeys.orders(1))?.isInvalidated).toBe(true);
    // Shown once, and gone from the cache: nothing left to resume or to persist.
    expect(queryClient.getMutationCache().findAll({ mutationKey: mutationKeys.resend, status: 'success' })).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ meta: expect.objectContaining({ queued: true }) })]),
    );
  });

  it('can be cancelled before it is sent: RESEND is back and nothing goes out once online', async () => {
    const { api, queryClient } = await renderTab();
    queueOffline();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel RESEND REF 41' }));
    await waitFor(() => expect(screen.queryByText(QUEUED)).toBeNull());
    expect(screen.getByRole('button', { name: 'RESEND REF 41' })).toBeTruthy();
    expect(pausedResends(queryClient)).toHaveLength(0);
    // Gone from the cache, so there is nothing to resume; and resuming, awaited to its end rather than slept on,
    // sends nothing.
    expect(queryClient.getMutationCache().findAll({ mutationKey: mutationKeys.resend })).toHaveLength(0);
    await act(async () => {
      onlineManager.setOnline(true);
      await queryClient.resumePausedMutations();
    });
    expect(resendCalls(api)).toHaveLength(0);
  });

  it('a queued resend the server refuses shows the error when it is finally sent (spec §4 "other errors")', async () => {
    await renderTab({ statusId: 4307 });
    queueOffline();
    await screen.findByText(QUEUED);
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Resend Not Available' })).toBeTruthy();
    expect(track).toHaveBeenCalledWith('failure', { call: 'resend', statusId: 4307 });
  });

  it('a queued resend whose call fails shows the generic failure', async () => {
    await renderTab({ httpStatus: 500 });
    queueOffline();
    await screen.findByText(QUEUED);
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(track).toHaveBeenCalledWith('failure', { call: 'resend', httpStatus: 500 });
  });

  it('after a reload (restored from the persisted cache) it is still queued, then sent once online', async () => {
    // The previous page: queued offline, persisted as the persister saves it.
    const before = new QueryClient();
    before.getMutationCache().build(
      before,
      { mutationKey: mutationKeys.resend, meta: { sessionCheck: true } },
      {
        context: undefined,
        data: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        isPaused: false,
        status: 'pending',
        variables: { campaignId: 1, orderID: 41, idempotencyKey: 'key-made-when-queued' },
        submittedAt: 1,
      },
    );
    const saved = resumableAfterReload({
      timestamp: 1,
      buster: 'b',
      clientState: dehydrate(before, { shouldDehydrateMutation: () => true }),
    });
    act(() => onlineManager.setOnline(false));
    const { api } = await renderTab({ statusId: 0 }, (queryClient) => hydrate(queryClient, saved.clientState));
    expect(await screen.findByText(QUEUED)).toBeTruthy();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Resend Successful' })).toBeTruthy();
    expect(resendCalls(api)).toHaveLength(1);
    expect(resendCalls(api)[0]?.[1]?.headers).toMatchObject({ 'Idempotency-Key': 'key-made-when-queued' });
  });
});
