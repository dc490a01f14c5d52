import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { LimitHit } from './limit-store';

// Decision 0092: one row per limited key holds the epoch-ms times of the hits its window admitted. One statement
// both decides and records: ON CONFLICT's row lock serialises the instances hitting the same key.

export interface RecordedHit {
  readonly admitted: boolean;
  readonly hits: number;
  readonly oldest: number;
}

/** The upsert that decides and records one hit, answering `admitted`, `hits` and `oldest`. */
function hitStatement({ key, limit, windowMs }: LimitHit, now: number) {
  const since = now - windowMs;
  const expiresAt = new Date(now + windowMs);
  const inWindow = sql`(select coalesce(array_agg(h order by h), '{}') from unnest(w.hits) h where h > ${since}::bigint)`;
  return sql`
    insert into limit_windows as w (key, hits, admitted, expires_at)
    values (${key}, array[${now}::bigint], true, ${expiresAt})
    on conflict (key) do update set
      admitted = cardinality(${inWindow}) < ${limit},
      hits = case when cardinality(${inWindow}) < ${limit} then ${inWindow} || ${now}::bigint else ${inWindow} end,
      expires_at = ${expiresAt}
    returning admitted, cardinality(hits)::int as hits, hits[1] as oldest`;
}

/**
 * Several hits (distinct keys) in one statement, each upsert a data-modifying CTE: one round trip instead of one
 * per limit (decision 0133). Each key decides on its own row, as `recordHit` would; answers in the order given.
 */
export async function recordHits(db: Kysely<Database>, hits: readonly LimitHit[], now: number): Promise<RecordedHit[]> {
  if (hits.length === 0) return [];
  const ctes = sql.join(
    hits.map((hit, index) => sql`${sql.id(`hit${index}`)} as (${hitStatement(hit, now)})`),
    sql`, `,
  );
  const answers = sql.join(
    hits.map((_, index) => sql`select ${index}::int as position, * from ${sql.id(`hit${index}`)}`),
    sql` union all `,
  );
  const result = await sql<RecordedHit & { position: number }>`with ${ctes} ${answers}`.execute(db);
  const rows = [...result.rows].sort((a, b) => a.position - b.position);
  if (rows.length !== hits.length) throw new Error('limit_windows: an upsert returned no row');
  return rows.map(({ admitted, hits: count, oldest }) => ({ admitted, hits: count, oldest: Number(oldest) }));
}

/** Drops windows no hit can still count in. */
export async function deleteExpiredWindows(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('limit_windows').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
