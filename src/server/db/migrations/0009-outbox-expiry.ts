import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Decision 0153: a message may expire (a one-time code, at the end of its validity): past it, it is never sent
// but dropped, and kept with when. A dropped message is neither waiting nor failed.

/** Decision 0010 when this migration was written: a one-time code is valid 5 minutes from its sending. */
const CODE_VALIDITY = sql`interval '5 minutes'`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('dropped_at', 'timestamptz')
    .execute();
  // Codes written by an earlier version and not sent yet expire as their own validity does.
  await db
    .updateTable('outbox')
    .set({ expires_at: sql`created_at + ${CODE_VALIDITY}` })
    .where('priority', '=', 'one-time-code')
    .where('sent_at', 'is', null)
    .execute();
  await db.schema.dropIndex('outbox_due_idx').execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['channel', 'priority', 'next_attempt_at', 'id'])
    .where(sql.ref('sent_at'), 'is', null)
    .where(sql.ref('failed_at'), 'is', null)
    .where(sql.ref('dropped_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_due_idx').execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['channel', 'priority', 'next_attempt_at', 'id'])
    .where(sql.ref('sent_at'), 'is', null)
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
  await db.schema.alterTable('outbox').dropColumn('dropped_at').dropColumn('expires_at').execute();
}
