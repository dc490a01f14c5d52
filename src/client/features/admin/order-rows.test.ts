import { describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/entities';
import { orderRows } from './order-rows';

// Sep 1, 2023: every eGC below is live unless its expiry says otherwise.
const tz = { now: '2023-09-01T02:00:00.000Z', timeZone: 'Asia/Manila' };

const order = (over: Partial<Order>): Order => ({
  orderID: 10,
  clientReferenceNo: 'MAIN-1',
  dateOrdered: '2023-08-01T02:00:00.000Z',
  expiryDate: '2023-10-01T02:00:00.000Z',
  value: 500,
  merchant: 'Jollibee',
  giftawayStatusID: 43,
  canResend: true,
  ...over,
});

describe('orderRows (admin orders table)', () => {
  it("spec §3: 'Orders with the same orderID form one redemption group', newest first", () => {
    const rows = orderRows(
      [
        order({ orderID: 10 }),
        order({ orderID: 10, giftawayStatusID: 44 }),
        order({ orderID: 11, dateOrdered: '2023-08-09T02:00:00.000Z' }),
      ],
      tz,
      '—',
    );
    expect(rows.map((row) => [row.key, row.quantity, row.valueText])).toEqual([
      [11, 1, 'P500.00'],
      [10, 2, 'P1,000.00'],
    ]);
    expect(rows[1]?.reference).toBe('REF 10');
  });

  it.each([
    [[44, 44], 'Used'],
    [[43, 43], 'Active'],
    [[44, 43, 43], '1 of 3 used'],
  ])("spec §4: 'The admin view uses the same rule' — statuses %j read %s", (statuses, text) => {
    const rows = orderRows(
      statuses.map((giftawayStatusID) => order({ giftawayStatusID })),
      tz,
      '—',
    );
    expect(rows[0]?.status).toBe(text);
  });

  it('decision 0160: the back office too calls an eGC past its expiry Expired, not Active', () => {
    const after = { ...tz, now: '2023-10-02T02:00:00.000Z' };
    expect(orderRows([order({})], after, '—')[0]?.status).toBe('Expired');
    expect(orderRows([order({ giftawayStatusID: 44 }), order({})], after, '—')[0]?.status).toBe(
      '1 of 2 used, 1 expired',
    );
  });

  it("spec §2 Redemptions tab: 'Spend Rewards' (main orders) or 'Bonus Round Rewards'; no expiry shows the placeholder", () => {
    const [bonus] = orderRows([order({ clientReferenceNo: 'BONUSM1-1', expiryDate: null })], tz, '—');
    expect(bonus).toMatchObject({
      merchant: 'Jollibee',
      round: 'Bonus Round Rewards',
      validUntil: null,
      validUntilText: '—',
    });
    expect(orderRows([order({})], tz, '—')[0]).toMatchObject({
      round: 'Spend Rewards',
      validUntilText: 'Oct 01, 2023',
    });
  });
});
