import { describe, expect, it } from 'vitest';
import { FREQUENCY_WINDOWS_2023 } from '../fixtures/campaign-2023';
import {
  BONUS_REDEMPTION_AMOUNT,
  BONUS_UNLOCK_TOTAL_SPEND,
  CATEGORIES_FOR_BONUS,
  CATEGORIES_FOR_EXTRA_THREE,
  EXCLUDED_FREQUENCY_MCC_CODES,
  INSTALLMENT_MIN_VALUE,
  SPENDS_PER_MONTH,
} from './constants';

describe('bonus constants (spec §9)', () => {
  it("spec §9: '5 categories needed. Extra Three needs 8 (5 + 3)'", () => {
    expect([CATEGORIES_FOR_BONUS, CATEGORIES_FOR_EXTRA_THREE]).toEqual([5, 8]);
  });

  it("spec §9: 'total spend at least 30,000' and 'a transaction of at least 25,000', in centavos", () => {
    expect(BONUS_UNLOCK_TOTAL_SPEND).toBe(3_000_000);
    expect(INSTALLMENT_MIN_VALUE).toBe(2_500_000);
  });

  it("spec §9: '15 spends per promo month' and 'Bonus redemption amount parameter 3000'", () => {
    expect(SPENDS_PER_MONTH).toBe(15);
    expect(BONUS_REDEMPTION_AMOUNT).toBe(3000);
  });

  it("spec §9: 'Windows 2023-09-15..2023-10-15, 2023-10-16..2023-11-15, 2023-11-16..2023-11-30'", () => {
    expect(FREQUENCY_WINDOWS_2023).toEqual([
      { start: '2023-09-15', end: '2023-10-15' },
      { start: '2023-10-16', end: '2023-11-15' },
      { start: '2023-11-16', end: '2023-11-30' },
    ]);
  });

  it("spec §9: the fourteen 'Excluded merchant category codes for frequency spend'", () => {
    expect([...EXCLUDED_FREQUENCY_MCC_CODES].sort()).toEqual(
      [6010, 6011, 6012, 6540, 9223, 7995, 7800, 7801, 7802, 4829, 6050, 6051, 8651, 9754].sort(),
    );
  });
});
