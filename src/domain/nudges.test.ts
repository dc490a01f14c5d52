import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SpendGoal } from './goals';
import { centavos, pesosToCentavos } from './money';
import {
  ASK_AGAIN_AFTER_DAYS,
  daysLeft,
  dueExpiryReminder,
  goalJustReached,
  kindOfMoment,
  MOMENTS,
  mayAsk,
} from './nudges';

// Decisions 0202–0205: which goal an import just reached, when the ask may show again, and which expiry
// reminder is due on a day.

const GOALS: readonly SpendGoal[] = [
  { threshold: pesosToCentavos(75_000), reward: pesosToCentavos(1_500) },
  { threshold: pesosToCentavos(200_000), reward: pesosToCentavos(5_000) },
];
const MANILA = 'Asia/Manila';

describe('goalJustReached', () => {
  it.each([
    [42_350.5, 82_350.5, 75_000],
    [42_350.5, 74_999.99, null],
    [75_000, 80_000, null],
    [74_999.99, 75_000, 75_000],
    [10_000, 250_000, 200_000],
    [80_000, 200_000, 200_000],
    [210_000, 220_000, null],
  ])('from P%d to P%d: the goal of P%s', (before, after, reached) => {
    const goal = goalJustReached(GOALS, pesosToCentavos(before), pesosToCentavos(after));
    expect(goal === null ? null : goal.threshold).toBe(reached === null ? null : pesosToCentavos(reached));
  });

  it('property: a goal is reached only when spend crosses it upward, and then it is the highest crossed', () => {
    fc.assert(
      fc.property(fc.nat(30_000_000), fc.nat(30_000_000), (a, b) => {
        const goal = goalJustReached(GOALS, centavos(a), centavos(b));
        const crossed = GOALS.filter((each) => a < each.threshold && each.threshold <= b);
        if (crossed.length === 0) return goal === null;
        return goal?.threshold === Math.max(...crossed.map((each) => each.threshold));
      }),
    );
  });

  it('property: spend that goes down or stays never reaches a goal', () => {
    fc.assert(
      fc.property(
        fc.nat(30_000_000),
        fc.nat(30_000_000),
        (a, b) => goalJustReached(GOALS, centavos(Math.max(a, b)), centavos(Math.min(a, b))) === null,
      ),
    );
  });
});

describe('mayAsk (decision 0204)', () => {
  const refused = new Date('2026-11-01T10:00:00Z');
  it('never refused: may ask', () => expect(mayAsk(null, refused)).toBe(true));
  it(`not within ${ASK_AGAIN_AFTER_DAYS} days of a refusal, again from then`, () => {
    expect(mayAsk(refused, new Date('2026-11-30T09:59:59Z'))).toBe(false);
    expect(mayAsk(refused, new Date('2026-12-01T10:00:00Z'))).toBe(true);
  });
  it('property: may ask exactly when 30 days have passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 90 * 86_400_000 }), (ms) => {
        const now = new Date(refused.getTime() + ms);
        return mayAsk(refused, now) === ms >= ASK_AGAIN_AFTER_DAYS * 86_400_000;
      }),
    );
  });
});

describe('dueExpiryReminder (decision 0205), by day in the campaign zone', () => {
  const end = new Date('2027-04-22T02:45:00Z'); // Apr 22 in Manila
  it.each([
    ['2027-04-14T01:00:00Z', null],
    ['2027-04-15T01:00:00Z', 7],
    ['2027-04-19T23:00:00Z', 7],
    ['2027-04-20T15:59:59Z', 7],
    ['2027-04-20T16:00:00Z', 1],
    ['2027-04-22T15:59:59Z', 1],
    ['2027-04-22T16:00:00Z', null],
  ])('at %s: the %s-day reminder', (now, reminder) => {
    expect(dueExpiryReminder(end, new Date(now), MANILA)).toBe(reminder);
  });

  it('property: days left go down by one a day; the reminder is 7 for 2–7 days, 1 for 0–1, else none', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), fc.integer({ min: 0, max: 23 }), (days, hour) => {
        const now = new Date(end.getTime() - days * 86_400_000);
        now.setUTCHours(hour);
        const left = daysLeft(end, now, MANILA);
        const reminder = dueExpiryReminder(end, now, MANILA);
        if (left < 0 || left > 7) return reminder === null;
        return reminder === (left <= 1 ? 1 : 7);
      }),
    );
  });
});

describe('the moments and their kinds (decision 0203)', () => {
  it('every moment belongs to one kind the settings turn on and off', () => {
    expect(Object.keys(MOMENTS).map((moment) => [moment, kindOfMoment(moment as keyof typeof MOMENTS)])).toEqual([
      ['goal-reached', 'progress'],
      ['bonus-round', 'progress'],
      ['egcs-ready', 'egcs'],
      ['egc-expiring-7', 'expiry'],
      ['egc-expiring-1', 'expiry'],
      ['credits-expiring-7', 'expiry'],
    ]);
  });
});
