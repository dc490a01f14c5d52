import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDEEM_REFUSAL } from '../../domain/redeem-refusals';
import { type CatalogueEntry, loadCatalogueEntries } from '../campaign/catalogue.repository';
import type { OpenDatabase } from '../db/database';
import { TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';
import { handleMainRedeem } from './redeem.handler';

describe.each(TEST_DATABASE_KINDS)('main redeem on %s (spec §4, §5; decision 0011)', (kind) => {
  let database: OpenDatabase;
  let campaignId: number;
  let catalogue: CatalogueEntry[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    campaignId = (await seedTestDemo(database.db)).campaignId;
    catalogue = (await loadCatalogueEntries(database.db, campaignId)).filter((entry) => entry.lists.includes('main'));
  });
  afterAll(async () => database.close());

  const idOf = async (promoCode: string) =>
    (
      await database.db
        .selectFrom('cardholders')
        .where('promo_code', '=', promoCode)
        .select('id')
        .executeTakeFirstOrThrow()
    ).id;
  const regular = () => {
    const entry = catalogue.find((each) => each.isAvailable && !each.isForPlatinumOnly && each.value === 500);
    if (!entry) throw new Error('no regular P500 reward in the seed');
    return entry;
  };
  const reward = (entry: CatalogueEntry, quantity: number) => ({
    merchant: { id: entry.merchantID },
    denomination: { id: entry.denominationID },
    quantity,
  });
  const count = async (table: 'main_claims' | 'orders' | 'outbox', cardholderId?: number) => {
    let query = database.db.selectFrom(table).select(sql<number>`count(*)`.as('n'));
    if (cardholderId !== undefined && table !== 'outbox') query = query.where('cardholder_id', '=', cardholderId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const balance = async (cardholderId: number) =>
    Number(
      (
        await database.db
          .selectFrom('credit_ledger')
          .where('cardholder_id', '=', cardholderId)
          .select(sql<number>`coalesce(sum(delta_centavos), 0)`.as('b'))
          .executeTakeFirstOrThrow()
      ).b,
    );

  it('50 concurrent claims for one cardholder make exactly one tier claim and never overspend', async () => {
    const cardholderId = await idOf('SPEND118');
    const outboxBefore = await count('outbox');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        handleMainRedeem(database.db, {
          cardholderId,
          campaignId,
          rewards: [reward(regular(), 1)],
          idempotencyKey: randomUUID(),
          now: TEST_NOW,
          egcCodeKeys: TEST_EGC_CODE_KEYS,
        }),
      ),
    );
    const statuses = answers.map((answer) => (answer.kind === 'answer' ? answer.statusId : -99));
    // P1,500 tier: three P500 eGCs fit, the rest are refused as over the balance (7).
    expect(statuses.filter((status) => status === 0)).toHaveLength(3);
    expect(statuses.filter((status) => status === REDEEM_REFUSAL.maximumRedemption)).toHaveLength(47);
    expect(await count('main_claims', cardholderId)).toBe(1);
    expect(await count('orders', cardholderId)).toBe(3);
    expect(await balance(cardholderId)).toBe(0);
    expect(await count('outbox')).toBeGreaterThan(outboxBefore);
  });

  it('replays with one Idempotency-Key make one order and answer the first answer', async () => {
    const cardholderId = await idOf('CLAIMED1');
    const ordersBefore = await count('orders', cardholderId);
    const input = {
      cardholderId,
      campaignId,
      rewards: [reward(regular(), 1)],
      idempotencyKey: 'key-claimed1-1',
      now: TEST_NOW,
      egcCodeKeys: TEST_EGC_CODE_KEYS,
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => handleMainRedeem(database.db, input)));
    const orderIds = new Set(answers.map((answer) => (answer.kind === 'answer' ? answer.orderID : null)));
    expect(orderIds.size).toBe(1);
    expect(await count('orders', cardholderId)).toBe(ordersBefore + 1);
    const reused = await handleMainRedeem(database.db, { ...input, rewards: [reward(regular(), 2)] });
    expect(reused.kind).toBe('idempotencyMismatch');
  });

  it('refuses a premium-only reward to a regular card and gives it to a premium card', async () => {
    const premium = catalogue.find((entry) => entry.isForPlatinumOnly && entry.isAvailable);
    if (!premium) throw new Error('no premium reward in the seed');
    const refused = await handleMainRedeem(database.db, {
      cardholderId: await idOf('SPEND200'),
      campaignId,
      rewards: [reward(premium, 1)],
      idempotencyKey: randomUUID(),
      now: TEST_NOW,
      egcCodeKeys: TEST_EGC_CODE_KEYS,
    });
    expect(refused).toEqual({ kind: 'answer', statusId: REDEEM_REFUSAL.premiumOnly, orderID: null, replayed: false });
    // A refusal changes nothing: the tier is not locked by a refused first claim.
    expect(await count('main_claims', await idOf('SPEND200'))).toBe(0);
    const accepted = await handleMainRedeem(database.db, {
      cardholderId: await idOf('PREMIUM7'),
      campaignId,
      rewards: [reward(premium, 1)],
      idempotencyKey: randomUUID(),
      now: TEST_NOW,
      egcCodeKeys: TEST_EGC_CODE_KEYS,
    });
    expect(accepted).toMatchObject({ kind: 'answer', statusId: 0 });
  });

  it('refuses unavailable rewards, spend below the lowest goal and expired credits', async () => {
    const unavailable = (await loadCatalogueEntries(database.db, campaignId)).find((entry) => !entry.isAvailable);
    if (!unavailable) throw new Error('no unavailable reward in the seed');
    // Decision 0152: every claim carries a key of its own.
    const base = () => ({ campaignId, idempotencyKey: randomUUID(), now: TEST_NOW, egcCodeKeys: TEST_EGC_CODE_KEYS });
    expect(
      await handleMainRedeem(database.db, {
        ...base(),
        cardholderId: await idOf('PREMIUM7'),
        rewards: [reward(unavailable, 1)],
      }),
    ).toMatchObject({ statusId: REDEEM_REFUSAL.unavailable });
    expect(
      await handleMainRedeem(database.db, {
        ...base(),
        cardholderId: await idOf('SPEND042'),
        rewards: [reward(regular(), 1)],
      }),
    ).toMatchObject({ statusId: REDEEM_REFUSAL.belowLowestGoal });
    expect(
      await handleMainRedeem(database.db, {
        ...base(),
        cardholderId: await idOf('EXPIRED1'),
        rewards: [reward(regular(), 1)],
      }),
    ).toMatchObject({ statusId: REDEEM_REFUSAL.creditsExpired });
    expect(
      await handleMainRedeem(database.db, { ...base(), cardholderId: await idOf('PREMIUM7'), rewards: [] }),
    ).toMatchObject({ statusId: REDEEM_REFUSAL.invalidSelection });
  });
});
