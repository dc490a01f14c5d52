import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// What keeps one insider, or one guesser, from taking a cardholder's rewards or an admin's account:
// - decision 0184: second-factor enrolment only through a one-time link an owner (or the command line) issues;
// - decision 0186: a daily ceiling on an account's failed sign-ins, counted from the attempts log by e-mail and time,
//   and the moment it was last reached (its alert goes out once per trip);
// - decisions 0187 and 0188: an admin's contact change, and a resend within the cooling-off after one, wait for a
//   second admin's approval;
// - decision 0182: revoking every session of one admin finds them by an index.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_enrolment_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    // The owner who issued it; null when the command line or the seed did.
    .addColumn('issued_by', 'integer', (c) => c.references('admins.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('admin_enrolment_links_admin_idx')
    .on('admin_enrolment_links')
    .column('admin_id')
    .execute();

  await db.schema
    .createTable('admin_sign_in_ceiling')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('reached_at', 'timestamptz')
    // A new password (`npm run admin:create`) lifts the ceiling: failures before it no longer count.
    .addColumn('counted_from', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('admin_login_attempts_email_idx')
    .on('admin_login_attempts')
    .columns(['email', 'created_at'])
    .execute();

  await db.schema
    .createTable('admin_approvals')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('contact-change', 'resend')`))
    .addColumn('cardholder_id', 'integer', (c) => c.notNull().references('cardholders.id').onDelete('cascade'))
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('requested_by_email', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    // A contact change: the contact when it was asked for, and the one asked for.
    .addColumn('from_email_address', 'text')
    .addColumn('from_mobile_no', 'text')
    .addColumn('to_email_address', 'text')
    .addColumn('to_mobile_no', 'text')
    // A resend: the order whose eGCs go again.
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected', 'superseded')`),
    )
    .addColumn('decided_by', 'integer', (c) => c.references('admins.id'))
    .addColumn('decided_by_email', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint(
      'admin_approvals_kind_fields',
      sql`(kind = 'contact-change' and to_email_address is not null and to_mobile_no is not null and order_id is null)
        or (kind = 'resend' and order_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('admin_approvals_pending_idx')
    .on('admin_approvals')
    .columns(['status', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('admin_approvals_cardholder_idx')
    .on('admin_approvals')
    .columns(['cardholder_id', 'requested_at'])
    .execute();

  await db.schema.createIndex('sessions_admin_idx').on('sessions').column('admin_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_admin_idx').execute();
  await db.schema.dropTable('admin_approvals').execute();
  await db.schema.dropIndex('admin_login_attempts_email_idx').execute();
  await db.schema.dropTable('admin_sign_in_ceiling').execute();
  await db.schema.dropTable('admin_enrolment_links').execute();
}
