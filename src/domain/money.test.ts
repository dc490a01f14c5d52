import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavos, centavosToPesos, formatCredits, formatPeso, pesosToCentavos, sumCentavos } from './money';

describe('money as integer centavos (decision 1)', () => {
  it.each([
    [24_999.99, 2_499_999],
    [25_000, 2_500_000],
    [0.1 + 0.2, 30],
    [1500, 150_000],
  ])('pesos %d are exactly %d centavos', (pesos, expected) => {
    expect(pesosToCentavos(pesos)).toBe(expected);
  });

  it('refuses a fractional centavo amount, which would be a bug', () => {
    expect(() => centavos(1.5)).toThrow(RangeError);
  });

  it('round-trips any two-decimal peso amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(pesosToCentavos(centavosToPesos(centavos(amount)))).toBe(amount);
      }),
    );
  });

  it('sums centavos exactly', () => {
    expect(sumCentavos([centavos(1), centavos(2), centavos(2_499_997)])).toBe(2_500_000);
    expect(sumCentavos([])).toBe(0);
  });
});

describe("spec §9: currency shown with a 'P' prefix and two decimals (zero decimals for credits)", () => {
  it.each([
    [0, 'P0.00', 'P0'],
    [5, 'P0.05', 'P0'],
    [150_000, 'P1,500.00', 'P1,500'],
    [2_499_999, 'P24,999.99', 'P24,999'],
    [20_000_000, 'P200,000.00', 'P200,000'],
    [123_456_789_00, 'P123,456,789.00', 'P123,456,789'],
    [-150_050, '-P1,500.50', '-P1,500'],
  ])('%d centavos read %s, and %s as credits', (amount, peso, credits) => {
    expect(formatPeso(centavos(amount))).toBe(peso);
    expect(formatCredits(centavos(amount))).toBe(credits);
  });
});
