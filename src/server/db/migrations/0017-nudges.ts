import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Decisions 0200–0205 (decision 0200, nudges):
// - 0200: a push is an outbox message of its own channel, 'push', one row per subscription; the VAPID key pair is
//   made once and kept here, shared by every instance;
// - 0201: a browser's push subscription, its endpoint one of PUSH_ENDPOINTS' origins (checked before it is kept);
// - 0202: each moment is sent once per cardholder: its (cardholder, moment, key) row is written in the transaction
//   that writes its messages, and a second writer finds it there;
// - 0203, 0204: the kinds a cardholder turned off, and when they last said no to the ask.

export async function up(db: Kysely<any>): Promise<void> {
  // The constraint PostgreSQL named when 0001 wrote `channel in ('sms', 'email')` inline.
  await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
  await sql`alter table outbox add constraint outbox_channel_check check (channel in ('sms', 'email', 'push'))`.execute(
    db,
  );

  await db.schema
    .createTable('push_vapid_keys')
    // One row: the key pair every instance signs with.
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().references('cardholders.id').onDelete('cascade'))
    // One browser's subscription belongs to whoever signed in on it last.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_cardholder_idx')
    .on('push_subscriptions')
    .column('cardholder_id')
    .execute();

  await db.schema
    .createTable('nudge_settings')
    .addColumn('cardholder_id', 'integer', (c) => c.primaryKey().references('cardholders.id').onDelete('cascade'))
    .addColumn('progress', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('egcs', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('expiry', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('refused_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('nudge_moments')
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().references('cardholders.id').onDelete('cascade'))
    .addColumn('moment', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('nudge_moments_pkey', ['cardholder_id', 'moment', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('nudge_moments').execute();
  await db.schema.dropTable('nudge_settings').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('push_vapid_keys').execute();
  await db.deleteFrom('outbox').where('channel', '=', 'push').execute();
  await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
  await sql`alter table outbox add constraint outbox_channel_check check (channel in ('sms', 'email'))`.execute(db);
}
