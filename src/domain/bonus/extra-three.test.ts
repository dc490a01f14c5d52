import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExtraThreeInput } from './extra-three';
import { extraPlaceholders, extraThreeState } from './extra-three';

const allowedInput: ExtraThreeInput = {
  reachedCount: 8,
  hasReachedMinimumTier: true,
  hasMainOrder: false,
  isBonusExpired: false,
  extraRecord: { id: 42 },
  hasExtraOrder: false,
};

describe('Extra Three allowed (spec §4)', () => {
  it.each([
    ['7 categories reached', { reachedCount: 7 }, false],
    ['8 categories reached', { reachedCount: 8 }, true],
    ['9 categories reached', { reachedCount: 9 }, true],
    ['main order instead of minimum tier', { hasReachedMinimumTier: false, hasMainOrder: true }, true],
    ['neither minimum tier nor main order', { hasReachedMinimumTier: false, hasMainOrder: false }, false],
    ['bonus expired', { isBonusExpired: true }, false],
    ['no Extra bonus record', { extraRecord: null }, false],
    ['an Extra bonus order exists', { hasExtraOrder: true }, false],
  ])("spec §4: 'Extra Three allowed only if all of these hold' — %s", (_, overrides, allowed) => {
    expect(extraThreeState({ ...allowedInput, ...overrides }).allowed).toBe(allowed);
  });
});

describe('Extra Three display (spec §4, §2)', () => {
  it.each([
    [0, 3, 0, '(0 of 3)', 'progress', 3],
    [4, 3, 0, '(0 of 3)', 'progress', 3],
    [5, 3, 0, '(0 of 3)', 'progress', 3],
    [6, 2, 1, '(1 of 3)', 'progress', 2],
    [7, 1, 2, '(2 of 3)', 'progress', 1],
    [8, 0, 3, 'Completed', 'completed', 0],
    [9, 0, 3, 'Completed', 'completed', 0],
  ])(
    "spec §4: '5 or fewer reached shows 3 placeholders; 6 shows 2; 7 shows 1; otherwise 0' — %i reached",
    (reachedCount, placeholders, extraReached, progressText, cardStatus, moreToGo) => {
      const state = extraThreeState({ ...allowedInput, reachedCount });
      expect(state).toMatchObject({ placeholders, extraReached, progressText, cardStatus, moreToGo });
    },
  );

  it("spec §2: 'then Completed or Redeemed' — an Extra bonus order shows Redeemed", () => {
    expect(extraThreeState({ ...allowedInput, hasExtraOrder: true }).cardStatus).toBe('redeemed');
    expect(extraThreeState({ ...allowedInput, reachedCount: 6, hasExtraOrder: true }).cardStatus).toBe('redeemed');
  });

  it("spec §4: 'Extra categories are those beyond 5' — placeholders + extra reached never exceed 3 and equal 3 while reachedCount ≤ 8", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 60 }), (reachedCount) => {
        const { placeholders, extraReached } = extraThreeState({ ...allowedInput, reachedCount });
        expect(placeholders + extraReached).toBeLessThanOrEqual(3);
        if (reachedCount <= 8) expect(placeholders + extraReached).toBe(3);
        expect(placeholders).toBe(extraPlaceholders(reachedCount));
      }),
    );
  });
});
