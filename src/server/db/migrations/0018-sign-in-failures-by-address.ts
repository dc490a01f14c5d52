import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Decision 0231: the admin sign-in's per-address allowance counts the failed attempts of the last minute from the
// attempts log by address and time.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('admin_login_attempts_ip_idx')
    .on('admin_login_attempts')
    .columns(['ip', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('admin_login_attempts_ip_idx').execute();
}
