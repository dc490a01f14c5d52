import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Egc } from '../../../../domain/egcs';
import { cardholderKeys } from '../../../query-keys';
import { renderWithRouter } from '../../../testing/render-with-router';
import { aCredit, aPageConfig } from '../testing/dashboard-fixtures';
import { WalletPage } from './wallet-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

// Nov 21, 2026 in Manila; the page judges expiry by the server's day.
const NOW = Date.parse('2026-11-21T04:00:00Z');

const egc = (overrides: Partial<Egc>): Egc => ({
  id: 1,
  orderID: 41,
  clientReferenceNo: 'MAIN-41',
  dateOrdered: '2026-10-01T02:00:00Z',
  expiryDate: '2027-03-30T02:00:00Z',
  value: 1_000,
  merchant: 'Circuit Hub',
  image: '/images/merchants/circuit-hub.svg',
  code: 'EGC-K7QD-P2XM',
  barcodeFormat: 'code128',
  giftawayStatusID: 43,
  usedAt: null,
  ...overrides,
});

const EGCS: readonly Egc[] = [
  egc({ id: 1 }),
  egc({
    id: 2,
    merchant: 'Harvest Fresh Market',
    value: 500,
    code: 'EGC-USED-USED',
    giftawayStatusID: 44,
    usedAt: '2026-11-02T03:00:00Z',
  }),
  egc({
    id: 3,
    orderID: 42,
    merchant: 'Kusina Grill',
    value: 500,
    code: 'EGC-GONE-GONE',
    barcodeFormat: 'qr',
    expiryDate: '2026-11-20T10:00:00Z',
  }),
  egc({ id: 4, orderID: 43, merchant: 'Pahina Books', value: 500, code: 'EGC-QRQR-QRQR', barcodeFormat: 'qr' }),
];

async function renderWallet(options: { orderID?: number; updatedAt?: number } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(
    cardholderKeys.egcs(7),
    { kind: 'success', statusId: 0, data: EGCS },
    { updatedAt: options.updatedAt ?? Date.now() + 1000 },
  );
  // Home's reads, kept beside the eGCs: the wallet's sections are their promo state's (decision 0160).
  const reads = { credit: aCredit(), transactions: [], orders: [], categories: [] };
  for (const [key, data] of [
    [cardholderKeys.credits(7), reads.credit],
    [cardholderKeys.transactions(7), reads.transactions],
    [cardholderKeys.orders(7), reads.orders],
    [cardholderKeys.categories(7), reads.categories],
  ] as const) {
    queryClient.setQueryData(key, { kind: 'success', statusId: 0, data });
  }
  const offset = NOW - Date.now();
  const config = aPageConfig({ campaignID: 7 });
  return renderWithRouter(() => <WalletPage config={config} serverOffsetMs={offset} orderID={options.orderID} />, {
    queryClient,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('My eGCs (decision 0080)', () => {
  it('one card per eGC; used and expired apart, not spendable, their codes never shown', async () => {
    await renderWallet();
    const ready = section('Ready to use');
    expect(
      within(ready)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('h3')?.textContent),
    ).toEqual(['Circuit Hub', 'Pahina Books']);
    expect(ready.textContent).toContain('P1,000.00 eGC');
    expect(ready.textContent).toContain('Valid until Mar 30, 2027');
    expect(ready.textContent).toContain('REF 41');
    expect(section('Used').textContent).toContain('Used on Nov 02, 2026');
    expect(section('Expired').textContent).toContain('Expired on Nov 20, 2026');
    for (const name of ['Used', 'Expired']) {
      expect(within(section(name)).queryByRole('button')).toBeNull();
      expect(section(name).textContent).toContain('Cannot be used');
    }
    // Hidden until tapped (people look over shoulders at tills).
    expect(document.body.textContent).not.toContain('EGC-');
  });

  it('Show code: full screen, the barcode drawn on the device, the code under it, the screen kept awake until Done', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ release }));
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    await renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Show code of Circuit Hub P1,000.00 eGC' }));
    const view = await screen.findByRole('dialog', { name: 'Circuit Hub' });
    expect(view.textContent).toContain('EGC-K7QD-P2XM');
    const barcode = await within(view).findByRole('img', { name: 'Barcode of the eGC code' }, { timeout: 10_000 });
    expect(decodeURIComponent(barcode.getAttribute('src') ?? '')).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);
    expect(request).toHaveBeenCalledWith('screen');
    await waitFor(() => expect(view.textContent).toContain('The screen stays on while the code shows.'));
    fireEvent.click(within(view).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(release).toHaveBeenCalledOnce();
    expect(document.body.textContent).not.toContain('EGC-K7QD-P2XM');
  });

  it("decision 0168: a shown code is a history entry: the browser's Back hides it and the list stays", async () => {
    const { router } = await renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Show code of Circuit Hub P1,000.00 eGC' }));
    await screen.findByRole('dialog', { name: 'Circuit Hub' });
    expect(router.state.location.pathname).toBe('/');
    act(() => router.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'Ready to use' })).toBeTruthy();
    act(() => router.history.forward());
    expect(await screen.findByRole('dialog', { name: 'Circuit Hub' })).toBeTruthy();
  });

  it('decision 0084: the view says the screen stays on only while the wake lock is held', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      wakeLock: { request: vi.fn(async () => Promise.reject(new DOMException('Refused', 'NotAllowedError'))) },
    });
    await renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Show code of Circuit Hub P1,000.00 eGC' }));
    const view = await screen.findByRole('dialog', { name: 'Circuit Hub' });
    await waitFor(() => expect(view.textContent).toContain('Turn your brightness up'));
    expect(view.textContent).not.toContain('The screen stays on');
  });

  it("a QR merchant's code is drawn as a QR code", async () => {
    await renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Show code of Pahina Books P500.00 eGC' }));
    const view = await screen.findByRole('dialog', { name: 'Pahina Books' });
    expect(await within(view).findByRole('img', { name: 'QR code of the eGC code' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('Copy code puts the code on the clipboard; Share shows only where the browser can share', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    await renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Show code of Circuit Hub P1,000.00 eGC' }));
    const view = await screen.findByRole('dialog', { name: 'Circuit Hub' });
    expect(within(view).queryByRole('button', { name: 'Share' })).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(view.textContent).toContain('Code copied'));
    expect(writeText).toHaveBeenCalledWith('EGC-K7QD-P2XM');
  });

  it('Share hands the code to the system share sheet', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Show code of Circuit Hub P1,000.00 eGC' }));
    const view = await screen.findByRole('dialog', { name: 'Circuit Hub' });
    fireEvent.click(within(view).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Circuit Hub P1,000.00 eGC', text: 'EGC-K7QD-P2XM' });
  });

  it("offline: 'as of' the last sync and the warning that a code may already have been used, on the list and the code", async () => {
    await renderWallet({ updatedAt: NOW - 3_600_000 });
    act(() => onlineManager.setOnline(false));
    const note = await screen.findByText(/^eGCs as of /);
    expect(note.textContent).toMatch(/eGCs as of .*2026/);
    expect(
      screen.getByText('An eGC shown while offline may already have been used elsewhere since then.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show code of Circuit Hub P1,000.00 eGC' }));
    const view = await screen.findByRole('dialog', { name: 'Circuit Hub' });
    expect(view.textContent).toContain('may already have been used elsewhere');
  });

  it("online and fetched since the screen opened: no 'as of'", async () => {
    await renderWallet();
    expect(screen.queryByText(/^eGCs as of /)).toBeNull();
  });

  it('from a Redemptions row: only that order’s eGCs, with a way to all of them', async () => {
    await renderWallet({ orderID: 42 });
    expect(screen.getByText(/eGCs of REF 42/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ready to use' })).toBeNull();
    expect(section('Expired').textContent).toContain('Kusina Grill');
    expect(screen.getByRole('link', { name: 'Show all my eGCs' }).getAttribute('href')).toBe('/egcs');
  });
});
