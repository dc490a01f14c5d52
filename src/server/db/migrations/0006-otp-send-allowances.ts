import { type Kysely, sql } from 'kysely';

// Decision 0104: which allowance paid for each one-time code sent, and a keyed digest of the client that asked,
// so the send limits count per promo code, per code and client, and per signed-in device. Frozen once shipped;
// runs on PostgreSQL 15 and PGlite 18.

export async function up(db: Kysely<any>): Promise<void> {
  // Every code sent before this migration came out of the code's shared allowance, from a client not recorded.
  await db.schema
    .alterTable('otp_challenges')
    .addColumn('allowance', 'text', (c) =>
      c.notNull().defaultTo('shared').check(sql`allowance in ('shared', 'device')`),
    )
    .addColumn('client_digest', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('otp_challenges').dropColumn('client_digest').dropColumn('allowance').execute();
}
