import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Decision 0132: every data call writes its rate-limit windows twice (per address, per session). An
// unlogged table writes no WAL, so those commits do not wait for a disk flush. A crash empties the table (every
// window starts afresh, as a restart of the embedded mode does); a clean restart keeps it; a standby has none.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table limit_windows set unlogged`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table limit_windows set logged`.execute(db);
}
