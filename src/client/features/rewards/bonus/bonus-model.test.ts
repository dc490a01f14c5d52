import { describe, expect, it } from 'vitest';
import { displayCategoryName } from '../../../../domain/categories';
import {
  aCredit,
  anOrder,
  aRecord,
  aTransaction,
  bonusInput,
  categoriesReaching,
  EXPIRED_YESTERDAY,
} from '../testing/bonus-fixtures';
import { bonusModel } from './bonus-model';

// Spend over the P75,000 minimum tier (spec §4 'The minimum tier is reached').
const OVER_MINIMUM_TIER = [aTransaction({ value: 80_000 })];

describe('bonusModel: Extra Three (spec §4 Extra Three allowed and display, §2 Bonus cards)', () => {
  it('FIVECATS-like: 5 reached shows (0 of 3), 3 more to go, 3 placeholders, nothing to redeem', () => {
    const { extraThree } = bonusModel(
      bonusInput({
        categories: categoriesReaching(5),
        transactions: [...OVER_MINIMUM_TIER, aRecord('BONUS', 501)],
      }),
    );
    expect(extraThree).toMatchObject({
      extraReached: 0,
      moreToGo: 3,
      placeholders: 3,
      cardStatus: 'progress',
      allowed: false,
      token: null,
    });
    expect(extraThree.firstFive).toHaveLength(5);
    expect(extraThree.extraCategories).toEqual([]);
  });

  it('EIGHTCAT-like: 8 reached with the BONUS3 record is Completed and allowed; its id is the token', () => {
    const { extraThree } = bonusModel(
      bonusInput({
        categories: categoriesReaching(8),
        transactions: [...OVER_MINIMUM_TIER, aRecord('BONUS', 501), aRecord('BONUS3', 502)],
      }),
    );
    expect(extraThree).toMatchObject({ extraReached: 3, cardStatus: 'completed', allowed: true, token: 502 });
    // spec §5 categories by name; the extra three are those beyond the first five.
    expect(extraThree.firstFive.map((c) => displayCategoryName(c.name))).toEqual([
      'Airlines',
      'Books',
      'Clothing',
      'Department Stores',
      'Drugstores',
    ]);
    expect(extraThree.extraCategories.map((c) => displayCategoryName(c.name))).toEqual([
      'Electronics',
      'Fuel',
      'Groceries',
    ]);
  });

  it.each([
    [4, 0, 3],
    [5, 0, 3],
    [6, 1, 2],
    [7, 2, 1],
    [8, 3, 0],
    [10, 3, 0],
  ])('spec §4: %i reached → %i extra icons and %i grey crossed circles', (reached, icons, placeholders) => {
    const { extraThree } = bonusModel(bonusInput({ categories: categoriesReaching(reached) }));
    expect(extraThree.extraCategories).toHaveLength(icons);
    expect(extraThree.placeholders).toBe(placeholders);
    expect(extraThree.firstFive).toHaveLength(Math.min(reached, 5));
  });

  it("spec §2: 'Redeemed' once an Extra bonus order exists, and no longer allowed", () => {
    const { extraThree } = bonusModel(
      bonusInput({
        categories: categoriesReaching(8),
        transactions: [...OVER_MINIMUM_TIER, aRecord('BONUS3', 502)],
        orders: [anOrder('BONUS3-77')],
      }),
    );
    expect(extraThree).toMatchObject({ cardStatus: 'redeemed', allowed: false });
  });

  it.each([
    [
      'the record expired yesterday',
      { transactions: [...OVER_MINIMUM_TIER, aRecord('BONUS3', 502, EXPIRED_YESTERDAY)] },
    ],
    [
      'the redemption period is over (isBonusExpired)',
      { transactions: [...OVER_MINIMUM_TIER, aRecord('BONUS3', 502)], credit: aCredit({ isBonusExpired: true }) },
    ],
    ['no Extra record', { transactions: OVER_MINIMUM_TIER }],
    ['neither the minimum tier nor a main order', { transactions: [aRecord('BONUS3', 502)] }],
  ])('spec §4: not allowed when %s', (_case, overrides) => {
    const model = bonusModel(bonusInput({ categories: categoriesReaching(8), ...overrides }));
    expect(model.extraThree.allowed).toBe(false);
  });

  it("spec §4: 'or a main order exists' stands in for the minimum tier", () => {
    const model = bonusModel(
      bonusInput({
        categories: categoriesReaching(8),
        transactions: [aRecord('BONUS3', 502)],
        orders: [anOrder('MAIN-12')],
      }),
    );
    expect(model.extraThree.allowed).toBe(true);
  });
});

const installmentSpend = (value: number, type = 'S1') => aTransaction({ value, type, mccID: 5732 });

describe('bonusModel: Installment (spec §4 Installment qualified and allowed)', () => {
  it('INSTALL1-like: a P28,500 S1 spend and P35,530.25 in all is qualified and allowed', () => {
    const { installment, totalSpend } = bonusModel(
      bonusInput({
        transactions: [
          installmentSpend(28_500),
          aTransaction({ value: 4_850 }),
          aTransaction({ value: 2_180.25 }),
          aRecord('BONUSI1', 601),
        ],
      }),
    );
    expect(totalSpend).toBe(3_553_025);
    expect(installment).toEqual({
      qualified: true,
      allowed: true,
      cardStatus: 'qualified',
      requirement: null,
      token: 601,
    });
  });

  it.each([
    [24_999.99, 'notYet', false],
    [25_000, 'qualified', true],
    [25_000.01, 'qualified', true],
  ])('spec §9: an S1 spend of P%d is %s', (value, cardStatus, qualified) => {
    const model = bonusModel(bonusInput({ transactions: [installmentSpend(value), aTransaction({ value: 10_000 })] }));
    expect(model.installment).toMatchObject({ cardStatus, qualified });
  });

  it('spec §3: only a type starting with S1 is an installment', () => {
    const model = bonusModel(bonusInput({ transactions: [installmentSpend(40_000, 'R1')] }));
    expect(model.installment.cardStatus).toBe('notYet');
  });

  it.each([
    ['total spend under P30,000', [installmentSpend(28_500), aRecord('BONUSI1', 601)], aCredit()],
    ['no installment record', [installmentSpend(35_000)], aCredit()],
    ['the bonus expired', [installmentSpend(35_000), aRecord('BONUSI1', 601)], aCredit({ isBonusExpired: true })],
  ])('spec §4: qualified but not allowed with %s', (_case, transactions, credit) => {
    const model = bonusModel(bonusInput({ transactions, credit }));
    expect(model.installment).toMatchObject({ qualified: true, allowed: false });
  });

  it("spec §2: 'Redeemed' once the installment order exists", () => {
    const model = bonusModel(
      bonusInput({
        transactions: [installmentSpend(35_000), aRecord('BONUSI1', 601)],
        orders: [anOrder('BONUSI1-5')],
      }),
    );
    expect(model.installment).toMatchObject({ cardStatus: 'redeemed', allowed: false, qualified: false });
  });

  it('spec §1: spend before the registration date does not qualify', () => {
    const early = installmentSpend(35_000);
    const model = bonusModel(bonusInput({ transactions: [{ ...early, transactionDateTime: '2023-06-20T04:00:00Z' }] }));
    expect(model.installment.cardStatus).toBe('notYet');
    expect(model.qualified).toEqual([]);
  });
});

describe('bonusModel: categories', () => {
  it('spec §5: all categories by display name, styled from the UISchema when the read sends none', () => {
    const model = bonusModel({
      ...bonusInput({ categories: categoriesReaching(2) }),
      categoryStyles: [{ mccID: 5942, image: '/images/categories/groceries.svg', color: '#2E7D32' }],
    });
    expect(model.categories.map((c) => displayCategoryName(c.name))[0]).toBe('Airlines');
    expect(model.categories.find((c) => c.mccID === 5942)).toMatchObject({
      image: '/images/categories/groceries.svg',
      color: '#2E7D32',
    });
    expect(model.categories.find((c) => c.mccID === 4511)).toMatchObject({ image: null, color: null });
  });
});
