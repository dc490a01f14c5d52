import { type Kysely, Migrator } from 'kysely';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { migrationsWith } from './migrations';

/**
 * `egcCodeKeys` seal the eGC codes (migration 0014, decision 0170): the server's, or the tests' fixed ones.
 * `schema` names where Kysely keeps its own bookkeeping tables. Tests give each PostgreSQL test database its own
 * schema; without this the migrator finds another schema's `kysely_migration` table by name and skips its own.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  options: { egcCodeKeys: EgcCodeKeys; schema?: string },
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsWith(options.egcCodeKeys) },
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
