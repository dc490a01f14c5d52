import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// What several instances on one database share (decisions 0090–0094): the outbox's lanes, leases and
// failed messages; the signing keys; the rate-limit windows; the report jobs' leases.

/** Decision 0090: the attempts after which the dispatcher of migration 0001 had given a message up. */
const GIVEN_UP_ATTEMPTS = 10;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('priority', 'text', (c) =>
      c.notNull().defaultTo('standard').check(sql`priority in ('one-time-code', 'standard')`),
    )
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .execute();
  // The old dispatcher dropped these silently; now they are failed messages an operator can see and re-drive.
  await db
    .updateTable('outbox')
    .set({ failed_at: sql`now()` })
    .where('sent_at', 'is', null)
    .where('attempts', '>=', GIVEN_UP_ATTEMPTS)
    .execute();
  await db.schema.dropIndex('outbox_unsent_idx').execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['channel', 'priority', 'next_attempt_at', 'id'])
    .where(sql.ref('sent_at'), 'is', null)
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('outbox_failed_idx')
    .on('outbox')
    .column('id')
    .where(sql.ref('failed_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('generation', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('activates_at', 'timestamptz', (c) => c.notNull())
    .addColumn('retires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('limit_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', sql`bigint[]`, (c) => c.notNull())
    .addColumn('admitted', 'boolean', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('limit_windows_expires_idx').on('limit_windows').column('expires_at').execute();

  await db.schema.alterTable('report_jobs').addColumn('lease_until', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('report_jobs').dropColumn('lease_until').execute();
  await db.schema.dropTable('limit_windows').execute();
  await db.schema.dropTable('signing_keys').execute();
  await db.schema.dropIndex('outbox_failed_idx').execute();
  await db.schema.dropIndex('outbox_due_idx').execute();
  await db.schema.createIndex('outbox_unsent_idx').on('outbox').columns(['sent_at', 'id']).execute();
  await db.schema
    .alterTable('outbox')
    .dropColumn('failed_at')
    .dropColumn('lease_until')
    .dropColumn('lease_owner')
    .dropColumn('next_attempt_at')
    .dropColumn('priority')
    .execute();
}
