import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Decision 0209: the language a signed-in cardholder chose, so the SMS and e-mail sent to them are in it. Every
// cardholder before this reads English, the spec's language.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('cardholders')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en-PH').check(sql`locale in ('en-PH', 'fil-PH')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cardholders').dropColumn('locale').execute();
}
