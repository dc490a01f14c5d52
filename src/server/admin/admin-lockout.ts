// docs/decisions/0012-admin-access.md: 5 wrong passwords in a row lock an admin account for 15 minutes; a
// successful sign-in resets the count. Pure: the stored state and `now` in, the next state out.

export const ADMIN_LOCKOUT = { maxFailures: 5, durationMs: 15 * 60_000 } as const;

export interface LockoutState {
  /** Wrong passwords in a row since the last success or lock. */
  readonly failedAttempts: number;
  readonly lockedUntil: Date | null;
}

/** Locked until the instant `lockedUntil`; at that instant the account is open again. */
export function isLocked(state: Pick<LockoutState, 'lockedUntil'>, now: Date): boolean {
  return state.lockedUntil !== null && now.getTime() < state.lockedUntil.getTime();
}

/** One more wrong password: the 5th in a row locks the account and starts the count again. */
export function afterFailure(state: LockoutState, now: Date): LockoutState {
  const failedAttempts = state.failedAttempts + 1;
  if (failedAttempts < ADMIN_LOCKOUT.maxFailures) return { failedAttempts, lockedUntil: state.lockedUntil };
  return { failedAttempts: 0, lockedUntil: new Date(now.getTime() + ADMIN_LOCKOUT.durationMs) };
}

export const AFTER_SUCCESS: LockoutState = { failedAttempts: 0, lockedUntil: null };
