import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { decisionOf, type LimitHit, type LimitStore, type RecordedHit } from './limit-store';
import { deleteExpiredWindows, recordHits } from './limit-windows.repository';

// Decision 0092: with PostgreSQL every instance counts in the same table, and a restart forgets nothing.

/** Every this many hits an instance also drops the expired windows, so the table stays the size of the traffic. */
const SWEEP_EVERY_HITS = 1_000;

export function createPostgresLimitStore(db: Kysely<Database>): LimitStore {
  let hitsSinceSweep = 0;
  const decide = (hits: readonly LimitHit[], recorded: readonly RecordedHit[], now: number) => {
    if (recorded.length !== hits.length) throw new Error('limit_windows: a hit was not recorded');
    hitsSinceSweep += hits.length;
    if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
      hitsSinceSweep = 0;
      // A failed sweep costs nothing but table size; the next one tries again.
      void deleteExpiredWindows(db, new Date(now)).catch(() => {});
    }
    return recorded.map((each, index) =>
      decisionOf(each.admitted, each.hits, each.oldest, hits[index]?.windowMs ?? 0, now),
    );
  };
  const hitEach: LimitStore['hitEach'] = async (hits, now) => decide(hits, await recordHits(db, hits, now), now);
  return {
    kind: 'postgres',
    async hit(key, limit, windowMs, now) {
      const [decision] = await hitEach([{ key, limit, windowMs }], now);
      if (decision === undefined) throw new Error('limit_windows: no decision');
      return decision;
    },
    hitEach,
    inStatement: { decide },
  };
}
