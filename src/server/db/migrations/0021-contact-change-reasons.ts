import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Decision 0218: a contact change carries the reason the admin gave, from the request (admin_approvals) to the
// change that took effect (edit_history); and a cardholder's mobile is kept in one form, +639XXXXXXXXX. Mobiles an
// edit stored as typed (09… or 639…) are rewritten, in the waiting requests too, so a request's "from" still
// matches the cardholder it describes.

const PH_MOBILE_AS_TYPED = '^(0|63)9[0-9]{9}$';

/** '09171234567' and '639171234567' become '+639171234567'; any other value is left as it is. */
const toE164 = (table: string, column: string) =>
  sql`update ${sql.table(table)} set ${sql.ref(column)} = '+63' || right(${sql.ref(column)}, 10)
      where ${sql.ref(column)} ~ ${PH_MOBILE_AS_TYPED}`;

const MOBILE_COLUMNS = [
  ['cardholders', 'mobile_no'],
  ['admin_approvals', 'from_mobile_no'],
  ['admin_approvals', 'to_mobile_no'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_approvals').addColumn('reason', 'text').execute();
  await db.schema.alterTable('edit_history').addColumn('reason', 'text').execute();
  for (const [table, column] of MOBILE_COLUMNS) await toE164(table, column).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('edit_history').dropColumn('reason').execute();
  await db.schema.alterTable('admin_approvals').dropColumn('reason').execute();
}
