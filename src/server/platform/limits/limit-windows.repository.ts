import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { LimitHit, RecordedHit } from './limit-store';

// Decision 0092: one row per limited key holds the epoch-ms times of the hits its window admitted. One statement
// both decides and records: ON CONFLICT's row lock serialises the instances hitting the same key.

/**
 * The upsert that decides and records one hit, answering `admitted`, `hits` and `oldest`; with `when`, only when
 * that condition holds (decision 0193: the per-session hit of a call that reads its session in the same statement).
 */
function hitStatement({ key, limit, windowMs }: LimitHit, now: number, when: Expression<boolean> | undefined) {
  const since = now - windowMs;
  const expiresAt = new Date(now + windowMs);
  const inWindow = sql`(select coalesce(array_agg(h order by h), '{}') from unnest(w.hits) h where h > ${since}::bigint)`;
  return sql`
    insert into limit_windows as w (key, hits, admitted, expires_at)
    select ${key}::text, array[${now}::bigint], true, ${expiresAt}::timestamptz where ${when ?? sql.lit(true)}
    on conflict (key) do update set
      admitted = cardinality(${inWindow}) < ${limit}::int,
      hits = case when cardinality(${inWindow}) < ${limit}::int then ${inWindow} || ${now}::bigint else ${inWindow} end,
      expires_at = ${expiresAt}::timestamptz
    returning admitted, cardinality(hits)::int as hits, hits[1] as oldest`;
}

/** A hit to count inside a statement, counted only when its `when` holds (always without one). */
export interface StatementHit {
  readonly hit: LimitHit;
  readonly when?: Expression<boolean>;
}

/**
 * Hits (distinct keys) as data-modifying CTEs of one statement (decision 0133), each deciding on its own row as a
 * lone upsert would. `ctes` go in the statement's `with` list; `recorded` is a JSON text of the answers in the order
 * given (a hit whose `when` failed answers nothing); `allAdmitted` holds when no hit was refused.
 */
export function limitHitCtes(hits: readonly StatementHit[], now: number) {
  if (hits.length === 0) return { ctes: [], recorded: sql<string>`'[]'`, allAdmitted: sql<boolean>`true` };
  const name = (index: number) => sql.id(`limit_hit${index}`);
  const ctes = hits.map(({ hit, when }, index) => sql`${name(index)} as (${hitStatement(hit, now, when)})`);
  const answers = sql.join(
    hits.map((_, index) => sql`select ${index}::int as position, admitted, hits, oldest from ${name(index)}`),
    sql` union all `,
  );
  const recorded: RawBuilder<string> = sql`(select coalesce(json_agg(json_build_array(a.admitted, a.hits, a.oldest)
    order by a.position), '[]')::text from (${answers}) a)`;
  const refusals = hits.map((_, index) => sql`not exists (select 1 from ${name(index)} where not admitted)`);
  const allAdmitted: RawBuilder<boolean> = sql.join([sql.lit(true), ...refusals], sql` and `);
  return { ctes, recorded, allAdmitted };
}

/** The answers `limitHitCtes`' `recorded` holds. */
export function recordedHitsOf(text: string): RecordedHit[] {
  const answers = JSON.parse(text) as [admitted: boolean, hits: number, oldest: number][];
  return answers.map(([admitted, hits, oldest]) => ({ admitted, hits, oldest }));
}

/** Several hits (distinct keys) in one statement, answers in the order given (decision 0133). */
export async function recordHits(db: Kysely<Database>, hits: readonly LimitHit[], now: number): Promise<RecordedHit[]> {
  if (hits.length === 0) return [];
  const { ctes, recorded } = limitHitCtes(
    hits.map((hit) => ({ hit })),
    now,
  );
  const result = await sql<{ recorded: string }>`with ${sql.join(ctes)} select ${recorded} as recorded`.execute(db);
  const answers = recordedHitsOf(result.rows[0]?.recorded ?? '[]');
  if (answers.length !== hits.length) throw new Error('limit_windows: an upsert returned no row');
  return answers;
}

/** Drops windows no hit can still count in. */
export async function deleteExpiredWindows(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('limit_windows').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
