import type { OpenDatabase } from '../../db/database';
import type { LimitStore } from './limit-store';
import { createMemoryLimitStore } from './memory-limit-store';
import { createPostgresLimitStore } from './postgres-limit-store';

/** Decision 0092: PostgreSQL shares limits between instances and keeps them over a restart; PGlite is one process. */
export function limitStoreFor(database: Pick<OpenDatabase, 'db' | 'kind'>): LimitStore {
  return database.kind === 'postgres' ? createPostgresLimitStore(database.db) : createMemoryLimitStore();
}
