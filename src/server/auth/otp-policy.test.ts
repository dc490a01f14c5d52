import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTP_POLICY, type PastSend, retryAfterSeconds, type SendAllowance, sendWaitMs } from './otp-policy';

const NOW = new Date('2026-11-21T04:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const mine = (msAgo: number): PastSend => ({ at: ago(msAgo), allowance: 'shared', fromThisClient: true });
const others = (msAgo: number): PastSend => ({ at: ago(msAgo), allowance: 'shared', fromThisClient: false });
const device = (msAgo: number): PastSend => ({ at: ago(msAgo), allowance: 'device', fromThisClient: false });

describe('decision 0104: the one-time-code send allowances', () => {
  it.each<SendAllowance>(['shared', 'device'])('the first code (%s) is sent at once', (allowance) => {
    expect(sendWaitMs([], allowance, NOW)).toBe(0);
  });

  it.each([
    [29 * SECOND, SECOND],
    [30 * SECOND - 1, 1],
    [30 * SECOND, 0],
    [30 * SECOND + 1, 0],
  ])('30 s per client: its last code sent %i ms ago means waiting %i ms', (sinceLast, wait) => {
    expect(sendWaitMs([mine(sinceLast)], 'shared', NOW)).toBe(wait);
    expect(sendWaitMs([device(sinceLast)], 'device', NOW)).toBe(wait);
  });

  it("another client's code just sent does not hold this client back", () => {
    expect(sendWaitMs([others(SECOND)], 'shared', NOW)).toBe(0);
  });

  it.each([
    [[50, 40].map((m) => mine(m * MINUTE)), 0],
    [[59, 40, 30].map((m) => mine(m * MINUTE)), MINUTE],
    [[60 * MINUTE - 1, 40 * MINUTE, 30 * MINUTE].map(mine), 1],
    [[60, 40, 30].map((m) => mine(m * MINUTE)), 0],
  ])('3 an hour per client: sent %j means waiting %i ms', (sends, wait) => {
    expect(sendWaitMs(sends, 'shared', NOW)).toBe(wait);
  });

  it.each([
    // Four of the code's five in the hour: this client may have the fifth.
    [[50, 40, 30, 1].map((m) => others(m * MINUTE)), 0],
    // Five: wait until the oldest is an hour old, whoever asked for them.
    [[59, 40, 30, 20].map((m) => others(m * MINUTE)).concat(mine(MINUTE)), MINUTE],
    [[59, 40, 30, 20, 1].map((m) => others(m * MINUTE)), MINUTE],
    [[60, 40, 30, 20, 1].map((m) => others(m * MINUTE)), 0],
  ])('5 an hour per code, shared: sent %j means waiting %i ms', (sends, wait) => {
    expect(sendWaitMs(sends, 'shared', NOW)).toBe(wait);
  });

  it("the device's allowance is its own: the shared five spent, it waits for nothing; its three spent, it waits", () => {
    const sharedSpent = [59, 40, 30, 20, 1].map((m) => others(m * MINUTE));
    expect(sendWaitMs(sharedSpent, 'device', NOW)).toBe(0);
    const deviceSpent = [50, 40, 30].map((m) => device(m * MINUTE));
    expect(sendWaitMs(deviceSpent, 'device', NOW)).toBe(10 * MINUTE);
    // …and the device's sends take nothing from the shared allowance.
    expect(sendWaitMs(deviceSpent, 'shared', NOW)).toBe(0);
  });

  it('the longest of the waits applies', () => {
    const sends = [
      others(59 * MINUTE),
      others(40 * MINUTE),
      others(30 * MINUTE),
      others(20 * MINUTE),
      mine(10 * SECOND),
    ];
    expect(sendWaitMs(sends, 'shared', NOW)).toBe(MINUTE);
    const clientLonger = [others(59 * MINUTE), mine(50 * MINUTE), mine(20 * MINUTE), mine(10 * SECOND)];
    expect(sendWaitMs(clientLonger, 'shared', NOW)).toBe(10 * MINUTE);
  });

  it('property: after the wait a code is sent; before it, none; and no hour ever holds more than the caps', () => {
    const send = fc.record({
      at: fc.integer({ min: 0, max: 2 * HOUR }).map(ago),
      allowance: fc.constantFrom<SendAllowance>('shared', 'device'),
      fromThisClient: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(send, { maxLength: 12 }),
        fc.constantFrom<SendAllowance>('shared', 'device'),
        (sends, allowance) => {
          const wait = sendWaitMs(sends, allowance, NOW);
          expect(wait).toBeGreaterThanOrEqual(0);
          if (wait > 0) {
            expect(sendWaitMs(sends, allowance, new Date(NOW.getTime() + wait))).toBe(0);
            expect(sendWaitMs(sends, allowance, new Date(NOW.getTime() + wait - 1))).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('property: sends admitted one after another never exceed the caps in any hour', () => {
    const request = fc.record({
      gapMs: fc.integer({ min: 0, max: 10 * MINUTE }),
      client: fc.integer({ min: 0, max: 3 }),
      device: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(request, { maxLength: 60 }), (requests) => {
        const admitted: { at: number; client: number; allowance: SendAllowance }[] = [];
        let at = NOW.getTime();
        for (const { gapMs, client, device: isDevice } of requests) {
          at += gapMs;
          const allowance: SendAllowance = isDevice ? 'device' : 'shared';
          const past = admitted.map((send) => ({
            at: new Date(send.at),
            allowance: send.allowance,
            fromThisClient: send.client === client,
          }));
          if (sendWaitMs(past, allowance, new Date(at)) === 0) admitted.push({ at, client, allowance });
        }
        const inHourFrom = (start: number, pick: (send: (typeof admitted)[number]) => boolean) =>
          admitted.filter((send) => pick(send) && send.at >= start && send.at < start + HOUR).length;
        for (const { at: start } of admitted) {
          expect(inHourFrom(start, (send) => send.allowance === 'shared')).toBeLessThanOrEqual(
            OTP_POLICY.sharedSendsPerHour,
          );
          expect(inHourFrom(start, (send) => send.allowance === 'device')).toBeLessThanOrEqual(
            OTP_POLICY.deviceSendsPerHour,
          );
          for (const client of [0, 1, 2, 3]) {
            const fromClient = (send: (typeof admitted)[number]) =>
              send.allowance === 'shared' && send.client === client;
            expect(inHourFrom(start, fromClient)).toBeLessThanOrEqual(OTP_POLICY.clientSendsPerHour);
          }
        }
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
