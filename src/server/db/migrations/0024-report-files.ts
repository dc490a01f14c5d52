import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Decision 0240: a finished report keeps the CSV it e-mailed, so the report screen can list the last reports and
// offer each for download. Reports hold totals only (no cardholder's details); the newest 20 keep their file.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('report_jobs').addColumn('csv', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('report_jobs').dropColumn('csv').execute();
}
