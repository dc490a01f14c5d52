import { type Kysely, sql } from 'kysely';

// The analytics sink (decisions 0062, 0068): the table of migration 0001 starts taking events. Frozen once
// shipped; runs on PostgreSQL 15 and PGlite 18.

export async function up(db: Kysely<any>): Promise<void> {
  // Only the names the contract takes; nothing wrote to the table before this migration.
  await db.schema
    .alterTable('analytics_events')
    .addCheckConstraint('analytics_events_name', sql`name in ('success', 'failure', 'pageview')`)
    .execute();
  // The admin's counts per name, and a clean-up by age later, read this index rather than every event.
  await db.schema
    .createIndex('analytics_events_name_created_idx')
    .on('analytics_events')
    .columns(['name', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('analytics_events_name_created_idx').execute();
  await db.schema.alterTable('analytics_events').dropConstraint('analytics_events_name').execute();
}
