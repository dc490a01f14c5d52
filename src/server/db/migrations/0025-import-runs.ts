import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Decision 0241: every transaction import (the admin screen's and `npm run import`) leaves a row: who, when, the
// counts, and the rejected rows as a CSV (kept for the newest 20 imports), for the import screen's history.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_runs')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('admin_id', 'integer', (column) => column.references('admins.id'))
    .addColumn('source', 'text', (column) => column.notNull().check(sql`source in ('screen', 'cli')`))
    .addColumn('file_name', 'text')
    .addColumn('file_error', 'text')
    .addColumn('imported', 'integer', (column) => column.notNull())
    .addColumn('duplicates', 'integer', (column) => column.notNull())
    .addColumn('rejected', 'integer', (column) => column.notNull())
    .addColumn('cardholders', 'integer', (column) => column.notNull())
    .addColumn('rejected_csv', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_runs').execute();
}
