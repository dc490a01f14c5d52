import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Decision 0175: the wrong one-time codes of devices that have not signed in before, one row each, so every
// instance counts a promo code's guess budget over the same rolling day and 92 days (under the cardholder's row
// lock). Decision 0179: when the owner was last told that their budget ran out, so they are told once.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('otp_wrong_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().references('cardholders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('otp_wrong_codes_cardholder_idx')
    .on('otp_wrong_codes')
    .columns(['cardholder_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('otp_guess_notices')
    .addColumn('cardholder_id', 'integer', (c) => c.primaryKey().references('cardholders.id').onDelete('cascade'))
    .addColumn('notified_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('otp_guess_notices').execute();
  await db.schema.dropTable('otp_wrong_codes').execute();
}
