import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_LOCKOUT, AFTER_SUCCESS, afterFailure, isLocked, type LockoutState } from './admin-lockout';

const NOW = new Date('2026-11-21T04:00:00Z');
const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describe('decision 0012: "5 failures in a row lock the account for 15 minutes"', () => {
  it("the numbers are the decision record's", () => {
    expect(ADMIN_LOCKOUT).toEqual({ maxFailures: 5, durationMs: 15 * MINUTE });
  });

  it.each([
    [3, { failedAttempts: 4, lockedUntil: null }],
    [4, { failedAttempts: 0, lockedUntil: at(15 * MINUTE) }],
  ])('after %i failures, one more gives %o', (before, expected) => {
    expect(afterFailure({ failedAttempts: before, lockedUntil: null }, NOW)).toEqual(expected);
  });

  it.each([
    [15 * MINUTE - 1, true],
    [15 * MINUTE, false],
    [15 * MINUTE + 1, false],
  ])('locked at %i ms after locking: %s', (elapsed, locked) => {
    const state = afterFailure({ failedAttempts: 4, lockedUntil: null }, NOW);
    expect(isLocked(state, at(elapsed))).toBe(locked);
  });

  it('an account never locked is open; a success resets the count and the lock', () => {
    expect(isLocked({ lockedUntil: null }, NOW)).toBe(false);
    expect(AFTER_SUCCESS).toEqual({ failedAttempts: 0, lockedUntil: null });
  });

  it('"in a row": n failures from a fresh account lock it exactly when n reaches a multiple of 5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (failures) => {
        let state: LockoutState = AFTER_SUCCESS;
        for (let each = 0; each < failures; each++) state = afterFailure(state, NOW);
        expect(isLocked(state, NOW)).toBe(failures >= ADMIN_LOCKOUT.maxFailures);
        expect(state.failedAttempts).toBe(failures % ADMIN_LOCKOUT.maxFailures);
      }),
    );
  });
});
