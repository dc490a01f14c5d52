import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { describeDatabaseError } from './database-errors';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** The pool's connections in use and the queries waiting for one (the metrics; PGlite's pool holds one). */
  poolUsage(): { readonly inUse: number; readonly waiting: number };
  close(): Promise<void>;
}

const usageOf = (pool: pg.Pool) => () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount });

export interface OpenPglite extends OpenDatabase {
  /** The whole data directory as a gzipped tarball, to start test databases from a migrated template. */
  dumpDataDir(): Promise<Blob>;
}

// int8 (counts, sums) arrives as a string from node-postgres; every value we sum fits a JS number
// (centavos of a promo stay far below 2^53), so parse it once here rather than in every mapper.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * Decision 0151: how long the serving pool waits on PostgreSQL, so a database that stalls answers a request with
 * an error (HTTP 503) before the proxy gives up on it.
 */
export interface DatabaseTimeouts {
  /** To get a connection: a free one of the pool, or a new one opened (pg-pool's connectionTimeoutMillis). */
  readonly connectMs: number;
  /** One statement, ended by PostgreSQL itself (statement_timeout). */
  readonly statementMs: number;
  /**
   * One statement's answer, waited for here (pg's query_timeout): what ends a wait on a server or a network that
   * stalled, which cannot end a statement itself.
   */
  readonly queryMs: number;
  /** A transaction left idle, ended by PostgreSQL, its locks freed (idle_in_transaction_session_timeout). */
  readonly idleInTransactionMs: number;
}

/** Where the pool reports a connection it lost (decision 0150): the server's logger, or the console of a tool. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

const consoleLog: DatabaseLog = {
  warn: (details, message) => console.warn(`${message} ${JSON.stringify(details)}`),
};

export interface PostgresOptions {
  /** Connections open at most (10 unless said). */
  readonly poolSize?: number;
  /** Unset: no limits, for start-up work, tools and tests that may take as long as they need. */
  readonly timeouts?: DatabaseTimeouts;
  readonly log?: DatabaseLog;
}

/** How the portal's connections are named in `pg_stat_activity`. */
export const APPLICATION_NAME = 'promo-portal';

/**
 * Decision 0150: a connection the pool lost is logged once and replaced; it never ends the process. Node ends the
 * process on an 'error' event nobody listens to, and node-postgres emits one on a client whose socket or backend
 * went away (a restart or failover, `pg_terminate_backend`, a reset by a firewall or pooler): on the pool for an
 * idle client (the pool drops it), on the client itself when it is checked out (its query fails and the request
 * answers 503; the pool drops it on release, for it is no longer queryable). The pool's listener logs; each
 * client's own listener only keeps the process up, the failed query having reported it already.
 */
function handleLostConnections(pool: pg.Pool, log: DatabaseLog): void {
  pool.on('error', (error) => {
    log.warn(
      { ...describeDatabaseError(error), idle: pool.idleCount, open: pool.totalCount },
      'database: an idle connection was lost; the pool opens a new one when it needs one',
    );
  });
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // A statement given up by query_timeout is still out on its connection (pg keeps waiting for its answer): the
  // next request on it would wait behind it. Closed instead, so the pool opens a fresh one. `readyForQuery` is
  // node-postgres's own flag (not in its types): false while a statement has not been answered.
  pool.on('release', (_error, client) => {
    if ((client as pg.PoolClient & { readyForQuery?: boolean }).readyForQuery === false) void client.end();
  });
}

/** PostgreSQL through a pg.Pool when `databaseUrl` is set (production). */
export function openPostgres(databaseUrl: string, options: PostgresOptions = {}): OpenDatabase {
  const { timeouts } = options;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    application_name: APPLICATION_NAME,
    ...(timeouts === undefined
      ? {}
      : {
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.queryMs,
          idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
        }),
  });
  handleLostConnections(pool, options.log ?? consoleLog);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', poolUsage: usageOf(pool), close: () => db.destroy() };
}

/**
 * Embedded PGlite through its own node-postgres adapter and a one-connection pool, so Kysely's stock
 * PostgresDialect serialises transactions on PGlite's single session (kysely-pglite does not: docs/architecture.md §3).
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<OpenPglite> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    poolUsage: usageOf(pool),
    dumpDataDir: async () => pglite.dumpDataDir('gzip'),
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
