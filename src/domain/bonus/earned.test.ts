import { describe, expect, it } from 'vitest';
import type { Transaction } from '../entities';
import { FREQUENCY_WINDOWS_2023 } from '../fixtures/campaign-2023';
import type { Centavos } from '../money';
import { centavos } from '../money';
import type { EarnedBonusInput } from './earned';
import { earnedBonusKinds } from './earned';

let nextId = 1;
const spend = (transactionDateTime: string, overrides: Partial<Transaction> = {}): Transaction => ({
  id: nextId++,
  referenceNo: `REF-${nextId}`,
  transactionDateTime,
  postedDateTime: null,
  expiryDateTime: null,
  value: 100,
  type: null,
  mccID: 5411,
  location: null,
  order: null,
  ...overrides,
});

const times = (n: number, at: string): Transaction[] => Array.from({ length: n }, () => spend(at));

const nothing: EarnedBonusInput = {
  qualified: [],
  reachedCount: 0,
  totalSpend: centavos(0),
  windows: FREQUENCY_WINDOWS_2023,
};

describe('earnedBonusKinds (server evaluator of the spec §4 bonus rules)', () => {
  it.each([
    [4, []],
    [5, ['generic']],
    [6, ['generic']],
    [7, ['generic']],
    [8, ['generic', 'extraThree']],
    [9, ['generic', 'extraThree']],
  ])('spec §4/§9: generic at 5 categories, Extra Three at 8 (5 + 3) — %i reached', (reachedCount, kinds) => {
    expect(earnedBonusKinds({ ...nothing, reachedCount })).toEqual(kinds);
  });

  const installment = (value: number) => spend('2023-09-20T04:00:00Z', { value, type: 'S1' });
  it.each([
    ['P24,999.99 S1 with total P30,000', installment(24_999.99), centavos(3_000_000), false],
    ['P25,000 S1 with total P30,000', installment(25_000), centavos(3_000_000), true],
    ['P25,000 S1 with total P29,999.99', installment(25_000), centavos(2_999_999), false],
    [
      'P25,000 non-installment with total P30,000',
      spend('2023-09-20T04:00:00Z', { value: 25_000, type: 'R1' }),
      centavos(3_000_000),
      false,
    ],
  ])(
    "spec §9: 'Installment needs a transaction of at least 25,000 with type S1' and total spend ≥ 30,000 — %s",
    (_, transaction, totalSpend: Centavos, earned) => {
      const kinds = earnedBonusKinds({ ...nothing, qualified: [transaction], totalSpend });
      expect(kinds.includes('installment')).toBe(earned);
    },
  );

  it.each([
    [14, false],
    [15, true],
    [16, true],
  ])("spec §4: 'a month is complete at 15 spends' — %i spends in month 1", (n, earned) => {
    const kinds = earnedBonusKinds({ ...nothing, qualified: times(n, '2023-09-20T04:00:00Z') });
    expect(kinds).toEqual(earned ? ['month1'] : []);
  });

  it('spec §9: each month counts only its own window (first and last day in Asia/Manila)', () => {
    const qualified = [
      ...times(14, '2023-10-15T15:59:59Z'), // Oct 15, last day of month 1
      spend('2023-10-15T16:00:00Z'), // Oct 16, month 2
      ...times(15, '2023-11-15T16:00:00Z'), // Nov 16, first day of month 3
    ];
    expect(earnedBonusKinds({ ...nothing, qualified })).toEqual(['month3']);
  });

  it('spec §9: excluded merchant category codes do not make a month', () => {
    const qualified = [...times(14, '2023-09-20T04:00:00Z'), spend('2023-09-21T04:00:00Z', { mccID: 6011 })];
    expect(earnedBonusKinds({ ...nothing, qualified })).toEqual([]);
  });

  it('uses only as many months as windows are given, and the time zone given', () => {
    const qualified = times(15, '2023-09-14T16:00:00Z'); // Sep 15 in Manila, Sep 14 in UTC
    expect(earnedBonusKinds({ ...nothing, qualified, windows: [] })).toEqual([]);
    expect(earnedBonusKinds({ ...nothing, qualified, timeZone: 'UTC' })).toEqual([]);
    expect(earnedBonusKinds({ ...nothing, qualified, timeZone: 'Asia/Manila' })).toEqual(['month1']);
  });

  it('reports every round, in a fixed order, when all rules are met', () => {
    const qualified = [
      spend('2023-09-20T04:00:00Z', { value: 25_000, type: 'S1' }),
      ...times(15, '2023-09-20T04:00:00Z'),
      ...times(15, '2023-10-20T04:00:00Z'),
      ...times(15, '2023-11-20T04:00:00Z'),
    ];
    expect(
      earnedBonusKinds({
        qualified,
        reachedCount: 8,
        totalSpend: centavos(3_000_000),
        windows: FREQUENCY_WINDOWS_2023,
      }),
    ).toEqual(['generic', 'extraThree', 'installment', 'month1', 'month2', 'month3']);
  });
});
