import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { DEMO_CATEGORIES } from '../db/seed/demo-catalogue';
import { fixedKeyRing } from '../platform/keys/key-ring';
import { TEST_SECRET } from '../testing/test-app';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';
import { validateDueRegistrations } from './after-registration';

const DELAY_MS = 10 * 60_000;

describe.each(TEST_DATABASE_KINDS)('registering a pending code evaluates its bonus rounds on %s', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedTestDemo(database.db);
  });
  afterAll(async () => database.close());

  it('spend in 5 categories imported while pending earns the generic bonus record when the code is registered', async () => {
    const { id } = await database.db
      .selectFrom('cardholders')
      .where('promo_code', '=', 'PENDING1')
      .select('id')
      .executeTakeFirstOrThrow();
    const registeredAt = new Date(TEST_NOW.getTime() + DELAY_MS);
    await database.db
      .insertInto('transactions')
      .values(
        DEMO_CATEGORIES.slice(0, 5).map((category, index) => ({
          cardholder_id: id,
          reference_no: `TXN-PENDING1-${index}`,
          transaction_at: registeredAt,
          value_centavos: 100_000,
          mcc_id: category.mccId,
        })),
      )
      .execute();

    const registered = await validateDueRegistrations(database.db, registeredAt, DELAY_MS, undefined, {
      keys: fixedKeyRing(TEST_SECRET),
      origin: 'https://promo.example.com',
    });

    expect(registered.map((each) => each.id)).toEqual([id]);
    const records = await database.db
      .selectFrom('transactions')
      .where('cardholder_id', '=', id)
      .where('bonus_kind', 'is not', null)
      .select('bonus_kind')
      .execute();
    expect(records.map((record) => record.bonus_kind)).toEqual(['generic']);
  });
});
