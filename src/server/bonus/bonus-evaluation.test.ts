import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignConfig } from '../../domain/campaign-config';
import type { DayKey } from '../../domain/dates';
import type { BonusKind } from '../../domain/transactions';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import type { OpenDatabase } from '../db/database';
import {
  type CraftedCardholder,
  type CraftedSpend,
  insertCraftedCardholders,
  manilaAt,
  shiftDay,
} from '../testing/crafted-cardholders';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';
import { bonusRecordExpiry, EVALUATION_BATCH_SIZE, evaluateBonusRecords } from './bonus-evaluation';

// The demo's ten categories (spec §3 Merchant category), and two codes spec §9 excludes from Frequency Spend.
const CATEGORY_CODES = [5411, 5812, 5541, 5311, 4511, 7011, 5732, 5912, 5651, 5942] as const;
const ATM_CASH = 6011;

describe.each(TEST_DATABASE_KINDS)('bonus record evaluation on %s (docs/product §4 Bonus records)', (kind) => {
  let database: OpenDatabase;
  let campaignId: number;
  let config: CampaignConfig;
  let month1: { start: DayKey; end: DayKey };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    campaignId = (await seedTestDemo(database.db)).campaignId;
    config = await loadCampaignConfig(database.db, campaignId);
    const [first] = config.frequencyWindows;
    if (first === undefined) throw new Error('the demo campaign has no month 1');
    month1 = first;
  });
  afterAll(async () => database.close());

  const registeredEarly = () => manilaAt(shiftDay(month1.start, -30), '08:30:00');
  const inMonth1 = (count: number, extra: Partial<CraftedSpend> = {}): CraftedSpend[] =>
    Array.from({ length: count }, (_, index) => ({
      at: manilaAt(shiftDay(month1.start, 3 + (index % 10)), '12:00:00'),
      pesos: 100,
      ...extra,
    }));
  const inCategories = (count: number): CraftedSpend[] =>
    CATEGORY_CODES.slice(0, count).map((mccId) => ({
      at: manilaAt(shiftDay(month1.start, -5), '10:00:00'),
      pesos: 100,
      mccId,
    }));
  const crafted = (code: string, spends: readonly CraftedSpend[]): CraftedCardholder => ({
    code,
    registeredAt: registeredEarly(),
    spends,
  });

  const recordKinds = async (cardholderId: number): Promise<BonusKind[]> =>
    (
      await database.db
        .selectFrom('transactions')
        .where('cardholder_id', '=', cardholderId)
        .where('bonus_kind', 'is not', null)
        .select('bonus_kind')
        .orderBy('bonus_kind')
        .execute()
    ).map((row) => row.bonus_kind as BonusKind);
  const countRecords = async () =>
    Number(
      (
        await database.db
          .selectFrom('transactions')
          .where('bonus_kind', 'is not', null)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('at start after the seed, evaluating every cardholder creates nothing: the seed used the same rules', async () => {
    const before = await countRecords();
    const result = await evaluateBonusRecords(database.db, { campaignId, now: TEST_NOW });
    expect(result.created).toBe(0);
    expect(result.evaluated).toBeGreaterThan(10);
    expect(await countRecords()).toBe(before);
    const expired = await database.db
      .selectFrom('transactions as t')
      .innerJoin('cardholders as c', 'c.id', 't.cardholder_id')
      .where('c.promo_code', '=', 'MONTHEXP')
      .where('t.bonus_kind', '=', 'month1')
      .select('t.expiry_at')
      .executeTakeFirstOrThrow();
    // MONTHEXP's record keeps its demo expiry (yesterday): an existing record is never rewritten.
    expect(expired.expiry_at?.getTime()).toBeLessThan(TEST_NOW.getTime());
  });

  it("spec §4 'a month is complete at 15 spends'; spec §9 windows by Manila day and excluded codes", async () => {
    const cases: readonly [string, CraftedSpend[], BonusKind[]][] = [
      ['FREQ0014', inMonth1(14), []],
      ['FREQ0015', inMonth1(15), ['month1']],
      ['FREQ0016', inMonth1(16), ['month1']],
      [
        'FREQEDGE',
        [
          ...inMonth1(13),
          { at: manilaAt(month1.start, '00:00:00'), pesos: 100 },
          { at: manilaAt(month1.end, '23:59:59'), pesos: 100 },
        ],
        ['month1'],
      ],
      ['FREQBFOR', [...inMonth1(14), { at: manilaAt(shiftDay(month1.start, -1), '23:59:59'), pesos: 100 }], []],
      ['FREQAFTR', [...inMonth1(14), { at: manilaAt(shiftDay(month1.end, 1), '00:00:00'), pesos: 100 }], []],
      ['FREQEXCL', [...inMonth1(14), ...inMonth1(1, { mccId: ATM_CASH })], []],
      ['FREQXOK1', [...inMonth1(15), ...inMonth1(1, { mccId: ATM_CASH })], ['month1']],
    ];
    const ids = await insertCraftedCardholders(
      database.db,
      campaignId,
      cases.map(([code, spends]) => crafted(code, spends)),
    );
    await evaluateBonusRecords(database.db, { campaignId, now: TEST_NOW, cardholderIds: [...ids.values()] });
    for (const [code, , expected] of cases) {
      expect({ code, kinds: await recordKinds(ids.get(code) ?? 0) }).toEqual({ code, kinds: expected });
    }
  });

  it('spec §1: spend before the registration day does not count toward a month', async () => {
    const registrationDay = shiftDay(month1.start, 5);
    const ids = await insertCraftedCardholders(database.db, campaignId, [
      {
        code: 'FREQREG1',
        registeredAt: manilaAt(registrationDay, '08:30:00'),
        spends: [
          ...Array.from({ length: 14 }, () => ({ at: manilaAt(registrationDay, '00:00:01'), pesos: 100 })),
          { at: manilaAt(shiftDay(registrationDay, -1), '23:59:59'), pesos: 100 },
        ],
      },
    ]);
    await evaluateBonusRecords(database.db, { campaignId, now: TEST_NOW, cardholderIds: [...ids.values()] });
    expect(await recordKinds(ids.get('FREQREG1') ?? 0)).toEqual([]);
  });

  it('spec §9 Installment: an S1 spend of at least P25,000 and at least P30,000 total', async () => {
    const at = manilaAt(shiftDay(month1.start, -10), '15:00:00');
    const cases: readonly [string, CraftedSpend[], BonusKind[]][] = [
      [
        'INST2499',
        [
          { at, pesos: 24_999.99, type: 'S1' },
          { at, pesos: 10_000 },
        ],
        [],
      ],
      [
        'INST2500',
        [
          { at, pesos: 25_000, type: 'S1' },
          { at, pesos: 5_000 },
        ],
        ['installment'],
      ],
      [
        'INSTSUM1',
        [
          { at, pesos: 25_000, type: 'S1' },
          { at, pesos: 4_999.99 },
        ],
        [],
      ],
      [
        'INSTS1XX',
        [
          { at, pesos: 25_000, type: 'S1X' },
          { at, pesos: 5_000 },
        ],
        ['installment'],
      ],
      [
        'INSTR100',
        [
          { at, pesos: 25_000, type: 'R1' },
          { at, pesos: 5_000 },
        ],
        [],
      ],
    ];
    const ids = await insertCraftedCardholders(
      database.db,
      campaignId,
      cases.map(([code, spends]) => crafted(code, spends)),
    );
    await evaluateBonusRecords(database.db, { campaignId, now: TEST_NOW, cardholderIds: [...ids.values()] });
    for (const [code, , expected] of cases) {
      expect({ code, kinds: await recordKinds(ids.get(code) ?? 0) }).toEqual({ code, kinds: expected });
    }
  });

  it("spec §4: generic at 'maxed at 5 or more' categories, Extra Three at '8 categories are reached'", async () => {
    const cases: readonly [string, number, BonusKind[]][] = [
      ['CATS0004', 4, []],
      ['CATS0005', 5, ['generic']],
      ['CATS0007', 7, ['generic']],
      ['CATS0008', 8, ['extraThree', 'generic']],
    ];
    const ids = await insertCraftedCardholders(
      database.db,
      campaignId,
      cases.map(([code, count]) => crafted(code, inCategories(count))),
    );
    const result = await evaluateBonusRecords(database.db, {
      campaignId,
      now: TEST_NOW,
      cardholderIds: [...ids.values()],
    });
    expect(result).toMatchObject({ evaluated: 4, created: 4, createdByKind: { generic: 3, extraThree: 1 } });
    for (const [code, , expected] of cases) {
      expect({ code, kinds: await recordKinds(ids.get(code) ?? 0) }).toEqual({ code, kinds: expected });
    }
  });

  it('spec §3: a record is a BONUS… reference of value 0 carrying its expiry, and a re-run creates nothing', async () => {
    const ids = await insertCraftedCardholders(database.db, campaignId, [crafted('RECORD01', inMonth1(15))]);
    const cardholderIds = [...ids.values()];
    const first = await evaluateBonusRecords(database.db, { campaignId, now: TEST_NOW, cardholderIds });
    expect(first.created).toBe(1);
    const again = await evaluateBonusRecords(database.db, { campaignId, now: TEST_NOW, cardholderIds });
    expect(again).toMatchObject({ evaluated: 1, created: 0 });
    const holder = await database.db
      .selectFrom('cardholders')
      .where('promo_code', '=', 'RECORD01')
      .select('customer_no')
      .executeTakeFirstOrThrow();
    const records = await database.db
      .selectFrom('transactions')
      .where('cardholder_id', '=', ids.get('RECORD01') ?? 0)
      .where('bonus_kind', 'is not', null)
      .selectAll()
      .execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      reference_no: `BONUSM1-${holder.customer_no}`,
      value_centavos: 0,
      bonus_kind: 'month1',
      transaction_at: TEST_NOW,
      expiry_at: bonusRecordExpiry(TEST_NOW, config),
    });
    expect(bonusRecordExpiry(TEST_NOW, config)).toEqual(new Date('2027-01-20T04:00:00Z'));
  });

  it('concurrent evaluations of the same cardholders make each record once', async () => {
    const ids = await insertCraftedCardholders(database.db, campaignId, [crafted('RACE0001', inCategories(8))]);
    const cardholderIds = [...ids.values()];
    const results = await Promise.all(
      Array.from({ length: 5 }, () => evaluateBonusRecords(database.db, { campaignId, now: TEST_NOW, cardholderIds })),
    );
    expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(2);
    expect(await recordKinds(ids.get('RACE0001') ?? 0)).toEqual(['extraThree', 'generic']);
  });

  it('only registered cardholders are judged, and an empty list judges no one', async () => {
    const pending = await database.db
      .selectFrom('cardholders')
      .where('status', '!=', 'registered')
      .select('id')
      .execute();
    const result = await evaluateBonusRecords(database.db, {
      campaignId,
      now: TEST_NOW,
      cardholderIds: pending.map((row) => row.id),
    });
    expect(result).toMatchObject({ evaluated: 0, created: 0 });
    expect(await evaluateBonusRecords(database.db, { campaignId, now: TEST_NOW, cardholderIds: [] })).toMatchObject({
      evaluated: 0,
    });
  });

  it(`an import of many cardholders is judged in batches of ${EVALUATION_BATCH_SIZE}`, async () => {
    const many = Array.from({ length: EVALUATION_BATCH_SIZE + 1 }, (_, index) =>
      crafted(`BULK${String(index).padStart(4, '0')}`, inCategories(8)),
    );
    const ids = await insertCraftedCardholders(database.db, campaignId, many);
    const result = await evaluateBonusRecords(database.db, {
      campaignId,
      now: TEST_NOW,
      cardholderIds: [...ids.values()],
    });
    expect(result).toMatchObject({
      evaluated: EVALUATION_BATCH_SIZE + 1,
      created: 2 * (EVALUATION_BATCH_SIZE + 1),
      createdByKind: { generic: EVALUATION_BATCH_SIZE + 1, extraThree: EVALUATION_BATCH_SIZE + 1, month1: 0 },
    });
  });
});
