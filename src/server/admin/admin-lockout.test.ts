import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_THROTTLE, afterFailure, FRESH, isLocked, type LockoutState, lockDurationMs } from './admin-lockout';

const NOW = new Date('2026-11-21T04:00:00Z');
const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describe('decision 0123: 5 failures in a row lock an e-mail and client pair, for longer each time', () => {
  it("the numbers are the decision record's", () => {
    expect(ADMIN_THROTTLE).toEqual({ maxFailures: 5, firstLockMs: MINUTE, maxLockMs: 15 * MINUTE });
  });

  it.each([
    [3, { failedAttempts: 4, locks: 0, lockedUntil: null }],
    [4, { failedAttempts: 0, locks: 1, lockedUntil: at(MINUTE) }],
  ])('after %i failures, one more gives %o', (before, expected) => {
    expect(afterFailure({ ...FRESH, failedAttempts: before }, NOW)).toEqual(expected);
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 8],
    [5, 15],
    [12, 15],
  ])('lock number %i lasts %i minutes', (lock, minutes) => {
    expect(lockDurationMs(lock)).toBe(minutes * MINUTE);
  });

  it('locked until the instant, open at it', () => {
    expect(isLocked({ lockedUntil: at(MINUTE) }, at(MINUTE - 1))).toBe(true);
    expect(isLocked({ lockedUntil: at(MINUTE) }, at(MINUTE))).toBe(false);
    expect(isLocked(FRESH, NOW)).toBe(false);
  });

  it('property: however many failures, a lock never lasts more than 15 minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (failures) => {
        let state: LockoutState = FRESH;
        for (let index = 0; index < failures; index++) state = afterFailure(state, NOW);
        const until = state.lockedUntil?.getTime() ?? NOW.getTime();
        expect(until - NOW.getTime()).toBeLessThanOrEqual(15 * MINUTE);
      }),
    );
  });
});
