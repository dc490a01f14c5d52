import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEgcCode } from '../../platform/egc-codes/egc-code-columns';
import { openText } from '../../platform/egc-codes/egc-code-seal';
import { TEST_EGC_CODE_KEYS } from '../../testing/egc-code-keys';
import { type OpenDatabase, openPglite } from '../database';
import { migrationsWith } from './index';

// Decision 0170: a database from before 0014, with clear codes and a clear eGC message, comes out of the migration
// with every code sealed, its digest and last four beside it, the clear column gone and the message sealed; down
// brings the clear codes back (with the key).

const CODES = ['EGC-K7QD-P2XM', 'EGC-22AB-CD34'];

describe('migration 0014: eGC codes sealed at rest', () => {
  let database: OpenDatabase;
  let migrator: Migrator;

  beforeAll(async () => {
    database = await openPglite();
    migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrationsWith(TEST_EGC_CODE_KEYS) },
    });
    const before = await migrator.migrateTo('0013-insider-controls');
    expect(before.error).toBeUndefined();
    // Rows as an earlier version wrote them; the foreign keys are not what this is about (PGlite is superuser).
    await database.db.connection().execute(async (connection) => {
      await sql`set session_replication_role = replica`.execute(connection);
      for (const [index, code] of CODES.entries()) {
        await sql`insert into order_items (order_id, denomination_id, merchant_name, value_centavos, egc_code, created_at)
          values (${index + 1}, 1, 'Circuit Hub', 50000, ${code}, now())`.execute(connection);
      }
      await sql`insert into outbox (channel, recipient, subject, body, created_at, next_attempt_at)
        values ('sms', '09171234567', '', ${`Circuit Hub P500.00 eGC: ${CODES[0]}`}, now(), now()),
               ('sms', '09171234567', '', 'Your verification code is 1234.', now(), now())`.execute(connection);
      await sql`set session_replication_role = origin`.execute(connection);
    });
  }, 120_000);
  afterAll(async () => database?.close());

  it('seals each code, keeps its digest and last four, drops the clear column, and seals the eGC message only', async () => {
    const result = await migrator.migrateToLatest();
    expect(result.error).toBeUndefined();
    const items = await database.db.selectFrom('order_items').selectAll().orderBy('id').execute();
    expect(items.map((item) => openEgcCode(TEST_EGC_CODE_KEYS, item.egc_code_sealed))).toEqual(CODES);
    expect(items.map((item) => item.egc_code_last4)).toEqual(['P2XM', 'CD34']);
    expect(new Set(items.map((item) => item.egc_code_digest)).size).toBe(2);
    expect('egc_code' in (items[0] ?? {})).toBe(false);
    const outbox = await database.db.selectFrom('outbox').select(['body', 'body_sealed']).orderBy('id').execute();
    expect(outbox.map((row) => row.body_sealed)).toEqual([true, false]);
    expect(openText(TEST_EGC_CODE_KEYS, outbox[0]?.body ?? '', 'outbox-body')).toContain(CODES[0]);
    expect(outbox[1]?.body).toBe('Your verification code is 1234.');
    const text = (await sql<{ row: string }>`select t::text as row from order_items t`.execute(database.db)).rows;
    for (const code of CODES) expect(JSON.stringify(text)).not.toContain(code);
  });

  it('down brings the clear codes and bodies back', async () => {
    // Down to the migration before 0014, whatever later migrations were added since.
    const result = await migrator.migrateTo('0013-insider-controls');
    expect(result.error).toBeUndefined();
    const rows = await sql<{ egc_code: string }>`select egc_code from order_items order by id`.execute(database.db);
    expect(rows.rows.map((row) => row.egc_code)).toEqual(CODES);
    const bodies = await sql<{ body: string }>`select body from outbox order by id`.execute(database.db);
    expect(bodies.rows[0]?.body).toContain(CODES[0]);
  });
});
