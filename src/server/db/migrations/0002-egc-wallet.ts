import { type Kysely, sql } from 'kysely';

// The eGC wallet and the provider's status reports (decisions 0080-0082). Frozen once shipped; runs on PostgreSQL 15
// and PGlite 18 (numbers 0003 and 0004 are taken by other work).

const createdAt = sql`now()`;

export async function up(db: Kysely<any>): Promise<void> {
  // The merchant's till scans a Code 128 barcode or a QR code: the catalogue says which.
  await db.schema
    .alterTable('merchants')
    .addColumn('barcode_format', 'text', (c) =>
      c.notNull().defaultTo('code128').check(sql`barcode_format in ('code128', 'qr')`),
    )
    .execute();

  // When the provider reported the eGC used, and the provider's time of the last status it applied: an event
  // older than that is stale and changes nothing, so events may arrive twice or out of order.
  await db.schema.alterTable('order_items').addColumn('used_at', 'timestamptz').execute();
  await db.schema.alterTable('order_items').addColumn('status_reported_at', 'timestamptz').execute();
  await db.schema
    .alterTable('order_items')
    .addCheckConstraint('order_items_used_at_when_used', sql`used_at is null or status_id = 44`)
    .execute();

  // Every status event about a known eGC, applied or not: the audit of what the provider told us and when.
  await db.schema
    .createTable('egc_status_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('redeemed', 'active')`))
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('webhook', 'file')`))
    .addColumn('applied', 'boolean', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema.createIndex('egc_status_events_item_idx').on('egc_status_events').column('order_item_id').execute();

  // Signatures of webhook requests already accepted, kept for the replay window: an exact replay is refused.
  await db.schema
    .createTable('provider_webhook_replays')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('provider_webhook_replays').ifExists().execute();
  await db.schema.dropTable('egc_status_events').ifExists().execute();
  await db.schema.alterTable('order_items').dropConstraint('order_items_used_at_when_used').ifExists().execute();
  await db.schema.alterTable('order_items').dropColumn('status_reported_at').execute();
  await db.schema.alterTable('order_items').dropColumn('used_at').execute();
  await db.schema.alterTable('merchants').dropColumn('barcode_format').execute();
}
