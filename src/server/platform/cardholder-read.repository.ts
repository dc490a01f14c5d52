import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { campaignConfigText } from './campaign.repository';
import type { LimitHit, RecordedHit } from './limits/limit-store';
import { limitHitCtes, recordedHitsOf } from './limits/limit-windows.repository';
import type { SessionBounds } from './sessions/session-policy';
import { type SessionRow, type StoredSession, selectSession, storedSessionOf } from './sessions/sessions.repository';

// Decision 0193: a cardholder's data call is one statement: the session read (and its idle-time write, at most once a
// minute, decision 0131), both limits counted (decision 0133), and the call's data, read only when the session is a
// live cardholder's and no limit refused. Each statement is a round trip and a socket write, the main cost of a call
// (decision 0130); on PGlite each holds the event loop.

/** One cardholder read, as a value a statement can select, and how its answer is made from that value. */
export interface CardholderRead<T> {
  /** The data as one JSON text, from an expression of the cardholder's id (a scalar subquery). */
  readonly json: (cardholderId: Expression<number>) => RawBuilder<string | null>;
  /** Decision 0134: the campaign whose configuration the answer needs, its text read in the same statement. */
  readonly configOf?: number;
  /** The answer from the JSON text (null when the cardholder has no row) and the configuration's text. */
  readonly answer: (json: string | null, configText: string | null) => T;
}

const configTextOf = (db: Kysely<Database>, read: CardholderRead<unknown>) =>
  read.configOf === undefined ? sql<null>`null` : campaignConfigText(db, read.configOf);

/** A read on its own, for a known cardholder (the redeem services, the admin's look-ups): one statement. */
export async function runCardholderRead<T>(db: Kysely<Database>, read: CardholderRead<T>, id: number): Promise<T> {
  const { rows } = await sql<{ json: string | null; config: string | null }>`
    select ${read.json(sql<number>`${id}::int`)} as json, ${configTextOf(db, read)} as config`.execute(db);
  return read.answer(rows[0]?.json ?? null, rows[0]?.config ?? null);
}

export interface CardholderCallInput {
  /** The SHA-256 of the request's session id. */
  readonly idHash: string;
  /** What makes the session live and its idle time due for a write (session-policy.ts). */
  readonly bounds: SessionBounds;
  /** Whether the request restarts a live session's idle time (not a screen's own poll, decision 0230). */
  readonly touch: boolean;
  /** The call's limits when they count in this statement (PostgreSQL's store); null when counted elsewhere. */
  readonly limits: { readonly address: LimitHit; readonly session: LimitHit; readonly now: number } | null;
}

export interface CardholderCallResult {
  /** The session row, when the id is known. */
  readonly stored: StoredSession | undefined;
  /** The statement judged the session a live cardholder's, and counted its per-session hit. */
  readonly cardholderLive: boolean;
  /** The limits' answers: the address's, then the session's when the session was a live cardholder's. */
  readonly recorded: readonly RecordedHit[];
  /** The read's JSON and configuration texts; null unless the session was live and no limit refused. */
  readonly json: string | null;
  readonly configText: string | null;
}

/** A session kind's condition to be live and to belong to someone who may still use it (session-lookup.ts toActive). */
const ACTIVE_SUBJECT = sql`case s.kind
  when 'admin' then s.admin_id is not null and s.role is not null and s.disabled_at is null
  when 'cardholder' then s.cardholder_id is not null and s.status = 'registered'
  else false end`;

/**
 * The call's one statement (above). The session's liveness is judged here by the bounds of `sessionBounds`, the
 * same rules `isSessionLive` applies to the row it answers; `cardholder-read.repository.test.ts` pins the two to
 * each other. Times are compared at millisecond precision, as the row's Dates hold them.
 */
export async function readAsCardholder(
  db: Kysely<Database>,
  input: CardholderCallInput,
  read: CardholderRead<unknown>,
): Promise<CardholderCallResult> {
  const { idHash, bounds, touch, limits } = input;
  const isLiveCardholder = sql<boolean>`exists (select 1 from cardholder)`;
  const hits = limitHitCtes(
    limits === null ? [] : [{ hit: limits.address }, { hit: limits.session, when: isLiveCardholder }],
    limits?.now ?? 0,
  );
  const ctes = [
    sql`s as ${selectSession(db, idHash)}`,
    sql`active as (select s.* from s where s.revoked_at is null
      and date_trunc('milliseconds', s.expires_at) > ${bounds.now}::timestamptz
      and date_trunc('milliseconds', s.last_seen_at) > (case s.kind when 'admin' then ${bounds.seenAfter.admin}::timestamptz
        else ${bounds.seenAfter.cardholder}::timestamptz end)
      and ${ACTIVE_SUBJECT})`,
    sql`cardholder as (select cardholder_id as id from active where kind = 'cardholder')`,
    ...(touch
      ? [
          sql`touched as (update sessions set last_seen_at = ${bounds.now}::timestamptz
            where id_hash = ${idHash} and date_trunc('milliseconds', last_seen_at) <= ${bounds.touchSeenBy}::timestamptz
            and exists (select 1 from active) returning 1)`,
        ]
      : []),
    ...hits.ctes,
  ];
  const readable = sql<boolean>`${isLiveCardholder} and ${hits.allAdmitted}`;
  const { rows } = await sql<
    Partial<SessionRow> & { cardholder_live: boolean; recorded: string; json: string | null; config: string | null }
  >`
    with ${sql.join(ctes)}
    select s.*, ${isLiveCardholder} as cardholder_live, ${hits.recorded} as recorded,
      case when ${readable} then ${read.json(sql<number>`(select id from cardholder)`)} end as json,
      case when ${readable} then ${configTextOf(db, read)} end as config
    from (select 1) as one left join s on true`.execute(db);
  const row = rows[0];
  if (row === undefined) throw new Error('the cardholder call statement answered no row');
  const { cardholder_live, recorded, json, config, ...session } = row;
  return {
    stored: session.id_hash == null ? undefined : storedSessionOf(session as SessionRow),
    cardholderLive: cardholder_live,
    recorded: recordedHitsOf(recorded),
    json,
    configText: config,
  };
}
