import { describe, expect, it } from 'vitest';
import type { AdminEgcRow } from '../../../contract/admin-paged';
import { egcRows } from './egc-rows';

// Decision 0235: the back office's Redemptions, a row per eGC. Sep 1, 2023 in Manila.
const at = { now: '2023-09-01T02:00:00.000Z', timeZone: 'Asia/Manila' };

const egc = (over: Partial<AdminEgcRow>): AdminEgcRow => ({
  egcID: 1,
  orderID: 10,
  clientReferenceNo: 'MAIN-1',
  dateOrdered: '2023-08-01T02:00:00.000Z',
  expiryDate: '2023-10-01T02:00:00.000Z',
  value: 500,
  merchant: 'Jollibee',
  giftawayStatusID: 43,
  usedAt: null,
  codeEnding: 'K7Q2',
  ...over,
});

describe('egcRows (decision 0235)', () => {
  it('each eGC of an order is its own row: merchant, value, last four, the order’s REF', () => {
    const rows = egcRows(
      [
        egc({ egcID: 1, merchant: 'Circuit Hub', value: 1000 }),
        egc({ egcID: 2, merchant: 'Harvest Fresh', giftawayStatusID: 44, usedAt: '2023-08-20T02:00:00.000Z' }),
      ],
      at,
    );
    expect(rows.map((row) => [row.key, row.reference, row.merchant, row.valueText, row.codeEnding])).toEqual([
      [1, 'REF 10', 'Circuit Hub', 'P1,000.00', 'K7Q2'],
      [2, 'REF 10', 'Harvest Fresh', 'P500.00', 'K7Q2'],
    ]);
    expect(rows.map((row) => [row.state, row.usedText, row.expiryText, row.live])).toEqual([
      ['Active', '—', 'Valid until Oct 01, 2023', true],
      ['Used', 'Aug 20, 2023', '—', false],
    ]);
  });

  it('decision 0160: an eGC past its expiry day is Expired, says when, and is not live', () => {
    const [row] = egcRows([egc({ expiryDate: '2023-08-31T02:00:00.000Z' })], at);
    expect(row).toMatchObject({ state: 'Expired', expiryText: 'Expired on Aug 31, 2023', live: false });
  });

  it("spec §2: 'Spend Rewards' or 'Bonus Round Rewards' by the order's prefix; no code ending shows the placeholder", () => {
    const [bonus] = egcRows([egc({ clientReferenceNo: 'BONUSM1-1', codeEnding: null })], at);
    expect(bonus).toMatchObject({ round: 'Bonus Round Rewards', codeEnding: '—' });
    expect(egcRows([egc({})], at)[0]?.round).toBe('Spend Rewards');
  });
});
