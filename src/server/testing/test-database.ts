import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { type DatabaseKind, type OpenDatabase, openPglite, openPostgres } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { TEST_EGC_CODE_KEYS } from './egc-code-keys';

// Server tests run on embedded PGlite always, and on PostgreSQL too when DATABASE_URL is set (.ci/run sets it).
// Each test database is private: a PGlite loaded from the migrated template, or a fresh PostgreSQL schema.

export const TEST_DATABASE_KINDS: readonly DatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export async function openTestDatabase(kind: DatabaseKind): Promise<OpenDatabase> {
  if (kind === 'pglite') {
    const template = readFileSync(inject('pgliteTemplatePath'));
    return openPglite({ loadDataDir: new Blob([template]) });
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const database = openPostgres(scoped.toString(), { poolSize: 12 });
  await migrateToLatest(database.db, { schema, egcCodeKeys: TEST_EGC_CODE_KEYS });
  return {
    db: database.db,
    kind: 'postgres',
    poolUsage: database.poolUsage,
    async close() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    },
  };
}

export interface ScratchDatabase {
  /** DATABASE_URL of a new, empty database. */
  readonly url: string;
  drop(): Promise<void>;
}

/** A new empty PostgreSQL database beside DATABASE_URL's, for tests that start whole servers on it. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { poolSize: 1 });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    },
  };
}
