import { describe, expect, it } from 'vitest';
import { SPEND_GOALS_TWO_TIERS, toSpendGoals } from '../campaign-config';
import type { Order, Transaction } from '../entities';
import { FREQUENCY_WINDOWS_2023 } from '../fixtures/campaign-2023';
import { centavos, pesosToCentavos } from '../money';
import { type BonusKind, totalSpend } from '../transactions';
import { type BonusFacts, type BonusRecord, bonusRoundStates } from './round-states';

/** Oct 20, 2023 noon in Manila. */
const NOW = '2023-10-20T04:00:00Z';
const RECORD: BonusRecord = { id: 1, expiryDateTime: null };

let nextId = 100;
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

/** The facts of a cardholder holding the record of round `kind` (id 1), as the server sees a bonus redeem. */
function facts(kind: BonusKind, qualified: readonly Transaction[], overrides: Partial<BonusFacts> = {}): BonusFacts {
  return {
    qualified,
    totalSpend: totalSpend(qualified),
    reachedCount: 0,
    goals: toSpendGoals(SPEND_GOALS_TWO_TIERS),
    orders: [],
    records: { [kind]: RECORD },
    claimedRecordIds: [],
    redemptionClosed: false,
    windows: FREQUENCY_WINDOWS_2023,
    timeZone: 'Asia/Manila',
    ...overrides,
  };
}

const withReached = (kind: BonusKind, reachedCount: number, total: number, overrides: Partial<BonusFacts> = {}) =>
  facts(kind, [], { totalSpend: pesosToCentavos(total), reachedCount, ...overrides });

/** What the server asks before a bonus redeem: may the round of this record be redeemed now? */
const allowed = (kind: BonusKind, of: BonusFacts, now: string = NOW): boolean =>
  bonusRoundStates(of, now)[kind]?.allowed === true;

const spends = (count: number, pesos = 2_000) => Array.from({ length: count }, () => spend(pesos));

describe('bonusRoundStates: the generic round (spec §4 Generic bonus eligibility)', () => {
  it.each([
    [4, 75_000, false],
    [5, 75_000, true],
    [6, 75_000, true],
    [5, 74_999.99, false],
  ])("'maxed at 5 or more' and the minimum tier: %i categories, P%d spend → %s", (reached, total, expected) => {
    expect(allowed('generic', withReached('generic', reached, total))).toBe(expected);
  });

  it("spec §4: '(minimum tier reached or main orders exist)': a main order stands in for the tier", () => {
    expect(allowed('generic', withReached('generic', 5, 1_000, { orders: [order('MAIN-7')] }))).toBe(true);
  });

  it.each([
    ['expired', { redemptionClosed: true }],
    ['already claimed (once per record)', { claimedRecordIds: [RECORD.id] }],
    ['a generic bonus order exists', { orders: [order('BONUS-9')] }],
    ['there is no generic record to redeem', { records: {} }],
  ])("spec §4 'bonus not expired', once per record: refused when %s", (_label, overrides) => {
    expect(allowed('generic', withReached('generic', 5, 80_000, overrides))).toBe(false);
  });
});

describe('bonusRoundStates: Extra Three (spec §4 Extra Three allowed)', () => {
  it.each([
    [7, false],
    [8, true],
    [9, true],
  ])("'8 categories are reached': %i categories → %s", (reached, expected) => {
    expect(allowed('extraThree', withReached('extraThree', reached, 80_000))).toBe(expected);
  });

  it.each([
    ['the minimum tier is not reached and no main order exists', { orders: [] }, 74_999.99],
    ['the bonus has expired', { redemptionClosed: true }, 80_000],
    ['an Extra bonus order exists', { orders: [order('BONUS3-4')] }, 80_000],
    ['the record is claimed', { claimedRecordIds: [RECORD.id] }, 80_000],
    ['the Extra bonus record does not exist', { records: { extraThree: null } }, 80_000],
  ])('refused when %s', (_label, overrides, total) => {
    expect(allowed('extraThree', withReached('extraThree', 8, total, overrides))).toBe(false);
  });

  it("spec §2: the card reads 'Redeemed' once its record is claimed", () => {
    const states = bonusRoundStates(withReached('extraThree', 8, 80_000, { claimedRecordIds: [RECORD.id] }), NOW);
    expect(states.extraThree.cardStatus).toBe('redeemed');
  });
});

describe('bonusRoundStates: Installment (spec §4 Installment qualified, §9 bonus unlock)', () => {
  it.each([
    [24_999.99, 5_000.01, false],
    [25_000, 5_000, true],
    [25_000, 4_999.99, false],
  ])("an S1 spend of P%d and P%d more: 'at least 25,000' and 'at least 30,000' total → %s", (s1, other, expected) => {
    const qualified = [spend(s1, { type: 'S1' }), spend(other)];
    expect(allowed('installment', facts('installment', qualified))).toBe(expected);
  });

  it("spec §3: 'A type starting with S1 means installment' — an R1 spend of P25,000 does not qualify", () => {
    expect(allowed('installment', facts('installment', [spend(25_000), spend(5_000)]))).toBe(false);
  });

  it.each([
    ['expired', { redemptionClosed: true }],
    ['an installment bonus order exists', { orders: [order('BONUSI1-3')] }],
    ['the record is claimed', { claimedRecordIds: [RECORD.id] }],
    ['the installment record does not exist', { records: {} }],
  ])('refused when %s', (_label, overrides) => {
    const qualified = [spend(25_000, { type: 'S1' }), spend(5_000)];
    expect(allowed('installment', facts('installment', qualified, overrides))).toBe(false);
  });
});

describe('bonusRoundStates: Frequency Spend months (spec §4 Monthly frequency)', () => {
  it.each([
    [14, false],
    [15, true],
    [16, true],
  ])("'complete at 15 spends': %i spends in month 1 → %s", (count, expected) => {
    expect(allowed('month1', facts('month1', spends(count)))).toBe(expected);
  });

  it.each([
    [1_999.99, false],
    [2_000, true],
  ])("'total spend is at least 30,000': 15 spends of P%d → %s", (pesos, expected) => {
    expect(allowed('month1', facts('month1', spends(15, pesos)))).toBe(expected);
  });

  it('spec §9: month 2 and month 3 count only their own windows', () => {
    expect(allowed('month2', facts('month2', spends(15)))).toBe(false);
    expect(allowed('month3', facts('month3', spends(15)))).toBe(false);
    const inMonth3 = spends(15).map((each) => ({ ...each, transactionDateTime: '2023-11-30T15:59:59Z' }));
    expect(allowed('month3', facts('month3', inMonth3))).toBe(true);
  });

  it.each([
    ['expired', { redemptionClosed: true }],
    ['a bonus order of that month exists', { orders: [order('BONUSM1-5')] }],
    ['the record is claimed', { claimedRecordIds: [RECORD.id] }],
    ['the month has no record', { records: {} }],
    ['the campaign has no such month', { windows: [] }],
  ])('refused when %s', (_label, overrides) => {
    expect(allowed('month1', facts('month1', spends(15), overrides))).toBe(false);
  });

  it('an order for another month, or a claim on another record, does not lock this one', () => {
    expect(allowed('month1', facts('month1', spends(15), { orders: [order('BONUSM2-6')] }))).toBe(true);
    expect(allowed('month1', facts('month1', spends(15), { claimedRecordIds: [RECORD.id + 1] }))).toBe(true);
  });

  it('the screens, which see orders but no claims, leave the claimed records out', () => {
    const { claimedRecordIds: _, ...screenFacts } = facts('month1', spends(15));
    expect(allowed('month1', screenFacts)).toBe(true);
    expect(allowed('month1', { ...screenFacts, orders: [order('BONUSM1-5')] })).toBe(false);
  });

  it('the spend total is what the rule reads (not recomputed from a partial list)', () => {
    const qualified = spends(15, 100);
    expect(allowed('month1', facts('month1', qualified, { totalSpend: centavos(3_000_000) }))).toBe(true);
  });

  it("spec §2: each month's count (capped at 15) and button, and no state for a month the campaign lacks", () => {
    const states = bonusRoundStates(
      facts('month1', spends(16), { orders: [order('BONUSM1-5')], windows: FREQUENCY_WINDOWS_2023.slice(0, 2) }),
      NOW,
    );
    expect(states.month1).toMatchObject({ count: 15, complete: true, button: 'Claimed', allowed: false });
    expect(states.month2).toMatchObject({ count: 0, button: 'Reward Locked', spendsText: '0 of 15 Spends' });
    expect(states.month3).toBeNull();
  });
});

describe('bonusRoundStates: Expiry (spec §4, by day)', () => {
  const expiring: BonusRecord = { id: 1, expiryDateTime: '2023-10-30T15:00:00Z' }; // Oct 30 23:00 Manila
  const monthWith = (record: BonusRecord | null) => facts('month1', spends(15), { records: { month1: record } });

  it.each([
    ['the day before expiry', '2023-10-29T16:00:00Z', 'Claim Reward'],
    ['the expiry day, after the expiry time', '2023-10-30T15:30:00Z', 'Claim Reward'],
    ['the day after expiry (Oct 31 00:00 Manila)', '2023-10-30T16:00:00Z', 'Expired'],
  ])("'expired when its expiry date, compared by day, is before the server date' — %s", (_, now, button) => {
    const month1 = bonusRoundStates(monthWith(expiring), now).month1;
    expect(month1?.button).toBe(button);
    expect(month1?.allowed).toBe(button === 'Claim Reward');
  });

  it('a record without an expiry date does not expire; a round without a record is locked, not expired', () => {
    expect(bonusRoundStates(monthWith(RECORD), '2030-01-01T00:00:00Z').month1?.button).toBe('Claim Reward');
    expect(bonusRoundStates(monthWith(null), '2030-01-01T00:00:00Z').month1?.button).toBe('Reward Locked');
  });

  it("reads the day in the campaign's time zone", () => {
    // 16:00Z on Oct 30 is Oct 31 in Manila but still Oct 30 in UTC.
    const now = '2023-10-30T16:00:00Z';
    expect(bonusRoundStates({ ...monthWith(expiring), timeZone: 'UTC' }, now).month1?.allowed).toBe(true);
  });

  it('the redemption period over (Credit.isBonusExpired) expires a record that has no expiry of its own', () => {
    const month1 = bonusRoundStates({ ...monthWith(RECORD), redemptionClosed: true }, NOW).month1;
    expect(month1).toMatchObject({ button: 'Expired', allowed: false });
  });

  it("one round's record expiring leaves the other rounds' records alone", () => {
    const expiredMonth = { id: 3, expiryDateTime: '2023-10-01T00:00:00Z' };
    const both = facts('installment', [spend(25_000, { type: 'S1' }), ...spends(15)], {
      records: { installment: { id: 2, expiryDateTime: null }, month1: expiredMonth },
    });
    const states = bonusRoundStates(both, NOW);
    expect(states.installment.allowed).toBe(true);
    expect(states.month1).toMatchObject({ complete: true, button: 'Expired', allowed: false });
  });
});
