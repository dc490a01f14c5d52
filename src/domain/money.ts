// Money is held as integer centavos (spec §9 shows amounts like P24,999.99), never as a float that gets
// rounded in three places. Entities carry pesos as the wire does (`value: 1500`); every rule converts with
// `pesosToCentavos` before it compares or adds.

export type Centavos = number & { readonly __brand: 'Centavos' };

export function centavos(value: number): Centavos {
  if (!Number.isSafeInteger(value)) throw new RangeError(`centavos must be an integer, got ${value}`);
  return value as Centavos;
}

/** Pesos as the wire carries them (at most two decimals) to exact integer centavos. */
export function pesosToCentavos(pesos: number): Centavos {
  return centavos(Math.round(pesos * 100));
}

/** Whole and fractional pesos for the wire and for URL params such as `amount`. */
export function centavosToPesos(amount: Centavos): number {
  return amount / 100;
}

export function sumCentavos(amounts: readonly Centavos[]): Centavos {
  let total = 0;
  for (const amount of amounts) total += amount;
  return centavos(total);
}

const groupedPesos = (amount: Centavos, decimals: 0 | 2): string => {
  const negative = amount < 0;
  const absolute = Math.abs(amount);
  const whole = Math.floor(absolute / 100);
  const fraction = absolute % 100;
  const wholeText = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fractionText = decimals === 2 ? `.${fraction.toString().padStart(2, '0')}` : '';
  return `${negative ? '-' : ''}P${wholeText}${fractionText}`;
};

/** spec §9: currency shown with a 'P' prefix and two decimals, e.g. 'P1,500.00'. */
export function formatPeso(amount: Centavos): string {
  return groupedPesos(amount, 2);
}

/** spec §9: zero decimals for credits, e.g. 'P1,500'. Fractions are dropped, never rounded up. */
export function formatCredits(amount: Centavos): string {
  return groupedPesos(amount, 0);
}
