import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import type { OpenDatabase } from './database';

describe.each(TEST_DATABASE_KINDS)('migrations on %s (docs/product §3: the whole data model)', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  it('creates every table of docs/architecture.md §4', async () => {
    const tables = await database.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    for (const table of [
      'campaigns',
      'cardholders',
      'otp_challenges',
      'sessions',
      'transactions',
      'merchant_categories',
      'merchants',
      'denominations',
      'main_claims',
      'credit_ledger',
      'orders',
      'order_items',
      'bonus_claims',
      'outbox',
      'idempotency_keys',
      'admins',
      'edit_history',
      'captcha_replays',
      'analytics_events',
      'egc_status_events',
      'provider_webhook_replays',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('enforces one accumulated tier claim per cardholder in the database (spec §1)', async () => {
    const { db } = database;
    await db.insertInto('campaigns').values({ id: 1, config: '{}' }).execute();
    const cardholder = await db
      .insertInto('cardholders')
      .values({ campaign_id: 1, promo_code: 'ABCDEFGH', customer_no: '1', card_type_id: 1, status: 'registered' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const claim = {
      cardholder_id: cardholder.id,
      threshold_centavos: 7_500_000,
      reward_centavos: 150_000,
      credits_expire_at: new Date('2030-01-01T00:00:00Z'),
    };
    await db.insertInto('main_claims').values(claim).execute();
    await expect(db.insertInto('main_claims').values(claim).execute()).rejects.toThrow(/unique|duplicate/i);
    const { count } = await db
      .selectFrom('main_claims')
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });
});
