import { describe, expect, it } from 'vitest';
import { codeEnding, type Egc, egcState, walletSections } from './egcs';

const TZ = 'Asia/Manila';
// 2026-11-21 12:00 in Manila.
const NOW = '2026-11-21T04:00:00Z';

const egc = (overrides: Partial<Egc> = {}): Egc => ({
  id: 1,
  orderID: 10,
  clientReferenceNo: 'MAIN-10',
  dateOrdered: '2026-10-01T02:00:00Z',
  expiryDate: '2027-03-30T02:00:00Z',
  value: 500,
  merchant: 'Harvest Fresh Market',
  image: '/images/merchants/harvest-fresh.svg',
  code: 'EGC-ABCD-EFGH',
  barcodeFormat: 'code128',
  giftawayStatusID: 43,
  usedAt: null,
  ...overrides,
});

describe('egcState: used and expired eGCs are not spendable', () => {
  it.each([
    ['active (43) before its expiry day', egc(), 'active'],
    [
      'active on its expiry day in the campaign time zone (20:00 UTC on the 20th is the 21st in Manila)',
      egc({ expiryDate: '2026-11-20T20:00:00Z' }),
      'active',
    ],
    ['expired the day after its expiry day', egc({ expiryDate: '2026-11-20T10:00:00Z' }), 'expired'],
    ['used (44) before it expired', egc({ giftawayStatusID: 44 }), 'used'],
    ['used (44) beats expired', egc({ giftawayStatusID: 44, expiryDate: '2026-01-01T00:00:00Z' }), 'used'],
  ])('%s', (_name, candidate, state) => {
    expect(egcState(candidate, NOW, TZ)).toBe(state);
  });
});

describe('walletSections: spendable eGCs apart from used and expired ones', () => {
  it('sorts the active by soonest expiry, the used by latest use, the expired by latest expiry', () => {
    const later = egc({ id: 1, expiryDate: '2027-05-01T00:00:00Z' });
    const sooner = egc({ id: 2, expiryDate: '2026-12-01T00:00:00Z' });
    const usedEarly = egc({ id: 3, giftawayStatusID: 44, usedAt: '2026-11-01T00:00:00Z' });
    const usedLate = egc({ id: 4, giftawayStatusID: 44, usedAt: '2026-11-20T00:00:00Z' });
    const usedUnknown = egc({ id: 5, giftawayStatusID: 44, usedAt: null });
    const expiredLong = egc({ id: 6, expiryDate: '2026-06-01T00:00:00Z' });
    const expiredRecent = egc({ id: 7, expiryDate: '2026-11-19T00:00:00Z' });
    const sections = walletSections(
      [later, usedEarly, expiredLong, sooner, usedUnknown, usedLate, expiredRecent],
      NOW,
      TZ,
    );
    expect(sections.active.map((each) => each.id)).toEqual([2, 1]);
    expect(sections.used.map((each) => each.id)).toEqual([4, 3, 5]);
    expect(sections.expired.map((each) => each.id)).toEqual([7, 6]);
  });

  it('ties break by id, so the order is stable', () => {
    const sections = walletSections([egc({ id: 9 }), egc({ id: 8 })], NOW, TZ);
    expect(sections.active.map((each) => each.id)).toEqual([8, 9]);
  });

  it('an empty wallet has three empty sections', () => {
    expect(walletSections([], NOW, TZ)).toEqual({ active: [], used: [], expired: [] });
  });
});

describe('codeEnding (decision 0081): the last four characters only', () => {
  it.each([
    ['EGC-ABCD-EFGH', 'EFGH'],
    ['ABC', 'ABC'],
  ])('%s → %s', (code, ending) => {
    expect(codeEnding(code)).toBe(ending);
  });
});
