import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import {
  anOrder,
  aPageConfig,
  aRecord,
  dailySpends,
  EXPIRED_YESTERDAY,
  seededBonusClient,
} from '../testing/bonus-fixtures';
import { FrequencyPage } from './frequency-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubBeacon() {
  const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  return sendBeacon;
}

const monthCard = (label: string) =>
  within(screen.getByRole('heading', { level: 2, name: label }).closest('li') as HTMLElement);

describe('FrequencyPage (spec §2 Frequency Spend page)', () => {
  it('spec §7: sends the pageview for /bonusclaim once', async () => {
    const sendBeacon = stubBeacon();
    await renderWithRouter(() => <FrequencyPage config={aPageConfig()} />, { queryClient: seededBonusClient() });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [, payload] = sendBeacon.mock.calls[0] ?? [];
    const body = JSON.parse(await (payload as Blob).text());
    expect(body).toMatchObject({ name: 'pageview', detail: { path: '/bonusclaim' } });
  });

  it('three months with their windows, spends or Completed, and each button state', async () => {
    stubBeacon();
    const queryClient = seededBonusClient({
      transactions: [
        ...dailySpends('2023-09-20', 15),
        aRecord('BONUSM1', 701, EXPIRED_YESTERDAY),
        ...dailySpends('2023-10-16', 15),
        aRecord('BONUSM2', 702),
        ...dailySpends('2023-11-16', 3),
      ],
    });
    await renderWithRouter(() => <FrequencyPage config={aPageConfig()} />, { queryClient });
    expect(monthCard('Month 1').getByText('September 15 - October 15')).toBeTruthy();
    expect(monthCard('Month 1').getByText('Completed')).toBeTruthy();
    expect(monthCard('Month 1').getByText('Redemption until Oct 19, 2023')).toBeTruthy();
    expect(monthCard('Month 1').getByRole('button', { name: 'Expired' }).hasAttribute('disabled')).toBe(true);
    const claim = monthCard('Month 2').getByRole('link', { name: 'Claim Reward' });
    expect(claim.getAttribute('href')).toBe('/bonusmonthtwo?amount=3000');
    expect(monthCard('Month 3').getByText('November 16 - November 30')).toBeTruthy();
    expect(monthCard('Month 3').getByText('3 of 15 Spends')).toBeTruthy();
    expect(monthCard('Month 3').getByText('Redemption until Nov 30, 2023')).toBeTruthy();
    expect(monthCard('Month 3').getByRole('button', { name: 'Reward Locked' }).hasAttribute('disabled')).toBe(true);
  });

  it("spec §2: 'Claimed' once the month's bonus order exists", async () => {
    stubBeacon();
    const queryClient = seededBonusClient({
      transactions: [...dailySpends('2023-09-20', 15), aRecord('BONUSM1', 701)],
      orders: [anOrder('BONUSM1-4')],
    });
    await renderWithRouter(() => <FrequencyPage config={aPageConfig()} />, { queryClient });
    expect(monthCard('Month 1').getByRole('button', { name: 'Claimed' }).hasAttribute('disabled')).toBe(true);
  });

  it('the 15 squares picture the count stated in words (hidden from assistive technology)', async () => {
    stubBeacon();
    const queryClient = seededBonusClient({ transactions: dailySpends('2023-10-16', 9) });
    const { container } = await renderWithRouter(() => <FrequencyPage config={aPageConfig()} />, {
      queryClient,
    });
    expect(monthCard('Month 2').getByText('9 of 15 Spends')).toBeTruthy();
    const squares = container.querySelectorAll('.spend-squares')[1];
    expect(squares?.getAttribute('aria-hidden')).toBe('true');
    expect(squares?.querySelectorAll('[data-filled="true"]')).toHaveLength(9);
    expect(squares?.children).toHaveLength(15);
  });

  it('docs/conventions.md 10: the loader while the reads are out', async () => {
    stubBeacon();
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await renderWithRouter(() => <FrequencyPage config={aPageConfig()} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('docs/conventions.md 10: a failed read shows the error with Retry, which reads again', async () => {
    stubBeacon();
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    await renderWithRouter(() => <FrequencyPage config={aPageConfig()} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const calls = fetch.mock.calls.length;
    fireEvent.click(retry);
    expect(fetch.mock.calls.length).toBeGreaterThan(calls);
  });
});
