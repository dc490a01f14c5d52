import { describe, expect, it } from 'vitest';
import type { Transaction } from '../entities';
import { FREQUENCY_WINDOWS_2023 } from '../fixtures/campaign-2023';
import { centavos } from '../money';
import type { MonthInput } from './frequency';
import { countMonthSpends, countsForFrequency, monthState } from './frequency';

const [month1, month2, month3] = FREQUENCY_WINDOWS_2023;

let nextId = 1;
const spend = (transactionDateTime: string, mccID: number | null = 5411): Transaction => ({
  id: nextId++,
  referenceNo: `REF-${nextId}`,
  transactionDateTime,
  postedDateTime: null,
  expiryDateTime: null,
  value: 100,
  type: null,
  mccID,
  location: null,
  order: null,
});

const times = (n: number, at: string, mccID?: number | null): Transaction[] =>
  Array.from({ length: n }, () => spend(at, mccID));

describe('countMonthSpends (spec §4 Monthly frequency, §9 windows)', () => {
  it.each([
    ['the day before month 1 (Sep 14 23:59:59 Manila)', '2023-09-14T15:59:59Z', 0],
    ['the first day of month 1 (Sep 15 00:00 Manila)', '2023-09-14T16:00:00Z', 1],
    ['the last day of month 1 (Oct 15 23:59:59 Manila)', '2023-10-15T15:59:59Z', 1],
    ['the day after month 1 (Oct 16 00:00 Manila)', '2023-10-15T16:00:00Z', 0],
  ])("spec §9: 'Windows 2023-09-15..2023-10-15' is inclusive by day in Asia/Manila — %s", (_, at, count) => {
    expect(countMonthSpends([spend(at)], month1)).toBe(count);
  });

  it.each([
    [month2, '2023-10-15T16:00:00Z', 1],
    [month2, '2023-11-15T15:59:59Z', 1],
    [month2, '2023-11-15T16:00:00Z', 0],
    [month3, '2023-11-15T16:00:00Z', 1],
    [month3, '2023-11-30T15:59:59Z', 1],
    [month3, '2023-11-30T16:00:00Z', 0],
  ])('spec §9: months 2 and 3 start and end on their days (%j, %s)', (window, at, count) => {
    expect(countMonthSpends([spend(at)], window)).toBe(count);
  });

  it('reads the day in the time zone given', () => {
    // 15:59:59Z on Sep 14 is Sep 14 in UTC too; 00:00Z on Sep 15 is inside month 1 in UTC.
    expect(countMonthSpends([spend('2023-09-14T16:00:00Z')], month1, 'UTC')).toBe(0);
    expect(countMonthSpends([spend('2023-09-15T00:00:00Z')], month1, 'UTC')).toBe(1);
  });

  it.each([
    [14, 14],
    [15, 15],
    [16, 15],
  ])("spec §4: 'counts capped at 15' — %i spends count as %i", (n, count) => {
    expect(countMonthSpends(times(n, '2023-09-20T04:00:00Z'), month1)).toBe(count);
  });

  it.each([6010, 6011, 6012, 6540, 9223, 7995, 7800, 7801, 7802, 4829, 6050, 6051, 8651, 9754])(
    "spec §9: 'Excluded merchant category codes for frequency spend' — %i does not count",
    (mccID) => {
      expect(countsForFrequency({ mccID })).toBe(false);
      expect(countMonthSpends(times(3, '2023-09-20T04:00:00Z', mccID), month1)).toBe(0);
    },
  );

  it.each([5411, 6013, null])('spec §9: a category code not on the excluded list counts (%j)', (mccID) => {
    expect(countsForFrequency({ mccID })).toBe(true);
  });

  it('15 spends with one excluded leave the month at 14', () => {
    const list = [...times(14, '2023-09-20T04:00:00Z'), spend('2023-09-21T04:00:00Z', 6011)];
    expect(countMonthSpends(list, month1)).toBe(14);
  });
});

describe('monthState (spec §4 Monthly frequency, §2 Frequency Spend page)', () => {
  const claimable: MonthInput = {
    count: 15,
    isExpired: false,
    hasOrder: false,
    recordExists: true,
    totalSpend: centavos(3_000_000),
  };

  it.each([
    [14, false, 'Reward Locked', '14 of 15 Spends', '14 of 15 Spends'],
    [15, true, 'Claim Reward', '15 of 15 Spends', 'Completed'],
    [16, true, 'Claim Reward', '15 of 15 Spends', 'Completed'],
    [0, false, 'Reward Locked', '0 of 15 Spends', '0 of 15 Spends'],
  ])(
    "spec §4: 'a month is complete at 15 spends (counts capped at 15)' — count %i",
    (count, complete, button, spendsText, progressText) => {
      expect(monthState({ ...claimable, count })).toMatchObject({ complete, button, spendsText, progressText });
    },
  );

  it.each([
    ['every condition holds', {}, true, 'Claim Reward'],
    ['expired', { isExpired: true }, false, 'Expired'],
    ['ordered', { hasOrder: true }, false, 'Claimed'],
    ['ordered and expired', { hasOrder: true, isExpired: true }, false, 'Claimed'],
    ['no bonus record', { recordExists: false }, false, 'Reward Locked'],
    ['total spend P29,999.99', { totalSpend: centavos(2_999_999) }, false, 'Reward Locked'],
    ['total spend P30,000.01', { totalSpend: centavos(3_000_001) }, true, 'Claim Reward'],
    ['incomplete and expired', { count: 14, isExpired: true }, false, 'Reward Locked'],
    ['incomplete and ordered', { count: 14, hasOrder: true }, false, 'Reward Locked'],
  ] as const)(
    "spec §4: 'enabled only if the month is not expired, is complete, has no bonus order yet, its bonus record exists, and total spend is at least 30,000' — %s",
    (_, overrides, allowed, button) => {
      const state = monthState({ ...claimable, ...overrides });
      expect(state.allowed).toBe(allowed);
      expect(state.button).toBe(button);
    },
  );
});
