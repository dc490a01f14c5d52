import { useEffect, useState } from 'react';
import { type Countdown, countdown, type Instant } from '../../domain/dates';

// spec §4: "The redemption and registration windows expire at a countdown from server time, ticking every
// second." The device clock may be wrong, so time is the device's plus the offset measured against the
// server's `serverDateTime` when the page config arrived.

const TICK_MS = 1000;

/** Server time minus device time, from a server timestamp and the device time it was received at. */
export function serverOffsetMs(serverDateTime: Instant, receivedAtMs: number): number {
  return new Date(serverDateTime).getTime() - receivedAtMs;
}

// Before the end is known (a prerendered page hydrating), nothing has ended and no time is shown.
const NOT_KNOWN: Countdown = { totalSeconds: 0, days: 0, hours: 0, minutes: 0, seconds: 0, ended: false };

/** The time left until `end` on the server's clock, re-read every second until it reaches zero. */
export function useCountdown(end: Instant | null, offsetMs: number): Countdown {
  const [left, setLeft] = useState(() => (end === null ? NOT_KNOWN : countdown(end, new Date(Date.now() + offsetMs))));
  useEffect(() => {
    if (end === null) return setLeft(NOT_KNOWN);
    const read = () => countdown(end, new Date(Date.now() + offsetMs));
    setLeft(read());
    const timer = setInterval(() => {
      const next = read();
      setLeft(next);
      if (next.ended) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [end, offsetMs]);
  return left;
}
