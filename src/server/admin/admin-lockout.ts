// docs/decisions/0123-admin-sign-in-throttle.md (replaces decision 0012's account lock): failures are counted per
// e-mail AND client address together, whether the e-mail names an admin or not. 5 failures in a row lock that
// pair for 1 minute, then 2, 4, 8 and at most 15 minutes for each further lock; a success clears it. A stranger
// guessing from one address slows only their own tries: the real admin at another address still signs in, and an
// unknown e-mail is locked exactly like a known one, so "locked" tells nothing. Pure: the stored state and `now`
// in, the next state out.

export const ADMIN_THROTTLE = { maxFailures: 5, firstLockMs: 60_000, maxLockMs: 15 * 60_000 } as const;

export interface LockoutState {
  /** Failures in a row since the last success or lock. */
  readonly failedAttempts: number;
  /** Locks so far since the last success: each lasts twice the one before. */
  readonly locks: number;
  readonly lockedUntil: Date | null;
}

export const FRESH: LockoutState = { failedAttempts: 0, locks: 0, lockedUntil: null };

/** Locked until the instant `lockedUntil`; at that instant the pair is open again. */
export function isLocked(state: Pick<LockoutState, 'lockedUntil'>, now: Date): boolean {
  return state.lockedUntil !== null && now.getTime() < state.lockedUntil.getTime();
}

export function lockDurationMs(lockNumber: number): number {
  return Math.min(ADMIN_THROTTLE.firstLockMs * 2 ** (lockNumber - 1), ADMIN_THROTTLE.maxLockMs);
}

/** One more failure: the 5th in a row locks the pair and starts the count again. */
export function afterFailure(state: LockoutState, now: Date): LockoutState {
  const failedAttempts = state.failedAttempts + 1;
  if (failedAttempts < ADMIN_THROTTLE.maxFailures) return { ...state, failedAttempts };
  const locks = state.locks + 1;
  return { failedAttempts: 0, locks, lockedUntil: new Date(now.getTime() + lockDurationMs(locks)) };
}
