import { describe, expect, it } from 'vitest';
import { tickStep } from './overview-bars';

describe('tickStep (decision 0229: as many group labels as fit, never overlapping)', () => {
  const bands = ['None', 'P0k', 'P25k', 'P50k', 'P75k', 'P100k', 'P125k', 'P150k', 'P175k', 'P200k+'];

  it('the ten spend bands at desktop width: every one labelled, the largest included', () => {
    expect(tickStep(bands, 42)).toBe(1);
  });

  it('labels wider than a group: every n-th, the smallest n that fits', () => {
    expect(tickStep(bands, 25)).toBe(2);
    expect(tickStep(['Nov 18', 'Nov 19'], 5)).toBe(9);
  });

  it('a group of no width labels each (nothing is drawn yet)', () => {
    expect(tickStep(bands, 0)).toBe(1);
  });
});
