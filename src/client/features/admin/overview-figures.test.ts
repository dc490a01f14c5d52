import { describe, expect, it } from 'vitest';
import { bandLabel, bandTick, dayTick, tierLabel } from './overview-figures';

describe('overview labels (decision 0140)', () => {
  it.each([
    [{ from: 0, until: 0, cardholders: 2 }, 'No qualified spend'],
    [{ from: 0, until: 25000, cardholders: 0 }, 'Under P25,000'],
    [{ from: 25000, until: 50000, cardholders: 5 }, 'P25,000 to under P50,000'],
    [{ from: 200000, until: null, cardholders: 6 }, 'P200,000 and over'],
  ])('band %j reads %s', (band, label) => {
    expect(bandLabel(band)).toBe(label);
  });

  it('names a tier by its goal and reward, and a day short on the axis', () => {
    expect(tierLabel({ threshold: 75000, reward: 1500, reached: 1, claimed: 0 })).toBe('P75,000 goal (P1,500 eGC)');
    expect(dayTick('Nov 01, 2026')).toBe('Nov 01');
  });

  it('shortens a band on the axis', () => {
    const bands = [
      { from: 0, until: 0, cardholders: 2 },
      { from: 25000, until: 50000, cardholders: 5 },
      { from: 200000, until: null, cardholders: 6 },
    ];
    expect(bands.map((band) => bandTick(bandLabel(band), bands))).toEqual(['None', 'P25k', 'P200k+']);
  });
});
