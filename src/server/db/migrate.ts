import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations';

/**
 * `schema` names where Kysely keeps its own bookkeeping tables. Tests give each PostgreSQL test database its own
 * schema; without this the migrator finds another schema's `kysely_migration` table by name and skips its own.
 */
export async function migrateToLatest(db: Kysely<any>, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
