import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Admin accounts a bank's security team accepts (decisions 0120–0123 and 0126): a role per admin, a disabled
// flag, a TOTP second factor with single-use recovery codes, the sign-in throttle per account and client, and an
// append-only audit trail the database itself refuses to change.

export async function up(db: Kysely<any>): Promise<void> {
  // Decision 0120: every admin that existed before roles could do everything, so they become owners.
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (c) =>
      c.notNull().defaultTo('owner').check(sql`role in ('viewer', 'support', 'reports', 'owner')`),
    )
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_last_step', 'bigint')
    .execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('admin_recovery_codes_admin_idx').on('admin_recovery_codes').column('admin_id').execute();

  // Decision 0123: failures are counted per e-mail (known or not) and client together.
  await db.schema
    .createTable('admin_sign_in_throttle')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_sign_in_throttle_pk', ['email', 'client'])
    .execute();

  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
    .addColumn('admin_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('cardholder_id', 'integer', (c) => c.references('cardholders.id'))
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('client_address', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('admin_audit_at_idx').on('admin_audit').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('admin_audit_cardholder_idx')
    .on('admin_audit')
    .columns(['cardholder_id', 'at'])
    .execute();
  // Decision 0121: append-only in the database, whoever connects: updates, deletes and truncation raise.
  await sql`
    create function admin_audit_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'admin_audit is append-only: % refused', tg_op;
    end
    $$`.execute(db);
  await sql`
    create trigger admin_audit_no_update_delete before update or delete on admin_audit
    for each row execute function admin_audit_refuse_change()`.execute(db);
  await sql`
    create trigger admin_audit_no_truncate before truncate on admin_audit
    for each statement execute function admin_audit_refuse_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit').execute();
  await sql`drop function admin_audit_refuse_change()`.execute(db);
  await db.schema.dropTable('admin_sign_in_throttle').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema
    .alterTable('admins')
    .dropColumn('totp_last_step')
    .dropColumn('totp_pending_secret')
    .dropColumn('totp_secret')
    .dropColumn('disabled_at')
    .dropColumn('role')
    .execute();
}
