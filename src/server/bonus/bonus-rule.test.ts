import { describe, expect, it } from 'vitest';
import { FREQUENCY_WINDOWS_2023 } from '../../domain/bonus';
import type { Order, Transaction } from '../../domain/entities';
import { SPEND_GOALS } from '../../domain/goals';
import { centavos, pesosToCentavos } from '../../domain/money';
import { type BonusKind, totalSpend } from '../../domain/transactions';
import { type BonusRuleFacts, bonusRuleHolds } from './bonus-rule';

let nextId = 1;
const spend = (pesos: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id: nextId++,
  referenceNo: `TXN-${nextId}`,
  // Inside month 1 of 2023 (spec §9: 2023-09-15..2023-10-15), noon in Manila.
  transactionDateTime: '2023-09-20T04:00:00Z',
  postedDateTime: null,
  expiryDateTime: null,
  value: pesos,
  type: 'R1',
  mccID: 5411,
  location: null,
  order: null,
  ...overrides,
});

const order = (clientReferenceNo: string): Order => ({
  orderID: nextId++,
  clientReferenceNo,
  dateOrdered: '2023-10-01T00:00:00Z',
  expiryDate: null,
  value: 500,
  merchant: 'Harvest Fresh Market',
  giftawayStatusID: 43,
  canResend: true,
});

function facts(kind: BonusKind, qualified: readonly Transaction[], overrides: Partial<BonusRuleFacts> = {}) {
  return {
    kind,
    recordId: 1,
    spend: { qualified, totalSpend: totalSpend(qualified), reachedCount: 0 },
    orders: [],
    recordClaimed: false,
    isBonusExpired: false,
    goals: SPEND_GOALS,
    windows: FREQUENCY_WINDOWS_2023,
    timeZone: 'Asia/Manila',
    ...overrides,
  } satisfies BonusRuleFacts;
}

const withReached = (kind: BonusKind, reachedCount: number, total: number, overrides: Partial<BonusRuleFacts> = {}) =>
  facts(kind, [], { spend: { qualified: [], totalSpend: pesosToCentavos(total), reachedCount }, ...overrides });

describe('bonusRuleHolds: the generic round (spec §4 Generic bonus eligibility)', () => {
  it.each([
    [4, 75_000, false],
    [5, 75_000, true],
    [6, 75_000, true],
    [5, 74_999.99, false],
  ])("'maxed at 5 or more' and the minimum tier: %i categories, P%d spend → %s", (reached, total, allowed) => {
    expect(bonusRuleHolds(withReached('generic', reached, total))).toBe(allowed);
  });

  it("spec §4: '(minimum tier reached or main orders exist)': a main order stands in for the tier", () => {
    expect(bonusRuleHolds(withReached('generic', 5, 1_000, { orders: [order('MAIN-7')] }))).toBe(true);
  });

  it.each([
    ['expired', { isBonusExpired: true }],
    ['already claimed (once per record)', { recordClaimed: true }],
    ['a generic bonus order exists', { orders: [order('BONUS-9')] }],
  ])("spec §4 'bonus not expired', once per record: refused when %s", (_label, overrides) => {
    expect(bonusRuleHolds(withReached('generic', 5, 80_000, overrides))).toBe(false);
  });
});

describe('bonusRuleHolds: Extra Three (spec §4 Extra Three allowed)', () => {
  it.each([
    [7, false],
    [8, true],
    [9, true],
  ])("'8 categories are reached': %i categories → %s", (reached, allowed) => {
    expect(bonusRuleHolds(withReached('extraThree', reached, 80_000))).toBe(allowed);
  });

  it.each([
    ['the minimum tier is not reached and no main order exists', { orders: [] }, 74_999.99],
    ['the bonus has expired', { isBonusExpired: true }, 80_000],
    ['an Extra bonus order exists', { orders: [order('BONUS3-4')] }, 80_000],
    ['the record is claimed', { recordClaimed: true }, 80_000],
  ])('refused when %s', (_label, overrides, total) => {
    expect(bonusRuleHolds(withReached('extraThree', 8, total, overrides))).toBe(false);
  });
});

describe('bonusRuleHolds: Installment (spec §4 Installment qualified, §9 bonus unlock)', () => {
  it.each([
    [24_999.99, 5_000.01, false],
    [25_000, 5_000, true],
    [25_000, 4_999.99, false],
  ])("an S1 spend of P%d and P%d more: 'at least 25,000' and 'at least 30,000' total → %s", (s1, other, allowed) => {
    const qualified = [spend(s1, { type: 'S1' }), spend(other)];
    expect(bonusRuleHolds(facts('installment', qualified))).toBe(allowed);
  });

  it("spec §3: 'A type starting with S1 means installment' — an R1 spend of P25,000 does not qualify", () => {
    expect(bonusRuleHolds(facts('installment', [spend(25_000), spend(5_000)]))).toBe(false);
  });

  it.each([
    ['expired', { isBonusExpired: true }],
    ['an installment bonus order exists', { orders: [order('BONUSI1-3')] }],
    ['the record is claimed', { recordClaimed: true }],
  ])('refused when %s', (_label, overrides) => {
    expect(bonusRuleHolds(facts('installment', [spend(25_000, { type: 'S1' }), spend(5_000)], overrides))).toBe(false);
  });
});

describe('bonusRuleHolds: Frequency Spend months (spec §4 Monthly frequency)', () => {
  const spends = (count: number, pesos = 2_000) => Array.from({ length: count }, () => spend(pesos));

  it.each([
    [14, false],
    [15, true],
    [16, true],
  ])("'complete at 15 spends': %i spends in month 1 → %s", (count, allowed) => {
    expect(bonusRuleHolds(facts('month1', spends(count)))).toBe(allowed);
  });

  it.each([
    [1_999.99, false],
    [2_000, true],
  ])("'total spend is at least 30,000': 15 spends of P%d → %s", (pesos, allowed) => {
    expect(bonusRuleHolds(facts('month1', spends(15, pesos)))).toBe(allowed);
  });

  it('spec §9: month 2 and month 3 count only their own windows', () => {
    expect(bonusRuleHolds(facts('month2', spends(15)))).toBe(false);
    expect(bonusRuleHolds(facts('month3', spends(15)))).toBe(false);
    const inMonth3 = spends(15).map((each) => ({ ...each, transactionDateTime: '2023-11-30T15:59:59Z' }));
    expect(bonusRuleHolds(facts('month3', inMonth3))).toBe(true);
  });

  it.each([
    ['expired', { isBonusExpired: true }],
    ['a bonus order of that month exists', { orders: [order('BONUSM1-5')] }],
    ['the record is claimed', { recordClaimed: true }],
    ['the campaign has no such month', { windows: [] }],
  ])('refused when %s', (_label, overrides) => {
    expect(bonusRuleHolds(facts('month1', spends(15), overrides))).toBe(false);
  });

  it('an order for another month does not lock this one', () => {
    expect(bonusRuleHolds(facts('month1', spends(15), { orders: [order('BONUSM2-6')] }))).toBe(true);
  });

  it('the spend total is what the rule reads (not recomputed from a partial list)', () => {
    const qualified = spends(15, 100);
    const rich = { qualified, totalSpend: centavos(3_000_000), reachedCount: 0 };
    expect(bonusRuleHolds(facts('month1', qualified, { spend: rich }))).toBe(true);
  });
});
