import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenPglite extends OpenDatabase {
  /** The whole data directory as a gzipped tarball, to start test databases from a migrated template. */
  dumpDataDir(): Promise<Blob>;
}

// int8 (counts, sums) arrives as a string from node-postgres; every value we sum fits a JS number
// (centavos of a promo stay far below 2^53), so parse it once here rather than in every mapper.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** PostgreSQL through a pg.Pool when `databaseUrl` is set (production). */
export function openPostgres(databaseUrl: string, poolSize = 10): OpenDatabase {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * Embedded PGlite through its own node-postgres adapter and a one-connection pool, so Kysely's stock
 * PostgresDialect serialises transactions on PGlite's single session (kysely-pglite does not: STACK-NOTES.md).
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
    dumpDataDir: async () => pglite.dumpDataDir('gzip'),
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
