import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDEEM_REFUSAL } from '../../domain/redeem-refusals';
import type { BonusKind } from '../../domain/transactions';
import { evaluateBonusRecords } from '../bonus/bonus-evaluation';
import { type CatalogueEntry, loadCatalogueEntries } from '../campaign/catalogue.repository';
import type { OpenDatabase } from '../db/database';
import { insertCraftedCardholders, manilaAt } from '../testing/crafted-cardholders';
import { TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';
import { handleBonusRedeem } from './bonus-redeem.handler';

const NOT_ALLOWED = REDEEM_REFUSAL.bonusNotAllowed;

describe.each(TEST_DATABASE_KINDS)('bonus redeem on %s (spec §4, §5, §7; docs/product §4)', (kind) => {
  let database: OpenDatabase;
  let campaignId: number;
  let catalogue: CatalogueEntry[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    campaignId = (await seedTestDemo(database.db)).campaignId;
    catalogue = await loadCatalogueEntries(database.db, campaignId);
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
  const recordOf = async (promoCode: string, bonusKind: BonusKind) =>
    (
      await database.db
        .selectFrom('transactions')
        .where('cardholder_id', '=', await idOf(promoCode))
        .where('bonus_kind', '=', bonusKind)
        .select('id')
        .executeTakeFirstOrThrow()
    ).id;
  const entry = (name: string) => {
    const found = catalogue.find((each) => each.name === name);
    if (!found) throw new Error(`no ${name} in the seed`);
    return found;
  };
  const reward = (name: string) => [
    { merchant: { id: entry(name).merchantID }, denomination: { id: entry(name).denominationID }, quantity: 1 },
  ];
  const redeem = async (promoCode: string, token: number, merchant: string, extra: { key?: string; now?: Date } = {}) =>
    handleBonusRedeem(database.db, {
      cardholderId: await idOf(promoCode),
      campaignId,
      token,
      rewards: reward(merchant),
      idempotencyKey: extra.key ?? randomUUID(),
      now: extra.now ?? TEST_NOW,
      egcCodeKeys: TEST_EGC_CODE_KEYS,
    });
  const count = async (table: 'orders' | 'bonus_claims', recordId: number) =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .where('bonus_transaction_id', '=', recordId)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A cardholder at P75,000 (the minimum tier) in five categories, with the generic record it earns. */
  const genericRecordFor = async (code: string) => {
    const ids = await insertCraftedCardholders(database.db, campaignId, [
      {
        code,
        registeredAt: manilaAt('2026-01-01', '08:30:00'),
        spends: [5411, 5812, 5541, 5311, 4511].map((mccId) => ({
          at: manilaAt('2026-10-01', '12:00:00'),
          pesos: 15_000,
          mccId,
        })),
      },
    ]);
    await evaluateBonusRecords(database.db, { campaignId, now: TEST_NOW, cardholderIds: [...ids.values()] });
    return recordOf(code, 'generic');
  };

  it('20 concurrent bonus redeems on one record make exactly one order and one bonus claim (once per record)', async () => {
    const token = await recordOf('FIVECATS', 'generic');
    const outboxBefore = (await database.db.selectFrom('outbox').select('id').execute()).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => redeem('FIVECATS', token, 'Harvest Fresh Market')),
    );
    const statuses = answers.map((answer) => (answer.kind === 'answer' ? answer.statusId : -99));
    expect(statuses.filter((status) => status === 0)).toHaveLength(1);
    expect(statuses.filter((status) => status === NOT_ALLOWED)).toHaveLength(19);
    expect(await count('orders', token)).toBe(1);
    expect(await count('bonus_claims', token)).toBe(1);
    // spec §7: the eGC goes out by SMS and e-mail (FIVECATS has both), from the same transaction.
    expect((await database.db.selectFrom('outbox').select('id').execute()).length).toBe(outboxBefore + 2);
    const order = await database.db
      .selectFrom('orders')
      .where('bonus_transaction_id', '=', token)
      .select(['client_reference_no', 'kind'])
      .executeTakeFirstOrThrow();
    expect(order.kind).toBe('bonus');
    expect(order.client_reference_no).toMatch(/^BONUS-\d+$/);
  });

  it('replays with one Idempotency-Key answer the first order; the key with another body is refused', async () => {
    const token = await recordOf('EIGHTCAT', 'extraThree');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeem('EIGHTCAT', token, 'Kusina Grill', { key: 'eightcat-extra-three-1' })),
    );
    const orderIds = new Set(answers.map((answer) => (answer.kind === 'answer' ? answer.orderID : null)));
    expect(orderIds.size).toBe(1);
    expect([...orderIds][0]).toEqual(expect.any(Number));
    expect(await count('orders', token)).toBe(1);
    const reused = await redeem('EIGHTCAT', token, 'Harvest Fresh Market', { key: 'eightcat-extra-three-1' });
    expect(reused.kind).toBe('idempotencyMismatch');
    const order = await database.db
      .selectFrom('orders')
      .where('bonus_transaction_id', '=', token)
      .select('client_reference_no')
      .executeTakeFirstOrThrow();
    expect(order.client_reference_no).toMatch(/^BONUS3-\d+$/);
  });

  it('spec §5: a premium-only reward is refused on a regular card (4302); a regular one is given', async () => {
    const token = await recordOf('EIGHTCAT', 'generic');
    expect(await redeem('EIGHTCAT', token, 'Island Air')).toEqual({
      kind: 'answer',
      statusId: REDEEM_REFUSAL.premiumOnly,
      orderID: null,
      replayed: false,
    });
    expect(await count('orders', token)).toBe(0);
    expect(await redeem('EIGHTCAT', token, 'Circuit Hub')).toMatchObject({ statusId: 0 });
  });

  it("spec §4 Expiry: MONTHEXP's month-1 record expired yesterday, so it is refused", async () => {
    const token = await recordOf('MONTHEXP', 'month1');
    expect(await redeem('MONTHEXP', token, 'Petrolink Fuel')).toMatchObject({ statusId: NOT_ALLOWED });
    expect(await count('orders', token)).toBe(0);
  });

  it("spec §7: the token must be the session cardholder's own bonus record", async () => {
    const token = await recordOf('INSTALL1', 'installment');
    expect(await redeem('NOSPEND1', token, 'Harvest Fresh Market')).toMatchObject({ statusId: NOT_ALLOWED });
    const spend = await database.db
      .selectFrom('transactions')
      .where('cardholder_id', '=', await idOf('INSTALL1'))
      .where('bonus_kind', 'is', null)
      .select('id')
      .executeTakeFirstOrThrow();
    // A qualified spend's id is not a bonus token.
    expect(await redeem('INSTALL1', spend.id, 'Harvest Fresh Market')).toMatchObject({ statusId: NOT_ALLOWED });
    const claimed = await redeem('INSTALL1', token, 'Metro Department Store');
    expect(claimed).toMatchObject({ statusId: 0 });
    const order = await database.db
      .selectFrom('orders')
      .where('bonus_transaction_id', '=', token)
      .select('client_reference_no')
      .executeTakeFirstOrThrow();
    expect(order.client_reference_no).toMatch(/^BONUSI1-\d+$/);
  });

  it('spec §4 Monthly frequency: MONTHTWO claims month 2 from the frequency list; MONTHONE has claimed month 1', async () => {
    const token = await recordOf('MONTHTWO', 'month2');
    // Metro Department Store is on the bonus list only (spec §3 bonusRewardsByCategoryFrequency).
    expect(await redeem('MONTHTWO', token, 'Metro Department Store')).toMatchObject({
      statusId: REDEEM_REFUSAL.unavailable,
    });
    expect(await redeem('MONTHTWO', token, 'Petrolink Fuel')).toMatchObject({ statusId: 0 });
    const order = await database.db
      .selectFrom('orders')
      .where('bonus_transaction_id', '=', token)
      .select('client_reference_no')
      .executeTakeFirstOrThrow();
    expect(order.client_reference_no).toMatch(/^BONUSM2-\d+$/);
    const monthOne = await recordOf('MONTHONE', 'month1');
    expect(await redeem('MONTHONE', monthOne, 'Petrolink Fuel')).toMatchObject({ statusId: NOT_ALLOWED });
  });

  it('spec §9: ONESHORT, 14 of 15 spends with two excluded codes, has no month-2 record', async () => {
    const records = await database.db
      .selectFrom('transactions')
      .where('cardholder_id', '=', await idOf('ONESHORT'))
      .where('bonus_kind', 'is not', null)
      .select('bonus_kind')
      .execute();
    expect(records).toEqual([]);
  });

  it("spec §4: refused when the round's rule no longer holds (a record without the spend behind it)", async () => {
    const cardholderId = await idOf('NOSPEND1');
    const inserted = await database.db
      .insertInto('transactions')
      .values({
        cardholder_id: cardholderId,
        reference_no: 'BONUS-7012340004',
        transaction_at: TEST_NOW,
        expiry_at: addDays(TEST_NOW, 60),
        value_centavos: 0,
        bonus_kind: 'generic',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await redeem('NOSPEND1', inserted.id, 'Harvest Fresh Market')).toMatchObject({ statusId: NOT_ALLOWED });
  });

  it('spec §3: unknown and unavailable rewards are refused (4301)', async () => {
    const record = await genericRecordFor('REWARD01');
    const unknown = await handleBonusRedeem(database.db, {
      cardholderId: await idOf('REWARD01'),
      campaignId,
      token: record,
      rewards: [{ merchant: { id: 99_999 }, denomination: { id: 99_999 }, quantity: 1 }],
      idempotencyKey: randomUUID(),
      now: TEST_NOW,
      egcCodeKeys: TEST_EGC_CODE_KEYS,
    });
    expect(unknown).toMatchObject({ statusId: REDEEM_REFUSAL.unavailable });
    expect(await redeem('REWARD01', record, 'Threadline Apparel')).toMatchObject({
      statusId: REDEEM_REFUSAL.unavailable,
    });
    expect(await count('orders', record)).toBe(0);
  });

  it.each([
    ['the day after the record expires', 61, NOT_ALLOWED],
    ['on the day the record expires', 60, 0],
  ])("spec §4 'compared by day': a redeem %s answers %i", async (_label, days, statusId) => {
    const code = `EXPIRY${days}`;
    const token = await genericRecordFor(code);
    // Records expire 60 days after TEST_NOW (noon in Manila); late that evening is still the same day.
    const now = new Date(addDays(TEST_NOW, days).getTime() + 10 * 3_600_000);
    expect(await redeem(code, token, 'Harvest Fresh Market', { now })).toMatchObject({
      statusId,
    });
  });

  it('a record without its own expiry still closes with the redemption period (Credit.isBonusExpired)', async () => {
    const token = await genericRecordFor('NOEXPIRY');
    await database.db.updateTable('transactions').set({ expiry_at: null }).where('id', '=', token).execute();
    const afterRedemption = addDays(TEST_NOW, 90);
    expect(await redeem('NOEXPIRY', token, 'Harvest Fresh Market', { now: afterRedemption })).toMatchObject({
      statusId: NOT_ALLOWED,
    });
    expect(await redeem('NOEXPIRY', token, 'Harvest Fresh Market')).toMatchObject({ statusId: 0 });
  });

  it('only business refusals become status ids: a bug (an unknown campaign) still fails loudly', async () => {
    const token = await recordOf('MONTHTWO', 'month2');
    await expect(
      handleBonusRedeem(database.db, {
        cardholderId: await idOf('MONTHTWO'),
        campaignId: campaignId + 100,
        token,
        rewards: reward('Petrolink Fuel'),
        idempotencyKey: randomUUID(),
        now: TEST_NOW,
        egcCodeKeys: TEST_EGC_CODE_KEYS,
      }),
    ).rejects.toThrow();
  });
});
