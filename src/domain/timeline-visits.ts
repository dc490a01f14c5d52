// Decision 0236: a cardholder's timeline shows an admin's looks at the account once per visit. Every screen an
// admin opens on a cardholder (the look-up, the details, transactions, redemptions, edit history, the timeline, and
// each page or sort of them) is its own audit row, five or six for one look; the timeline folds them into one row.
import type { Instant } from './dates';

/** Views by one admin less than this apart are one visit. */
export const ADMIN_VISIT_GAP_MS = 30 * 60_000;

export interface VisitEvent {
  readonly at: Instant;
  /** Who acted; views by different admins are different visits. */
  readonly actorName: string | null;
}

const millis = (instant: Instant) => new Date(instant).getTime();

/**
 * Events newest first; each run of views (`isView`) by one admin, each within the gap of the next, becomes the one
 * event `toVisit` makes of it (the run newest first). Anything else between two views ends the run.
 */
export function collapseVisits<E extends VisitEvent>(
  events: readonly E[],
  isView: (event: E) => boolean,
  toVisit: (views: readonly [E, ...E[]]) => E,
): E[] {
  const out: E[] = [];
  let run: [E, ...E[]] | null = null;
  const flush = () => {
    if (run !== null) out.push(run.length === 1 ? run[0] : toVisit(run));
    run = null;
  };
  for (const event of events) {
    if (!isView(event)) {
      flush();
      out.push(event);
      continue;
    }
    const last: E | undefined = run?.[run.length - 1];
    const sameVisit =
      last !== undefined &&
      last.actorName === event.actorName &&
      millis(last.at) - millis(event.at) < ADMIN_VISIT_GAP_MS;
    if (run !== null && sameVisit) run.push(event);
    else {
      flush();
      run = [event];
    }
  }
  flush();
  return out;
}
