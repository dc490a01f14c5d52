import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

// Decision 0092: one row per limited key holds the epoch-ms times of the hits its window admitted. One statement
// both decides and records: ON CONFLICT's row lock serialises the instances hitting the same key.

export interface RecordedHit {
  readonly admitted: boolean;
  readonly hits: number;
  readonly oldest: number;
}

export async function recordHit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<RecordedHit> {
  const since = now - windowMs;
  const expiresAt = new Date(now + windowMs);
  const inWindow = sql`(select coalesce(array_agg(h order by h), '{}') from unnest(w.hits) h where h > ${since}::bigint)`;
  const result = await sql<{ admitted: boolean; hits: number; oldest: number }>`
    insert into limit_windows as w (key, hits, admitted, expires_at)
    values (${key}, array[${now}::bigint], true, ${expiresAt})
    on conflict (key) do update set
      admitted = cardinality(${inWindow}) < ${limit},
      hits = case when cardinality(${inWindow}) < ${limit} then ${inWindow} || ${now}::bigint else ${inWindow} end,
      expires_at = ${expiresAt}
    returning admitted, cardinality(hits)::int as hits, hits[1] as oldest`.execute(db);
  const row = result.rows[0];
  if (row === undefined) throw new Error('limit_windows: the upsert returned no row');
  return row;
}

/** Drops windows no hit can still count in. */
export async function deleteExpiredWindows(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('limit_windows').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
