import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { decisionOf, type LimitStore } from './limit-store';
import { deleteExpiredWindows, recordHit } from './limit-windows.repository';

// Decision 0092: with PostgreSQL every instance counts in the same table, and a restart forgets nothing.

/** Every this many hits an instance also drops the expired windows, so the table stays the size of the traffic. */
const SWEEP_EVERY_HITS = 1_000;

export function createPostgresLimitStore(db: Kysely<Database>): LimitStore {
  let hitsSinceSweep = 0;
  return {
    kind: 'postgres',
    async hit(key, limit, windowMs, now) {
      const recorded = await recordHit(db, key, limit, windowMs, now);
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        // A failed sweep costs nothing but table size; the next one tries again.
        void deleteExpiredWindows(db, new Date(now)).catch(() => {});
      }
      return decisionOf(recorded.admitted, recorded.hits, recorded.oldest, windowMs, now);
    },
  };
}
