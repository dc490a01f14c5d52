import { DEFAULT_TIME_ZONE, formatDisplayDate, type Instant, MONTH_NAMES } from './dates';
import { fillTemplate, type Message, splitMessage } from './messages';

// Decision 0178: ours, the spec has no such case: send OTP and verification answer 4720 when the promo code's
// guess budget is spent (decision 0175). Beside messages.ts rather than in it, as clear-texts.ts (decision 0165):
// only the sign-in calls that may show it load it, after /login's and home's first views (decision 0135).

/** `{time}` is when codes to new devices resume. */
export const SIGN_IN_PAUSED_TEXT = {
  text: 'Sign-in Paused: Too many wrong verification codes were entered for this promo code. To keep your rewards safe, log in on the phone or computer you signed in with before, or wait until {time}.',
  /** When the answer says no readable time. */
  later: 'later',
} as const;

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** A moment to the minute on a clock, 'Nov 28, 2026, 9:05 PM' (spec §9's date, then the time). */
export function formatDisplayDateTime(
  instant: Instant,
  timeZone: string = DEFAULT_TIME_ZONE,
  names: Parameters<typeof formatDisplayDate>[2] = MONTH_NAMES,
): string {
  let formatter = timeFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true });
    timeFormatters.set(timeZone, formatter);
  }
  return `${formatDisplayDate(instant, timeZone, names)}, ${formatter.format(typeof instant === 'string' ? new Date(instant) : instant)}`;
}

/** 4720's text with the moment codes resume (ISO 8601, the answer's data) on `timeZone`'s clock; else 'later'. */
export function signInPausedMessage(reopensAt: unknown, timeZone: string): Message {
  const readable = typeof reopensAt === 'string' && !Number.isNaN(Date.parse(reopensAt));
  const time = readable ? formatDisplayDateTime(reopensAt, timeZone) : SIGN_IN_PAUSED_TEXT.later;
  return splitMessage(fillTemplate(SIGN_IN_PAUSED_TEXT.text, { time }));
}
