// docs/decisions/0010-sign-in-limits.md: a session ends after its idle timeout without a request, at its
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

export function absoluteEnd(kind: SessionKind, createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_LIMITS[kind].absoluteMs);
}
