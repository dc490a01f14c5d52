import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachedCount } from '../../domain/categories';
import { centavosToPesos } from '../../domain/money';
import { groupOrders } from '../../domain/orders';
import { qualifiedTransactions, spentBeforeRegistration, totalSpend } from '../../domain/transactions';
import type { OpenDatabase } from '../db/database';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';
import {
  loadCategoryCounts,
  loadCredit,
  loadOrders,
  loadTransactions,
  registrationDayStart,
} from './cardholder-data.repository';

const TIME_ZONE = 'Asia/Manila';

describe.each(TEST_DATABASE_KINDS)(
  'the dashboard reads on %s (spec §7 credits, transactions, orders, categories)',
  (kind) => {
    let database: OpenDatabase;
    let campaignId: number;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      campaignId = (await seedTestDemo(database.db)).campaignId;
    });
    afterAll(async () => database.close());

    async function cardholder(promoCode: string) {
      const row = await database.db
        .selectFrom('cardholders')
        .where('promo_code', '=', promoCode)
        .select(['id', 'registered_at'])
        .executeTakeFirstOrThrow();
      return { id: row.id, registeredAt: row.registered_at };
    }

    it('transactions come newest first and qualify by the domain rule (spend before registration does not count)', async () => {
      const holder = await cardholder('SPEND042');
      const transactions = await loadTransactions(database.db, holder.id, TEST_NOW);
      const times = transactions.map((tx) => Date.parse(String(tx.transactionDateTime)));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const qualified = qualifiedTransactions(transactions, holder.registeredAt, TIME_ZONE);
      expect(qualified.length).toBeLessThan(transactions.length);
      expect(centavosToPesos(totalSpend(qualified))).toBe(42_350.5);
    });

    it('category counts use only qualified spend and reach 8 for the Extra Three cardholder', async () => {
      const categories = await loadCategoryCounts(database.db, (await cardholder('EIGHTCAT')).id, campaignId);
      expect(categories.length).toBe(10);
      expect(reachedCount(categories)).toBe(8);
      const none = await loadCategoryCounts(database.db, (await cardholder('NOSPEND1')).id, campaignId);
      expect(reachedCount(none)).toBe(0);
    });

    it.each(['SPEND042', 'EIGHTCAT', 'FIVECATS', 'MONTHONE'])(
      "%s: each category's count is the domain's qualified spends in it (decision 0193: counted in SQL)",
      async (promoCode) => {
        const holder = await cardholder(promoCode);
        const qualified = qualifiedTransactions(
          await loadTransactions(database.db, holder.id, TEST_NOW),
          holder.registeredAt,
          TIME_ZONE,
        );
        const categories = await loadCategoryCounts(database.db, holder.id, campaignId);
        expect(categories.some((category) => category.count > 0)).toBe(promoCode !== 'NOSPEND1');
        for (const category of categories) {
          expect(category.count).toBe(qualified.filter((tx) => tx.mccID === category.mccID).length);
        }
      },
    );

    // The registration day's first instant in SQL against the domain's rule, at the edges of days in several zones.
    const ZONES = ['Asia/Manila', 'UTC', 'America/New_York', 'America/St_Johns', 'Pacific/Kiritimati'];
    const INSTANTS = [
      '2026-03-08T06:59:59.999Z',
      '2026-03-08T07:00:00Z',
      '2026-11-20T15:59:59.999Z',
      '2026-11-20T16:00:00Z',
    ];
    const OFFSETS_MS = [-86_400_001, -86_400_000, -1, 0, 1, 3_600_000, 86_399_999, 86_400_000];
    it.each(ZONES)(
      'in %s, spend qualifies from registrationDayStart exactly as spentBeforeRegistration says',
      async (zone) => {
        for (const instant of INSTANTS) {
          const registeredAt = new Date(instant);
          for (const offset of OFFSETS_MS) {
            const spentAt = new Date(registeredAt.getTime() + offset);
            const dayStart = registrationDayStart(sql<Date>`${registeredAt}::timestamptz`, sql<string>`${zone}::text`);
            const { rows } = await sql<{ qualifies: boolean }>`
            select ${spentAt}::timestamptz >= ${dayStart} as qualifies`.execute(database.db);
            const before = spentBeforeRegistration(registeredAt, zone)({ transactionDateTime: spentAt.toISOString() });
            expect({ instant, offset, qualifies: rows[0]?.qualifies }).toEqual({ instant, offset, qualifies: !before });
          }
        }
      },
    );

    it("orders of one order share its orderID and read '1 of 2 used' for the claimed cardholder (spec §4)", async () => {
      const orders = await loadOrders(database.db, (await cardholder('CLAIMED1')).id, { now: TEST_NOW, campaignId });
      const groups = groupOrders(orders, TEST_NOW, TIME_ZONE);
      expect(groups).toHaveLength(1);
      expect(groups[0]?.status.used).toBe(1);
      expect(groups[0]?.status.total).toBe(2);
      expect(orders.find((order) => order.giftawayStatusID === 44)?.canResend).toBe(false);
      expect(orders.find((order) => order.giftawayStatusID === 43)?.canResend).toBe(true);
    });

    it('credits: the balance left after a claim, and expired credits struck through', async () => {
      const context = { now: TEST_NOW, campaignId };
      const claimed = await loadCredit(database.db, (await cardholder('CLAIMED1')).id, context);
      expect(claimed).toMatchObject({ credits: 3_500, isCreditsExpired: false, isBonusExpired: false });
      expect(claimed.points).toEqual({ active: 3_500, redeemed: 1_500, expired: 0 });
      const expired = await loadCredit(database.db, (await cardholder('EXPIRED1')).id, context);
      expect(expired).toMatchObject({ credits: 1_000, isCreditsExpired: true });
      expect(expired.points.expired).toBe(1_000);
      const fresh = await loadCredit(database.db, (await cardholder('NOSPEND1')).id, context);
      expect(fresh).toMatchObject({ credits: 0, isCreditsExpired: false, creditsExpiry: null });
    });

    it('a bonus record carries the order made with it', async () => {
      const transactions = await loadTransactions(database.db, (await cardholder('MONTHONE')).id, TEST_NOW);
      const record = transactions.find((tx) => tx.referenceNo.startsWith('BONUSM1'));
      expect(record?.order?.id).toBeGreaterThan(0);
      expect(record?.order?.recipient?.emailAddress).toBe('monthone@demo.local');
    });
  },
);
