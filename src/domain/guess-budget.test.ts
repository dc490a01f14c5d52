import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chanceOfGuessing, GUESS_BUDGET, guessBudget } from './guess-budget';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-11-27T00:00:00Z');
const at = (offsetMs: number) => new Date(START + offsetMs);

/** Plays a stranger's wrong codes at the given times: each is counted only if the budget is open then. */
function admitted(attemptOffsets: readonly number[]): number[] {
  const counted: Date[] = [];
  for (const offset of [...attemptOffsets].sort((a, b) => a - b)) {
    if (guessBudget(counted, at(offset)).open) counted.push(at(offset));
  }
  return counted.map((time) => time.getTime() - START);
}

const maxInAnyWindow = (offsets: readonly number[], lengthMs: number): number =>
  Math.max(0, ...offsets.map((from) => offsets.filter((t) => t >= from && t < from + lengthMs).length));

describe('decision 0175: the guess budget of a promo code', () => {
  it('the arithmetic: 96 guesses a year is under 1%, and today’s 25 an hour are 45% in 10 days and 83% in 30', () => {
    expect(chanceOfGuessing(4 * GUESS_BUDGET.perPeriod)).toBeLessThan(0.01);
    expect(chanceOfGuessing(4 * GUESS_BUDGET.perPeriod)).toBeCloseTo(0.0096, 4);
    expect(chanceOfGuessing(25 * 24 * 10)).toBeCloseTo(0.45, 2);
    expect(chanceOfGuessing(25 * 24 * 30)).toBeCloseTo(0.83, 2);
  });

  it('examples: 10 in a day, then closed until the first is a day old', () => {
    const ten = Array.from({ length: 10 }, (_, i) => at(i * HOUR));
    expect(guessBudget(ten.slice(0, 9), at(10 * HOUR))).toEqual({ open: true, remaining: 1 });
    expect(guessBudget(ten, at(10 * HOUR))).toEqual({ open: false, reopensAt: at(DAY) });
    expect(guessBudget(ten, at(DAY))).toEqual({ open: true, remaining: 1 });
  });

  it('examples: 24 in 92 days, then closed until the oldest leaves the 92 days', () => {
    // 8 a day on 3 days: the day budget is open, the period's is not.
    const wrong = [0, 1, 2].flatMap((day) => Array.from({ length: 8 }, (_, i) => at(day * DAY + i * HOUR)));
    expect(guessBudget(wrong, at(3 * DAY))).toEqual({ open: false, reopensAt: at(92 * DAY) });
    expect(guessBudget(wrong, at(92 * DAY))).toEqual({ open: true, remaining: 1 });
  });

  it('property: whatever a stranger tries, any day holds at most 10, any 92 days 24, any year 96', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 * DAY }), { maxLength: 400 }), (tries) => {
        const counted = admitted(tries);
        expect(maxInAnyWindow(counted, DAY)).toBeLessThanOrEqual(GUESS_BUDGET.perDay);
        expect(maxInAnyWindow(counted, GUESS_BUDGET.periodMs)).toBeLessThanOrEqual(GUESS_BUDGET.perPeriod);
        expect(maxInAnyWindow(counted, 365 * DAY)).toBeLessThanOrEqual(96);
      }),
      { numRuns: 200 },
    );
  });

  it('property: the wait is honest: closed just before reopensAt, open at it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 * DAY }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 100 * DAY }),
        (tries, nowOffset) => {
          const counted = admitted(tries).map(at);
          const now = at(Math.max(nowOffset, ...counted.map((time) => time.getTime() - START)));
          const budget = guessBudget(counted, now);
          if (budget.open) {
            expect(budget.remaining).toBeGreaterThan(0);
            return;
          }
          expect(budget.reopensAt.getTime()).toBeGreaterThan(now.getTime());
          expect(guessBudget(counted, new Date(budget.reopensAt.getTime() - 1)).open).toBe(false);
          expect(guessBudget(counted, budget.reopensAt).open).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
