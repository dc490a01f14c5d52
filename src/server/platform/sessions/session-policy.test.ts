import { describe, expect, it } from 'vitest';
import { absoluteEnd, isSessionLive, needsTouch, SESSION_LIMITS, type SessionKind } from './session-policy';

const NOW = new Date('2026-11-21T04:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const live = (kind: SessionKind, lastSeenOffset: number, expiresOffset: number, revokedAt: Date | null = null) =>
  isSessionLive({ kind, lastSeenAt: at(lastSeenOffset), expiresAt: at(expiresOffset), revokedAt }, NOW);

describe('decision 0019: "cardholders 30 minutes idle, 12 hours absolute; admins 15 minutes idle, 8 hours absolute"', () => {
  it("the limits are the decision's", () => {
    expect(SESSION_LIMITS.cardholder).toEqual({ idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR });
    expect(SESSION_LIMITS.admin).toEqual({ idleMs: 15 * MINUTE, absoluteMs: 8 * HOUR });
  });

  it.each([
    ['cardholder', 30 * MINUTE - 1, true],
    ['cardholder', 30 * MINUTE, false],
    ['cardholder', 30 * MINUTE + 1, false],
    ['admin', 15 * MINUTE - 1, true],
    ['admin', 15 * MINUTE, false],
    ['admin', 15 * MINUTE + 1, false],
  ] as const)('idle: a %s session last seen %i ms ago is live: %s', (kind, idleFor, expected) => {
    expect(live(kind, -idleFor, HOUR)).toBe(expected);
  });

  it.each([
    [1, true],
    [0, false],
    [-1, false],
  ])('absolute: a session ending in %i ms is live: %s, however recently it was used', (endsIn, expected) => {
    expect(live('cardholder', 0, endsIn)).toBe(expected);
    expect(live('admin', 0, endsIn)).toBe(expected);
  });

  it('a revoked session is over at once (logout)', () => {
    expect(live('cardholder', 0, HOUR, at(-1))).toBe(false);
  });

  it("the absolute end is the creation plus the kind's absolute timeout", () => {
    expect(absoluteEnd('cardholder', NOW)).toEqual(at(12 * HOUR));
    expect(absoluteEnd('admin', NOW)).toEqual(at(8 * HOUR));
  });
});

describe('decision 0131: a request writes last_seen_at at most once a minute', () => {
  it.each([
    [0, false],
    [MINUTE - 1, false],
    [MINUTE, true],
    [29 * MINUTE, true],
  ])('last written %i ms ago: written again: %s', (writtenAgo, expected) => {
    expect(needsTouch({ lastSeenAt: at(-writtenAgo) }, NOW)).toBe(expected);
  });
});
