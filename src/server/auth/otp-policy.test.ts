import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTP_POLICY, retryAfterSeconds, sendWaitMs } from './otp-policy';

const NOW = new Date('2026-11-21T04:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('decision 0010: "Resend cooldown 30 seconds per promo code; at most 5 codes per promo code per hour"', () => {
  it('the first code of a promo code is sent at once', () => {
    expect(sendWaitMs([], NOW)).toBe(0);
  });

  it.each([
    [29 * SECOND, SECOND],
    [30 * SECOND - 1, 1],
    [30 * SECOND, 0],
    [30 * SECOND + 1, 0],
  ])('cooldown: the last code sent %i ms ago means waiting %i ms', (sinceLast, wait) => {
    expect(sendWaitMs([ago(sinceLast)], NOW)).toBe(wait);
  });

  it.each([
    // Four codes in the hour: only the cooldown applies.
    [[50, 40, 30, 1].map((m) => ago(m * MINUTE)), 0],
    // Five: wait until the oldest is an hour old (one below, at and one above that moment).
    [[59, 40, 30, 20, 1].map((m) => ago(m * MINUTE)), MINUTE],
    [[60 * MINUTE - 1, 40 * MINUTE, 30 * MINUTE, 20 * MINUTE, MINUTE].map(ago), 1],
    [[60, 40, 30, 20, 1].map((m) => ago(m * MINUTE)), 0],
    [[61, 40, 30, 20, 1].map((m) => ago(m * MINUTE)), 0],
  ])('hourly cap: sent at %j means waiting %i ms', (sentAt, wait) => {
    expect(sendWaitMs(sentAt, NOW)).toBe(wait);
  });

  it('the longer of the two waits applies', () => {
    const sentAt = [59 * MINUTE, 40 * MINUTE, 30 * MINUTE, 20 * MINUTE, 10 * SECOND].map(ago);
    expect(sendWaitMs(sentAt, NOW)).toBe(MINUTE);
    const cooldownLonger = [10 * SECOND, 40 * MINUTE, 30 * MINUTE, 20 * MINUTE, 59 * MINUTE + 50 * SECOND].map(ago);
    expect(sendWaitMs(cooldownLonger, NOW)).toBe(20 * SECOND);
  });

  it('property: no wait only when the last code is 30 s old and fewer than 5 were sent in the hour', () => {
    // At most 5: the cap itself keeps a code from ever having more in one hour.
    const sentAt = fc.array(fc.integer({ min: 0, max: 2 * 60 * MINUTE }).map(ago), { maxLength: 5 });
    fc.assert(
      fc.property(sentAt, (times) => {
        const wait = sendWaitMs(times, NOW);
        expect(wait).toBeGreaterThanOrEqual(0);
        const inHour = times.filter((t) => t.getTime() > NOW.getTime() - OTP_POLICY.sendWindowMs);
        const allowed = inHour.length < 5 && inHour.every((t) => NOW.getTime() - t.getTime() >= 30 * SECOND);
        expect(wait === 0).toBe(allowed);
        // After waiting, another code may be sent.
        if (wait > 0) expect(sendWaitMs(times, new Date(NOW.getTime() + wait))).toBe(0);
      }),
    );
  });

  it.each([
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [30_000, 30],
  ])('Retry-After for a wait of %i ms is %i s (whole seconds, never 0)', (waitMs, seconds) => {
    expect(retryAfterSeconds(waitMs)).toBe(seconds);
  });
});
