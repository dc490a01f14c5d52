import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Money is integer centavos; every timestamp is timestamptz.

const createdAt = sql`now()`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('cardholders')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('promo_code', 'text', (c) => c.notNull())
    .addColumn('customer_no', 'text', (c) => c.notNull())
    .addColumn('mobile_no', 'text')
    .addColumn('email_address', 'text')
    .addColumn('card_type_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('issued', 'pending', 'registered', 'blocked')`),
    )
    .addColumn('pending_since', 'timestamptz')
    .addColumn('registered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addUniqueConstraint('cardholders_campaign_promo_code_key', ['campaign_id', 'promo_code'])
    .execute();
  await db.schema
    .createIndex('cardholders_customer_no_idx')
    .on('cardholders')
    .columns(['campaign_id', 'customer_no'])
    .execute();
  await db.schema
    .createIndex('cardholders_status_idx')
    .on('cardholders')
    .columns(['status', 'pending_since'])
    .execute();

  await db.schema
    .createTable('otp_challenges')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().references('cardholders.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'timestamptz')
    .addColumn('dead_at', 'timestamptz')
    .addColumn('login_token_hash', 'text', (c) => c.unique())
    .addColumn('login_token_expires_at', 'timestamptz')
    .addColumn('login_token_used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema
    .createIndex('otp_challenges_cardholder_idx')
    .on('otp_challenges')
    .columns(['cardholder_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('login_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().references('cardholders.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('admin_login_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('succeeded', 'boolean', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cardholder', 'admin')`))
    .addColumn('cardholder_id', 'integer', (c) => c.references('cardholders.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint(
      'sessions_subject_check',
      sql`(kind = 'cardholder' and cardholder_id is not null) or (kind = 'admin' and admin_id is not null)`,
    )
    .execute();

  await db.schema
    .createTable('merchant_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('mcc_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('color', 'text')
    .addUniqueConstraint('merchant_categories_campaign_mcc_key', ['campaign_id', 'mcc_id'])
    .execute();

  await db.schema
    .createTable('merchants')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('category_id', 'integer', (c) => c.references('merchant_categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('locations_url', 'text')
    .addColumn('is_for_platinum_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('reward_lists', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();

  await db.schema
    .createTable('denominations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('value_centavos', 'integer', (c) => c.notNull().check(sql`value_centavos > 0`))
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().references('cardholders.id').onDelete('cascade'))
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('transaction_at', 'timestamptz', (c) => c.notNull())
    .addColumn('posted_at', 'timestamptz')
    .addColumn('expiry_at', 'timestamptz')
    .addColumn('value_centavos', 'integer', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('mcc_id', 'integer')
    .addColumn('location', 'text')
    // Set on bonus records (BONUS… references, spec §3): one per cardholder and round.
    .addColumn('bonus_kind', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema
    .createIndex('transactions_cardholder_time_idx')
    .on('transactions')
    .columns(['cardholder_id', 'transaction_at desc'])
    .execute();
  await sql`create unique index transactions_bonus_record_key on transactions (cardholder_id, bonus_kind) where bonus_kind is not null`.execute(
    db,
  );

  await db.schema
    .createTable('main_claims')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // One accumulated tier reward per cardholder (spec §1), enforced here, not only in code.
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().unique().references('cardholders.id').onDelete('cascade'))
    .addColumn('threshold_centavos', 'integer', (c) => c.notNull())
    .addColumn('reward_centavos', 'integer', (c) => c.notNull())
    .addColumn('credits_expire_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().references('cardholders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('main', 'bonus')`))
    .addColumn('client_reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('bonus_transaction_id', 'integer', (c) => c.unique().references('transactions.id'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resendable_after', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema
    .createIndex('orders_cardholder_idx')
    .on('orders')
    .columns(['cardholder_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('denomination_id', 'integer', (c) => c.notNull().references('denominations.id'))
    .addColumn('merchant_name', 'text', (c) => c.notNull())
    .addColumn('value_centavos', 'integer', (c) => c.notNull())
    .addColumn('egc_code', 'text', (c) => c.notNull().unique())
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(43).check(sql`status_id in (43, 44)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('bonus_claims')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().references('cardholders.id').onDelete('cascade'))
    // Once per bonus record (docs/product §4), enforced by the database.
    .addColumn('bonus_transaction_id', 'integer', (c) => c.notNull().unique().references('transactions.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().references('cardholders.id').onDelete('cascade'))
    .addColumn('delta_centavos', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('tier_claim', 'redemption')`))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema.createIndex('credit_ledger_cardholder_idx').on('credit_ledger').column('cardholder_id').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachment_name', 'text')
    .addColumn('attachment', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema.createIndex('outbox_unsent_idx').on('outbox').columns(['sent_at', 'id']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['subject', 'key'])
    .execute();

  await db.schema
    .createTable('edit_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().references('cardholders.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
    .addColumn('modified_by', 'text', (c) => c.notNull())
    .addColumn('from_email_address', 'text')
    .addColumn('from_mobile_no', 'text')
    .addColumn('to_email_address', 'text')
    .addColumn('to_mobile_no', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema
    .createIndex('edit_history_cardholder_idx')
    .on('edit_history')
    .columns(['cardholder_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('report_jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('error', 'text')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('captcha_replays')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb')
    .addColumn('cardholder_id', 'integer', (c) => c.references('cardholders.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'analytics_events',
    'captcha_replays',
    'report_jobs',
    'edit_history',
    'idempotency_keys',
    'outbox',
    'credit_ledger',
    'bonus_claims',
    'order_items',
    'orders',
    'main_claims',
    'transactions',
    'denominations',
    'merchants',
    'merchant_categories',
    'sessions',
    'admin_login_attempts',
    'admins',
    'login_links',
    'otp_challenges',
    'cardholders',
    'campaigns',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
