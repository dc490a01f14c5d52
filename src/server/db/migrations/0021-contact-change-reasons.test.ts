import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_EGC_CODE_KEYS } from '../../testing/egc-code-keys';
import { type OpenDatabase, openPglite } from '../database';
import { migrationsWith } from './index';

// Decision 0218: a database from before 0021, whose contact edits stored mobiles as typed, comes out of the migration
// with every Philippine mobile in E.164, in the cardholders and in both sides of the approval requests (so a waiting
// request still matches its cardholder); anything else is left as it was; the reason columns are added.

const TYPED = ['09171234567', '639171234568', '+639171234569', null, '0917-bad'];

describe('migration 0021: contact change reasons, mobiles in E.164', () => {
  let database: OpenDatabase;
  let migrator: Migrator;

  beforeAll(async () => {
    database = await openPglite();
    migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrationsWith(TEST_EGC_CODE_KEYS) },
    });
    const before = await migrator.migrateTo('0018-sign-in-failures-by-address');
    expect(before.error).toBeUndefined();
    // Rows as an earlier version wrote them; the foreign keys are not what this is about (PGlite is superuser).
    await database.db.connection().execute(async (connection) => {
      await sql`set session_replication_role = replica`.execute(connection);
      for (const [index, mobile] of TYPED.entries()) {
        await sql`insert into cardholders (campaign_id, promo_code, customer_no, mobile_no, card_type_id, status)
          values (1, ${`MOBILE0${index}`}, ${`70000${index}`}, ${mobile}, 1, 'registered')`.execute(connection);
      }
      await sql`insert into admins (id, email, password_hash, role, created_at)
        values (1, 'support@demo.local', 'x', 'support', now())`.execute(connection);
      await sql`insert into admin_approvals (kind, cardholder_id, requested_by, requested_by_email, requested_at,
          from_mobile_no, to_email_address, to_mobile_no)
        values ('contact-change', 1, 1, 'support@demo.local', now(), '09171234567', 'new@demo.local', '639998887777')`.execute(
        connection,
      );
      await sql`set session_replication_role = origin`.execute(connection);
    });
  }, 120_000);
  afterAll(async () => database?.close());

  it('rewrites each Philippine mobile as +639…, leaves the rest, and adds the reason columns', async () => {
    const result = await migrator.migrateToLatest();
    expect(result.error).toBeUndefined();
    const cardholders = await database.db.selectFrom('cardholders').select('mobile_no').orderBy('promo_code').execute();
    expect(cardholders.map((row) => row.mobile_no)).toEqual([
      '+639171234567',
      '+639171234568',
      '+639171234569',
      null,
      '0917-bad',
    ]);
    const approval = await database.db
      .selectFrom('admin_approvals')
      .select(['from_mobile_no', 'to_mobile_no', 'reason'])
      .executeTakeFirstOrThrow();
    expect(approval).toEqual({ from_mobile_no: '+639171234567', to_mobile_no: '+639998887777', reason: null });
    const history = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'edit_history' and column_name = 'reason'`.execute(database.db);
    expect(history.rows).toEqual([{ column_name: 'reason' }]);
  });
});
