import { describe, expect, it } from 'vitest';
import type { Transaction } from '../entities';
import { centavos, pesosToCentavos } from '../money';
import type { InstallmentInput } from './installment';
import { hasQualifyingInstallmentSpend, installmentState, installmentStatusText } from './installment';

const tx = (value: number, type: string | null = 'S1'): Transaction => ({
  id: 1,
  referenceNo: 'REF-1',
  transactionDateTime: '2023-09-20T04:00:00Z',
  postedDateTime: null,
  expiryDateTime: null,
  value,
  type,
  mccID: 5311,
  location: null,
  order: null,
});

const allowedInput: InstallmentInput = {
  qualified: [tx(25_000)],
  hasInstallmentOrder: false,
  isBonusExpired: false,
  installmentRecord: { id: 7 },
  totalSpend: pesosToCentavos(30_000),
};

describe('Installment qualified (spec §4)', () => {
  it.each([
    ['P24,999.99 installment', [tx(24_999.99)], false],
    ['P25,000 installment', [tx(25_000)], true],
    ['P25,000.01 installment', [tx(25_000.01)], true],
    ['P25,000 spend that is not an installment', [tx(25_000, 'R1')], false],
    ['P25,000 spend with no type', [tx(25_000, null)], false],
    ['type S1X counts as S1', [tx(30_000, 'S1X')], true],
    ['one qualifying among others', [tx(100), tx(26_000), tx(24_000)], true],
    ['no spend', [], false],
  ])("spec §4: 'any qualified transaction of value at least 25,000 and type S1' — %s", (_, qualified, expected) => {
    expect(hasQualifyingInstallmentSpend(qualified)).toBe(expected);
    expect(installmentState({ ...allowedInput, qualified }).qualified).toBe(expected);
  });

  it("spec §4: qualified only when 'no installment bonus order exists'", () => {
    expect(installmentState({ ...allowedInput, hasInstallmentOrder: true }).qualified).toBe(false);
  });
});

describe('Installment allowed (spec §4)', () => {
  it.each([
    ['all conditions hold', {}, true],
    ['bonus expired', { isBonusExpired: true }, false],
    ['not qualified', { qualified: [tx(24_999.99)] }, false],
    ['no installment bonus record', { installmentRecord: null }, false],
    ['already ordered', { hasInstallmentOrder: true }, false],
    ['total spend P29,999.99', { totalSpend: centavos(2_999_999) }, false],
    ['total spend P30,000', { totalSpend: centavos(3_000_000) }, true],
    ['total spend P30,000.01', { totalSpend: centavos(3_000_001) }, true],
  ])(
    "spec §4: 'Allowed if not expired, qualified, the installment bonus record exists and total spend is at least 30,000' — %s",
    (_, overrides, allowed) => {
      expect(installmentState({ ...allowedInput, ...overrides }).allowed).toBe(allowed);
    },
  );
});

describe('Installment card status (spec §2 Bonus cards)', () => {
  it.each([
    ['a qualifying spend', {}, 'qualified', 'Installment purchase qualified!'],
    ['no qualifying spend', { qualified: [tx(24_999.99)] }, 'notYet', 'Have an installment purchase'],
    ['an installment order', { hasInstallmentOrder: true }, 'redeemed', 'Redeemed'],
    [
      'an installment order without qualifying spend',
      { hasInstallmentOrder: true, qualified: [] },
      'redeemed',
      'Redeemed',
    ],
  ] as const)(
    "spec §2: 'Installment purchase qualified!', 'Have an installment purchase' or 'Redeemed' — %s",
    (_, overrides, status, text) => {
      const { cardStatus } = installmentState({ ...allowedInput, ...overrides });
      expect(cardStatus).toBe(status);
      expect(installmentStatusText(cardStatus)).toBe(text);
    },
  );
});
