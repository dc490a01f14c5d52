import { describe, expect, it } from 'vitest';
import { isGenericBonusAllowed, isGenericBonusMaxed } from './generic';

const base = { reachedCount: 5, hasReachedMinimumTier: true, hasMainOrder: false, isBonusExpired: false };

describe('generic bonus (spec §4 Generic bonus eligibility)', () => {
  it.each([
    [4, false],
    [5, true],
    [6, true],
  ])("spec §4: 'categories reached maxed at 5 or more' — %i reached → %s", (reachedCount, maxed) => {
    expect(isGenericBonusMaxed(reachedCount)).toBe(maxed);
    expect(isGenericBonusAllowed({ ...base, reachedCount })).toBe(maxed);
  });

  it.each([
    ['minimum tier reached, no main order', { hasReachedMinimumTier: true, hasMainOrder: false }, true],
    ['main order, minimum tier not reached', { hasReachedMinimumTier: false, hasMainOrder: true }, true],
    ['neither minimum tier nor main order', { hasReachedMinimumTier: false, hasMainOrder: false }, false],
    ['bonus expired', { isBonusExpired: true }, false],
  ])(
    "spec §4: 'allowed if maxed and (minimum tier reached or main orders exist) and bonus not expired' — %s",
    (_, overrides, allowed) => {
      expect(isGenericBonusAllowed({ ...base, ...overrides })).toBe(allowed);
    },
  );
});
