import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// For tests that pin SQL to a domain rule over generated rows (docs/architecture.md §6): each generated case
// inserts its rows, checks, and is rolled back, so the next one starts from the same data.

class RolledBack extends Error {}

/** Runs `check` on rows it inserts in a transaction, then rolls them back. */
export async function withRowsRolledBack(
  db: Kysely<Database>,
  check: (trx: Kysely<Database>) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await check(trx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}
