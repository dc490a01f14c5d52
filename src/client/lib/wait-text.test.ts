import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text';

describe('waitText (decision 0167)', () => {
  it.each([
    [1, '1 second'],
    [27, '27 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [120, '2 minutes'],
    [3493, '59 minutes'],
    [3600, '60 minutes'],
  ])('%i s reads %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  it('never tells a wait shorter than the real one, and never more than a minute longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 * 3600 }), (seconds) => {
        const [count, unit] = waitText(seconds).split(' ') as [string, string];
        const told = Number(count) * (unit.startsWith('minute') ? 60 : 1);
        expect(told).toBeGreaterThanOrEqual(seconds);
        expect(told - seconds).toBeLessThan(60);
        expect(unit.endsWith('s')).toBe(Number(count) !== 1);
      }),
      { numRuns: 1000 },
    );
  });
});
