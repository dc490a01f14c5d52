import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusRoundStates, type MonthKind } from '../../../domain/bonus';
import { SPEND_GOALS_TWO_TIERS, toSpendGoals } from '../../../domain/campaign-config';
import { isExpiredByDay } from '../../../domain/dates';
import { bannerBand, isAtMaximum } from '../../../domain/goals';
import { centavos } from '../../../domain/money';
import { groupStatus, groupStatusText } from '../../../domain/orders';
import { type BonusKind, bonusKindOfReference, displayLocation } from '../../../domain/transactions';
import { type SpendSummary, summariseSpend } from '../../bonus/spend-summary';
import { openEgcCode } from '../../platform/egc-codes/egc-code-columns';
import { TEST_EGC_CODE_KEYS } from '../../testing/egc-code-keys';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../testing/test-database';
import type { OpenDatabase } from '../database';
import type { CardholderRow, TransactionRow } from '../schema';
import { buildDemoCampaign } from './demo-campaign';
import { DEMO_CARDHOLDERS } from './demo-cardholders';
import { seedDemo } from './seed';

const NOW = new Date('2024-05-20T03:15:00Z');
const CONFIG = buildDemoCampaign(NOW);
const CATEGORY_CODES = CONFIG.uiSchema.merchantCategories.map((category) => category.mccID);

// What each registered demo code must show, in centavos, per the domain's own rules.
const EXPECTED: readonly [code: string, total: number, band: string, reached: number, kinds: BonusKind[]][] = [
  ['NOSPEND1', 0, 'under75k', 0, []],
  ['SPEND042', 4_235_050, 'under75k', 4, []],
  ['SPEND118', 11_842_075, 'from75kUnder200k', 4, []],
  ['SPEND200', 20_311_540, 'from200k', 3, []],
  ['PREMIUM7', 21_500_000, 'from200k', 3, []],
  ['CLAIMED1', 20_540_000, 'from200k', 3, []],
  ['EXPIRED1', 7_675_000, 'from75kUnder200k', 3, []],
  ['FIVECATS', 7_742_550, 'from75kUnder200k', 5, ['generic']],
  ['EIGHTCAT', 12_619_075, 'from75kUnder200k', 8, ['generic', 'extraThree']],
  ['INSTALL1', 3_553_025, 'under75k', 3, ['installment']],
  ['MONTHONE', 3_689_900, 'under75k', 3, ['month1']],
  ['MONTHEXP', 3_689_900, 'under75k', 3, ['month1']],
  ['MONTHTWO', 3_689_900, 'under75k', 3, ['month2']],
  // The excluded codes count as spend; they only do not count toward Frequency Spend (spec §9).
  ['ONESHORT', 5_229_345, 'under75k', 3, []],
  ['CLAIM118', 11_842_075, 'from75kUnder200k', 4, []],
  ['CLAIM200', 20_311_540, 'from200k', 3, []],
  ['NOSPEND2', 0, 'under75k', 0, []],
  ['OFFLINE1', 20_540_000, 'from200k', 3, []],
  ['OFFLINE2', 8_530_075, 'from75kUnder200k', 2, []],
  ['OFFLINE3', 7_742_550, 'from75kUnder200k', 5, ['generic']],
  ['WALLET01', 20_540_000, 'from200k', 3, []],
];

describe.each(TEST_DATABASE_KINDS)('demo cardholders on %s (docs/architecture.md §4 Seed)', (kind) => {
  let database: OpenDatabase;
  let cardholders: Map<string, CardholderRow>;
  let transactions: TransactionRow[];

  const holder = (code: string): CardholderRow => {
    const row = cardholders.get(code);
    if (row === undefined) throw new Error(`no cardholder ${code}`);
    return row;
  };
  const rowsOf = (code: string) => transactions.filter((row) => row.cardholder_id === holder(code).id);
  const spendOf = (code: string): SpendSummary =>
    summariseSpend(rowsOf(code), holder(code).registered_at, CATEGORY_CODES, CONFIG);
  const recordOf = (code: string, bonusKind: BonusKind) => rowsOf(code).find((row) => row.bonus_kind === bonusKind);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDemo(database.db, { now: NOW, egcCodeKeys: TEST_EGC_CODE_KEYS });
    const rows = await database.db.selectFrom('cardholders').selectAll().execute();
    cardholders = new Map(rows.map((row) => [row.promo_code, row]));
    transactions = await database.db.selectFrom('transactions').selectAll().orderBy('id').execute();
  });
  afterAll(() => database?.close());

  it('spec §5: every promo code is exactly 8 word characters; customer numbers are 10 unique digits', () => {
    expect([...cardholders.keys()].sort()).toEqual(DEMO_CARDHOLDERS.map((each) => each.promoCode).sort());
    for (const row of cardholders.values()) {
      expect(row.promo_code).toMatch(/^[A-Z0-9]{8}$/);
      expect(row.customer_no).toMatch(/^\d{10}$/);
      expect(row.mobile_no).toMatch(/^\+639\d{9}$/);
      expect(row.email_address).toBe(`${row.promo_code.toLowerCase()}@demo.local`);
    }
    expect(new Set([...cardholders.values()].map((row) => row.customer_no)).size).toBe(cardholders.size);
  });

  it('has two codes to register, one pending since now, one blocked, the rest registered', () => {
    const byStatus = (status: string) => [...cardholders.values()].filter((row) => row.status === status);
    expect(byStatus('issued').map((row) => row.promo_code)).toEqual(['NEWUSER1', 'NEWUSER2']);
    expect(byStatus('pending').map((row) => [row.promo_code, row.pending_since?.getTime()])).toEqual([
      ['PENDING1', NOW.getTime()],
    ]);
    expect(byStatus('blocked').map((row) => row.promo_code)).toEqual(['BLOCKED1']);
    expect(byStatus('registered')).toHaveLength(EXPECTED.length);
    for (const row of cardholders.values()) expect(row.registered_at !== null).toBe(row.status === 'registered');
  });

  it.each(EXPECTED)(
    'spec §2 Home: %s has total spend %i centavos, band %s, %i categories reached',
    (code, total, band, reached) => {
      const summary = spendOf(code);
      expect(summary.totalSpend).toBe(total);
      expect(bannerBand(summary.totalSpend)).toBe(band);
      expect(summary.reachedCount).toBe(reached);
    },
  );

  it.each(EXPECTED)('docs/architecture.md §4: one BONUS… record per round %s earned', (code, _t, _b, _r, kinds) => {
    expect(spendOf(code).earned).toEqual(kinds);
    const records = rowsOf(code).filter((row) => row.bonus_kind !== null);
    expect(records.map((row) => row.bonus_kind)).toEqual(kinds);
    for (const record of records) {
      expect(bonusKindOfReference(record.reference_no)).toBe(record.bonus_kind);
      expect(record.value_centavos).toBe(0);
    }
  });

  it("spec §1: 'Transactions before the registration date do not qualify' (SPEND042 has two)", () => {
    expect(rowsOf('SPEND042')).toHaveLength(6);
    expect(spendOf('SPEND042').qualified).toHaveLength(4);
  });

  it('spec §4 Maximum state: a regular and a premium card at P200,000 and over', () => {
    expect(isAtMaximum(toSpendGoals(SPEND_GOALS_TWO_TIERS), spendOf('SPEND200').totalSpend)).toBe(true);
    expect(isAtMaximum(toSpendGoals(SPEND_GOALS_TWO_TIERS), spendOf('PREMIUM7').totalSpend)).toBe(true);
    expect(CONFIG.uiSchema.platinumCardTypeIDs).not.toContain(holder('SPEND200').card_type_id);
    expect(CONFIG.uiSchema.platinumCardTypeIDs).toContain(holder('PREMIUM7').card_type_id);
  });

  it('spec §3 Transaction: TXN- references, real codes, integer centavos, S1 only for the installment', () => {
    const spends = transactions.filter((row) => row.bonus_kind === null);
    expect(new Set(spends.map((row) => row.reference_no)).size).toBe(spends.length);
    expect(spends.every((row) => row.reference_no.startsWith('TXN-'))).toBe(true);
    expect(spends.every((row) => Number.isInteger(row.value_centavos) && row.value_centavos > 0)).toBe(true);
    expect(spends.every((row) => row.transaction_at.getTime() < NOW.getTime())).toBe(true);
    expect(spends.filter((row) => row.type === 'S1').map((row) => row.cardholder_id)).toEqual([holder('INSTALL1').id]);
    const codes = new Set(spends.map((row) => row.mcc_id));
    expect([...codes].filter((code) => code !== null && !CATEGORY_CODES.includes(code)).sort()).toEqual([4829, 6011]);
  });

  it("spec §5: some locations are exactly 35 characters, shown with '...'", () => {
    const cut = transactions.filter((row) => row.location?.length === 35);
    expect(cut.length).toBeGreaterThanOrEqual(2);
    expect(displayLocation(cut[0]?.location ?? null).endsWith('...')).toBe(true);
  });

  it('spec §4 Expiry: bonus records expire 60 days on, except MONTHEXP month 1, expired yesterday', () => {
    const records = transactions.filter((row) => row.bonus_kind !== null);
    const expired = records.filter((row) => row.expiry_at !== null && isExpiredByDay(row.expiry_at, NOW));
    expect(expired).toEqual([recordOf('MONTHEXP', 'month1')]);
    const live = records.filter((row) => !expired.includes(row));
    expect(live.every((row) => row.expiry_at?.getTime() === NOW.getTime() + 60 * 86_400_000)).toBe(true);
  });

  it('spec §4 Monthly frequency: MONTHONE Claimed, MONTHEXP Expired, MONTHTWO Claim Reward, ONESHORT 14 of 15', async () => {
    const bonusOrders = await database.db.selectFrom('orders').selectAll().where('kind', '=', 'bonus').execute();
    const state = (code: string, kind: MonthKind) => {
      const record = recordOf(code, kind) ?? null;
      const facts = {
        ...spendOf(code),
        goals: toSpendGoals(SPEND_GOALS_TWO_TIERS),
        orders: [],
        records: { [kind]: record && { id: record.id, expiryDateTime: record.expiry_at } },
        claimedRecordIds: bonusOrders.flatMap((order) => order.bonus_transaction_id ?? []),
        redemptionClosed: false,
        windows: CONFIG.frequencyWindows,
        timeZone: CONFIG.timeZone,
      };
      return bonusRoundStates(facts, NOW)[kind];
    };
    expect(state('MONTHONE', 'month1')?.button).toBe('Claimed');
    expect(state('MONTHEXP', 'month1')?.button).toBe('Expired');
    expect(state('MONTHTWO', 'month2')?.button).toBe('Claim Reward');
    expect(state('ONESHORT', 'month2')).toMatchObject({
      button: 'Reward Locked',
      spendsText: '14 of 15 Spends',
    });
  });

  it('spec §3 Order: MONTHONE redeemed its month-1 record once, as BONUSM1-1 with one P500 eGC', async () => {
    const order = await database.db
      .selectFrom('orders')
      .selectAll()
      .where('kind', '=', 'bonus')
      .executeTakeFirstOrThrow();
    expect(order.client_reference_no).toBe('BONUSM1-1');
    expect(order.bonus_transaction_id).toBe(recordOf('MONTHONE', 'month1')?.id);
    const items = await database.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute();
    expect(items.map((item) => [item.value_centavos, item.status_id])).toEqual([[50_000, 43]]);
    const claims = await database.db.selectFrom('bonus_claims').selectAll().execute();
    expect(claims.map((claim) => [claim.bonus_transaction_id, claim.order_id])).toEqual([
      [order.bonus_transaction_id, order.id],
    ]);
  });

  const balanceOf = async (code: string) => {
    const rows = await database.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('cardholder_id', '=', holder(code).id)
      .execute();
    return centavos(rows.reduce((sum, row) => sum + row.delta_centavos, 0));
  };
  const claimOf = (code: string) =>
    database.db
      .selectFrom('main_claims')
      .selectAll()
      .where('cardholder_id', '=', holder(code).id)
      .executeTakeFirstOrThrow();

  it("spec §4: CLAIMED1 claimed the P5,000 tier, redeemed P1,500 in one order ('1 of 2 used'), P3,500 left", async () => {
    const claim = await claimOf('CLAIMED1');
    expect([claim.threshold_centavos, claim.reward_centavos]).toEqual([20_000_000, 500_000]);
    expect(isExpiredByDay(claim.credits_expire_at, NOW)).toBe(false);
    expect(await balanceOf('CLAIMED1')).toBe(350_000);
    const order = await database.db
      .selectFrom('orders')
      .selectAll()
      .where('client_reference_no', '=', 'MAIN-1')
      .executeTakeFirstOrThrow();
    expect(order.cardholder_id).toBe(holder('CLAIMED1').id);
    const items = await database.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(items.map((item) => [item.value_centavos, item.status_id])).toEqual([
      [50_000, 44],
      [100_000, 43],
    ]);
    // Decision 0170: kept sealed; opened, each is a code as orders hand them out, its last four kept apart.
    const codes = items.map((item) => openEgcCode(TEST_EGC_CODE_KEYS, item.egc_code_sealed));
    expect(codes.every((code) => /^EGC-[A-Z2-9]{4}-[A-Z2-9]{4}$/.test(code))).toBe(true);
    expect(items.map((item) => item.egc_code_last4)).toEqual(codes.map((code) => code.slice(-4)));
    const asOrders = items.map((item) => ({
      orderID: order.id,
      clientReferenceNo: order.client_reference_no,
      dateOrdered: order.created_at,
      expiryDate: order.expires_at,
      value: item.value_centavos / 100,
      merchant: item.merchant_name,
      giftawayStatusID: item.status_id,
      canResend: false,
    }));
    expect(groupStatusText(groupStatus(asOrders, NOW, 'Asia/Manila'))).toBe('1 of 2 used');
  });

  it('spec §2 Redemptions: EXPIRED1 has P1,000 of credits left whose expiry has passed', async () => {
    const claim = await claimOf('EXPIRED1');
    expect([claim.threshold_centavos, claim.reward_centavos]).toEqual([7_500_000, 150_000]);
    expect(isExpiredByDay(claim.credits_expire_at, NOW)).toBe(true);
    expect(await balanceOf('EXPIRED1')).toBe(100_000);
  });
});
