// Decisions 0202–0205: the moments worth a nudge, the kinds a cardholder turns on and off, when the ask
// may show, and which expiry reminder is due. Pure: the server records and sends, the client asks and shows.
import { dayKey, type Instant } from './dates';
import { isGoalReached, type SpendGoal } from './goals';
import type { Centavos } from './money';

/** Decision 0203: what a cardholder turns on and off in the settings sheet, each on until turned off. */
export const NUDGE_KINDS = ['progress', 'egcs', 'expiry'] as const;
export type NudgeKind = (typeof NUDGE_KINDS)[number];

/** Decision 0202: each moment is sent once per cardholder and key (a goal, a round, an order, a claim). */
export const MOMENTS = {
  'goal-reached': 'progress',
  'bonus-round': 'progress',
  'egcs-ready': 'egcs',
  'egc-expiring-7': 'expiry',
  'egc-expiring-1': 'expiry',
  'credits-expiring-7': 'expiry',
} as const satisfies Record<string, NudgeKind>;
export type Moment = keyof typeof MOMENTS;

export const kindOfMoment = (moment: Moment): NudgeKind => MOMENTS[moment];

/**
 * Spec §4: only the highest reached tier is claimable, so an import that takes a cardholder past one goal or more
 * is one moment: the highest goal now reached that was not reached before. Null when none was crossed.
 */
export function goalJustReached(goals: readonly SpendGoal[], before: Centavos, after: Centavos): SpendGoal | null {
  let highest: SpendGoal | null = null;
  for (const goal of goals) {
    const crossed = !isGoalReached(goal, before) && isGoalReached(goal, after);
    if (crossed && (highest === null || goal.threshold > highest.threshold)) highest = goal;
  }
  return highest;
}

/** Decision 0204: after a "Not now", the ask stays away this long. */
export const ASK_AGAIN_AFTER_DAYS = 30;
const DAY_MS = 86_400_000;

/** Decision 0204: the ask may show when the cardholder never refused it, or refused it 30 days ago or more. */
export function mayAsk(refusedAt: Instant | null, now: Instant): boolean {
  if (refusedAt === null) return true;
  return new Date(now).getTime() - new Date(refusedAt).getTime() >= ASK_AGAIN_AFTER_DAYS * DAY_MS;
}

/** Whole calendar days from `now`'s day to `end`'s day in the campaign's zone: 0 on the last day, negative after. */
export function daysLeft(end: Instant, now: Instant, timeZone: string): number {
  const utcOf = (key: string) => Date.parse(`${key}T00:00:00Z`);
  return Math.round((utcOf(dayKey(end, timeZone)) - utcOf(dayKey(now, timeZone))) / DAY_MS);
}

export type ExpiryReminder = 7 | 1;

/**
 * Decision 0205: the reminder due for something that ends on `end`'s day: the 7-day one within its last 7 days,
 * the 1-day one on its last 2 days (tomorrow or today), none before or once it has ended. A job that missed the
 * 7-day one sends only the 1-day one: each is recorded once, and the days left only go down.
 */
export function dueExpiryReminder(end: Instant, now: Instant, timeZone: string): ExpiryReminder | null {
  const left = daysLeft(end, now, timeZone);
  if (left < 0 || left > 7) return null;
  return left <= 1 ? 1 : 7;
}
