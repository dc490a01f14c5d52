import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

// Decision 0094: replicas started together on an empty database must all come up. Migrations, the demo seed,
// the first signing key and the start-up bonus evaluation run under one PostgreSQL advisory lock, held by one
// connection for the whole of the work: the first instance does it, the others wait, then find it done.

/** An arbitrary constant naming the start-up lock among the database's advisory locks ("promo" in ASCII). */
const STARTUP_LOCK_ID = 0x70726f6d6f;

/** Runs `work` on one connection that holds the start-up lock; the lock goes when `work` ends, or fails. */
export async function withStartupLock<T>(db: Kysely<Database>, work: (locked: Kysely<Database>) => Promise<T>) {
  return db.connection().execute(async (connection): Promise<T> => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_ID})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_ID})`.execute(connection);
    }
  });
}
