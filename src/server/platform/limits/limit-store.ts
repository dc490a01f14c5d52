// Decision 0092: every rate limit counts its hits in one store that all instances share. A limit admits at most
// `limit` hits in any `windowMs` (a sliding window); a refused hit is not counted, so waiting out the oldest
// admitted hit is always enough.

export interface LimitDecision {
  readonly allowed: boolean;
  /** Hits admitted in the window, this one included when it was allowed. */
  readonly hits: number;
  /** Refused: how long until a hit would be admitted. Allowed: how long until the oldest hit leaves the window. */
  readonly waitMs: number;
}

/** One limit a request counts in: at most `limit` hits on `key` in any `windowMs`. */
export interface LimitHit {
  readonly key: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** What a limit's row answered for one hit: admitted or not, the hits left in its window, the oldest of them. */
export interface RecordedHit {
  readonly admitted: boolean;
  readonly hits: number;
  readonly oldest: number;
}

export interface LimitStore {
  /** For logs: 'memory' or 'postgres'. */
  readonly kind: string;
  /** Records a hit on `key` at `now` (epoch ms) unless `limit` hits already fell in the last `windowMs`. */
  hit(key: string, limit: number, windowMs: number, now: number): Promise<LimitDecision>;
  /**
   * `hit` for each of several limits at once (distinct keys), decisions in the same order; each limit decides and
   * records on its own, as separate `hit`s would. Decision 0133: on PostgreSQL one statement instead of one per limit.
   */
  hitEach(hits: readonly LimitHit[], now: number): Promise<LimitDecision[]>;
  /**
   * Decision 0193: the store that can count inside another statement (PostgreSQL's: the caller adds
   * `limitHitCtes` to its statement), and decides from what that statement recorded, in the order of `hits`.
   * Absent for the memory store, which is counted with `hitEach` after the statement.
   */
  readonly inStatement?: {
    decide(hits: readonly LimitHit[], recorded: readonly RecordedHit[], now: number): LimitDecision[];
  };
}

/** What both stores answer from the admitted hits left in the window (oldest first) after this hit. */
export function decisionOf(allowed: boolean, hits: number, oldest: number, windowMs: number, now: number) {
  return { allowed, hits, waitMs: Math.max(0, oldest + windowMs - now) } satisfies LimitDecision;
}
