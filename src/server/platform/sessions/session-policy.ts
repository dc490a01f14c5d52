// docs/decisions/0019-sessions.md: a session ends after its idle timeout without a request, at its
// absolute timeout whatever happens, or when revoked (logout, a new login from the same browser).

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export type SessionKind = 'cardholder' | 'admin';

export interface SessionLimits {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

export const SESSION_LIMITS: Readonly<Record<SessionKind, SessionLimits>> = {
  cardholder: { idleMs: 30 * MINUTE_MS, absoluteMs: 12 * HOUR_MS },
  admin: { idleMs: 15 * MINUTE_MS, absoluteMs: 8 * HOUR_MS },
};

export interface SessionTimes {
  readonly kind: SessionKind;
  readonly lastSeenAt: Date;
  /** The absolute end: creation plus the kind's absolute timeout. */
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

/** Live until the idle or the absolute timeout is reached (at that instant it has ended), or revoked. */
export function isSessionLive(session: SessionTimes, now: Date): boolean {
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  return (
    session.revokedAt === null &&
    now.getTime() < session.expiresAt.getTime() &&
    idleFor < SESSION_LIMITS[session.kind].idleMs
  );
}

/**
 * Decision 0131: a request restarts the idle time by writing `last_seen_at`, but only when the last
 * write is at least this old. A write on every data call was a commit (a disk flush on PostgreSQL) per call; at
 * most one a minute per session, a session ends between 29 and 30 minutes after its last request instead of 30.
 */
const TOUCH_EVERY_MS = MINUTE_MS;

/** Whether a request at `now` on a live session writes its `last_seen_at` (see TOUCH_EVERY_MS). */
export const needsTouch = (session: Pick<SessionTimes, 'lastSeenAt'>, now: Date): boolean =>
  now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS;

export function absoluteEnd(kind: SessionKind, createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_LIMITS[kind].absoluteMs);
}

/**
 * Decision 0193: the same rules as bounds a statement can compare stored times with. A session of `kind` is live
 * when not revoked, `expiresAt` is after `now` and `lastSeenAt` after `seenAfter[kind]` (isSessionLive); a
 * request writes `last_seen_at` when the stored one is at or before `touchSeenBy` (needsTouch).
 */
export function sessionBounds(now: Date) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    now,
    seenAfter: {
      cardholder: before(SESSION_LIMITS.cardholder.idleMs),
      admin: before(SESSION_LIMITS.admin.idleMs),
    } satisfies Record<SessionKind, Date>,
    touchSeenBy: before(TOUCH_EVERY_MS),
  };
}

export type SessionBounds = ReturnType<typeof sessionBounds>;
