import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order } from './entities';
import {
  groupOrders,
  groupStatus,
  groupStatusText,
  hasBonusOrderOfKind,
  hasMainOrder,
  orderBonusKind,
  orderKind,
  redemptionRowTitle,
  splitRedemptions,
} from './orders';

const order = (overrides: Partial<Order> = {}): Order => ({
  orderID: 1,
  clientReferenceNo: 'MAIN-1',
  dateOrdered: '2023-10-01T02:00:00Z',
  expiryDate: '2023-12-01T00:00:00Z',
  value: 500,
  merchant: 'Jollibee',
  giftawayStatusID: 43,
  canResend: true,
  ...overrides,
});

describe('orderKind', () => {
  it.each([
    ['MAIN-001', 'main', null],
    ['MAIN', 'main', null],
    ['BONUSM1-001', 'month1', 'month1'],
    ['BONUSM2-001', 'month2', 'month2'],
    ['BONUSM3-001', 'month3', 'month3'],
    ['BONUSI1-001', 'bonus', 'installment'],
    ['BONUS3-001', 'bonus', 'extraThree'],
    ['BONUS2-001', 'bonus', 'generic'],
    ['BONUS-001', 'bonus', 'generic'],
    ['OTHER-001', 'unknown', null],
    ['main-001', 'unknown', null],
  ])('spec §3: clientReferenceNo %s is a %s order (bonus round %s)', (reference, kind, bonusKind) => {
    expect(orderKind(reference)).toBe(kind);
    expect(orderBonusKind(reference)).toBe(bonusKind);
  });
});

const NOW = '2023-11-01T04:00:00Z';
const TZ = 'Asia/Manila';
// Expired by day in Manila: the expiry day (Oct 31) is before the day of NOW (Nov 1).
const EXPIRED = '2023-10-31T04:00:00Z';

const statusOf = (orders: readonly Order[]) => groupStatus(orders, NOW, TZ);
const grouped = (orders: readonly Order[]) => groupOrders(orders, NOW, TZ);

describe('groupStatusText', () => {
  it.each([
    [[44], 'Used'],
    [[44, 44, 44], 'Used'],
    [[43], 'Active'],
    [[43, 43], 'Active'],
    [[44, 43], '1 of 2 used'],
    [[44, 44, 43], '2 of 3 used'],
    [[43, 43, 44], '1 of 3 used'],
  ])(
    "spec §4: 'Used' when every order has status 44; 'Active' when every order has status 43; otherwise '{n} of {m} used' (%j → %s)",
    (statuses, text) => {
      const orders = statuses.map((giftawayStatusID, index) =>
        order({ orderID: 1, giftawayStatusID, merchant: `M${index}` }),
      );
      expect(groupStatusText(statusOf(orders))).toBe(text);
    },
  );

  it.each([
    ['every eGC expired', [{ giftawayStatusID: 43, expiryDate: EXPIRED }], 'Expired', 'expired'],
    [
      'one of two expired',
      [{ giftawayStatusID: 43, expiryDate: EXPIRED }, { giftawayStatusID: 43 }],
      '1 of 2 expired',
      'mixed',
    ],
    [
      'used, expired and live',
      [{ giftawayStatusID: 44 }, { giftawayStatusID: 43, expiryDate: EXPIRED }, { giftawayStatusID: 43 }],
      '1 of 3 used, 1 expired',
      'mixed',
    ],
    [
      'used and expired, none live',
      [{ giftawayStatusID: 44 }, { giftawayStatusID: 43, expiryDate: EXPIRED }],
      '1 of 2 used, 1 expired',
      'mixed',
    ],
    ['a used eGC past its expiry is used', [{ giftawayStatusID: 44, expiryDate: EXPIRED }], 'Used', 'used'],
  ])('decision 0160: an expired eGC is never Active — %s', (_, parts, text, state) => {
    const status = statusOf(parts.map((part) => order(part)));
    expect(groupStatusText(status)).toBe(text);
    expect(status.state).toBe(state);
  });

  it("spec §4: a group is 'Used' exactly when every eGC has status 44, 'Active' exactly when every one can be spent", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ status: fc.constantFrom(43, 44), expired: fc.boolean() }), { minLength: 1, maxLength: 8 }),
        (eGCs) => {
          const orders = eGCs.map(({ status, expired }) =>
            order({ giftawayStatusID: status, expiryDate: expired ? EXPIRED : '2023-12-01T00:00:00Z' }),
          );
          const status = statusOf(orders);
          const everyUsed = eGCs.every((egc) => egc.status === 44);
          const everyLive = eGCs.every((egc) => egc.status === 43 && !egc.expired);
          expect(status.state === 'used').toBe(everyUsed);
          expect(groupStatusText(status) === 'Used').toBe(everyUsed);
          expect(status.state === 'active').toBe(everyLive);
          expect(groupStatusText(status) === 'Active').toBe(everyLive);
          expect(status.used).toBe(eGCs.filter((egc) => egc.status === 44).length);
          expect(status.active + status.used + status.expired).toBe(status.total);
        },
      ),
    );
  });
});

describe('groupOrders', () => {
  it("spec §3: 'Orders with the same orderID form one redemption group'", () => {
    const groups = grouped([
      order({ orderID: 7, value: 500, merchant: 'Jollibee' }),
      order({ orderID: 8, clientReferenceNo: 'BONUSM1-8', value: 500, merchant: 'SM' }),
      order({ orderID: 7, value: 500, merchant: 'Starbucks' }),
      order({ orderID: 7, value: 500.5, merchant: 'Jollibee' }),
    ]);
    expect(groups).toHaveLength(2);
    const main = groups.find((group) => group.orderID === 7);
    expect(main?.orders).toHaveLength(3);
    expect(main?.value).toBe(150_050);
    expect(main?.kind).toBe('main');
    expect(main?.bonusKind).toBeNull();
    expect(main?.merchant).toBe('Jollibee');
    const month = groups.find((group) => group.orderID === 8);
    expect(month?.kind).toBe('month1');
    expect(month?.bonusKind).toBe('month1');
  });

  it("spec §5: 'orders newest first' (equal dates by highest orderID)", () => {
    const groups = grouped([
      order({ orderID: 1, dateOrdered: '2023-10-01T00:00:00Z' }),
      order({ orderID: 2, dateOrdered: '2023-10-03T00:00:00Z' }),
      order({ orderID: 3, dateOrdered: '2023-10-02T00:00:00Z' }),
      order({ orderID: 4, dateOrdered: new Date('2023-10-02T00:00:00Z') }),
    ]);
    expect(groups.map((group) => group.orderID)).toEqual([2, 4, 3, 1]);
  });

  it('dates a group by its latest order and shows its earliest expiry', () => {
    const [group] = grouped([
      order({ dateOrdered: '2023-10-01T00:00:00Z', expiryDate: null }),
      order({ dateOrdered: '2023-10-05T00:00:00Z', expiryDate: '2023-12-05T00:00:00Z' }),
      order({ dateOrdered: '2023-10-03T00:00:00Z', expiryDate: '2023-12-03T00:00:00Z' }),
      order({ dateOrdered: '2023-10-02T00:00:00Z', expiryDate: '2023-12-04T00:00:00Z' }),
    ]);
    expect(group?.dateOrdered).toBe('2023-10-05T00:00:00Z');
    expect(group?.expiryDate).toBe('2023-12-03T00:00:00Z');
  });

  it('has no expiry when no order in the group has one', () => {
    expect(grouped([order({ expiryDate: null })])[0]?.expiryDate).toBeNull();
  });

  it.each([
    [
      'an eGC resendable, group active',
      [
        { canResend: false, giftawayStatusID: 43 },
        { canResend: true, giftawayStatusID: 43 },
      ],
      true,
    ],
    [
      'a live eGC resendable, group partly used',
      [
        { canResend: false, giftawayStatusID: 44 },
        { canResend: true, giftawayStatusID: 43 },
      ],
      true,
    ],
    [
      'every eGC used',
      [
        { canResend: true, giftawayStatusID: 44 },
        { canResend: true, giftawayStatusID: 44 },
      ],
      false,
    ],
    ['no eGC resendable (cooling down)', [{ canResend: false, giftawayStatusID: 43 }], false],
    ['decision 0161: its only eGC expired since the read', [{ canResend: true, expiryDate: EXPIRED }], false],
    [
      'decision 0161: one eGC expired, one live',
      [
        { canResend: true, expiryDate: EXPIRED },
        { canResend: true, giftawayStatusID: 43 },
      ],
      true,
    ],
  ])('spec §2: RESEND shows when the order can be resent — %s', (_, parts, canResend) => {
    const [group] = grouped(parts.map((part) => order(part)));
    expect(group?.resendable).toBe(canResend);
  });

  it.each([
    ['a live eGC: valid until its expiry', [{}], { kind: 'validUntil', date: '2023-12-01T00:00:00Z' }],
    [
      'the earliest expiry among the live ones',
      [{ expiryDate: '2023-12-05T00:00:00Z' }, { expiryDate: '2023-11-20T00:00:00Z' }, { expiryDate: EXPIRED }],
      { kind: 'validUntil', date: '2023-11-20T00:00:00Z' },
    ],
    ['only expired ones: expired on', [{ expiryDate: EXPIRED }], { kind: 'expiredOn', date: EXPIRED }],
    ['every eGC used: no date', [{ giftawayStatusID: 44 }], null],
    ['no expiry known', [{ expiryDate: null }], null],
  ])("spec §2 'Valid until', decision 0160: %s", (_, parts, validity) => {
    const [group] = grouped(parts.map((part) => order(part)));
    expect(group?.validity).toEqual(validity);
  });

  it('is empty with no orders', () => {
    expect(grouped([])).toEqual([]);
  });
});

describe('splitRedemptions and redemptionRowTitle', () => {
  const groups = grouped([
    order({ orderID: 1, clientReferenceNo: 'MAIN-1', value: 1500, dateOrdered: '2023-10-06T00:00:00Z' }),
    order({ orderID: 2, clientReferenceNo: 'BONUSM2-2', merchant: 'Jollibee', dateOrdered: '2023-10-05T00:00:00Z' }),
    order({ orderID: 3, clientReferenceNo: 'BONUSI1-3', merchant: 'Starbucks', dateOrdered: '2023-10-04T00:00:00Z' }),
    order({ orderID: 4, clientReferenceNo: 'BONUS3-4', merchant: 'SM', dateOrdered: '2023-10-03T00:00:00Z' }),
    order({ orderID: 5, clientReferenceNo: 'LEGACY-5', value: 500, dateOrdered: '2023-10-02T00:00:00Z' }),
  ]);

  it("spec §2: headings 'Spend Rewards' (main orders) and 'Bonus Round Rewards'", () => {
    const { spendRewards, bonusRewards } = splitRedemptions(groups);
    expect(spendRewards.map((group) => group.orderID)).toEqual([1, 5]);
    expect(bonusRewards.map((group) => group.orderID)).toEqual([2, 3, 4]);
  });

  it("spec §2: 'Each row shows the eGC value or '{merchant} Bonus eGC''", () => {
    expect(groups.map(redemptionRowTitle)).toEqual([
      'P1,500.00',
      'Jollibee Bonus eGC',
      'Starbucks Bonus eGC',
      'SM Bonus eGC',
      'P500.00',
    ]);
  });
});

describe('hasBonusOrderOfKind and hasMainOrder', () => {
  const orders = [order({ clientReferenceNo: 'BONUSI1-1' }), order({ clientReferenceNo: 'BONUSM3-2' })];

  it.each([
    ['installment', true],
    ['month3', true],
    ['month1', false],
    ['extraThree', false],
    ['generic', false],
  ] as const)("spec §4: 'No … bonus order exists yet' — has a %s order: %s", (kind, expected) => {
    expect(hasBonusOrderOfKind(orders, kind)).toBe(expected);
  });

  it.each([
    [[order({ clientReferenceNo: 'MAIN-1' })], true],
    [orders, false],
    [[], false],
  ])("spec §4: 'or a main order exists' (%#)", (list, expected) => {
    expect(hasMainOrder(list)).toBe(expected);
  });
});
