import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachedCount } from '../../domain/categories';
import { centavosToPesos } from '../../domain/money';
import { groupOrders } from '../../domain/orders';
import { qualifiedTransactions, totalSpend } from '../../domain/transactions';
import type { OpenDatabase } from '../db/database';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';
import {
  type CardholderRef,
  loadCardholderRef,
  loadCategoryCounts,
  loadCredit,
  loadOrders,
  loadTransactions,
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

    async function cardholder(promoCode: string): Promise<CardholderRef> {
      const row = await database.db
        .selectFrom('cardholders')
        .where('promo_code', '=', promoCode)
        .select(['id', 'campaign_id', 'registered_at', 'card_type_id'])
        .executeTakeFirstOrThrow();
      return { id: row.id, campaignId: row.campaign_id, registeredAt: row.registered_at, cardTypeId: row.card_type_id };
    }

    it('transactions come newest first and qualify by the domain rule (spend before registration does not count)', async () => {
      const holder = await cardholder('SPEND042');
      const transactions = await loadTransactions(database.db, holder.id, { now: TEST_NOW, campaignId });
      const times = transactions.map((tx) => Date.parse(String(tx.transactionDateTime)));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const qualified = qualifiedTransactions(transactions, holder.registeredAt, TIME_ZONE);
      expect(qualified.length).toBeLessThan(transactions.length);
      expect(centavosToPesos(totalSpend(qualified))).toBe(42_350.5);
    });

    it('category counts use only qualified spend and reach 8 for the Extra Three cardholder', async () => {
      const categories = await loadCategoryCounts(database.db, await cardholder('EIGHTCAT'), TIME_ZONE);
      expect(categories.length).toBe(10);
      expect(reachedCount(categories)).toBe(8);
      const none = await loadCategoryCounts(database.db, await cardholder('NOSPEND1'), TIME_ZONE);
      expect(reachedCount(none)).toBe(0);
    });

    it('the cardholder’s row comes with the campaign’s validated configuration, in one read', async () => {
      const expected = await cardholder('EIGHTCAT');
      const { cardholder: found, config } = await loadCardholderRef(database.db, expected.id, campaignId);
      expect(found).toEqual(expected);
      expect(config.timeZone).toBe(TIME_ZONE);
      expect(config.campaignID).toBeTruthy();
    });

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
      const transactions = await loadTransactions(database.db, (await cardholder('MONTHONE')).id, {
        now: TEST_NOW,
        campaignId,
      });
      const record = transactions.find((tx) => tx.referenceNo.startsWith('BONUSM1'));
      expect(record?.order?.id).toBeGreaterThan(0);
      expect(record?.order?.recipient?.emailAddress).toBe('monthone@demo.local');
    });

    it('a bonus record’s order says canResend by the resend rule: a live eGC, not cooling down (decision 0161)', async () => {
      const holder = await cardholder('MONTHONE');
      const canResend = async () =>
        (await loadTransactions(database.db, holder.id, { now: TEST_NOW, campaignId })).find((tx) =>
          tx.referenceNo.startsWith('BONUSM1'),
        )?.order?.canResend;
      const record = (await loadTransactions(database.db, holder.id, { now: TEST_NOW, campaignId })).find((tx) =>
        tx.referenceNo.startsWith('BONUSM1'),
      );
      const orderId = record?.order?.id ?? 0;
      const items = database.db.updateTable('order_items').where('order_id', '=', orderId);
      const order = database.db.updateTable('orders').where('id', '=', orderId);
      expect(await canResend()).toBe(true);

      await items.set({ status_id: 44, used_at: TEST_NOW }).execute();
      expect(await canResend()).toBe(false);
      await items.set({ status_id: 43, used_at: null }).execute();

      await order.set({ resendable_after: new Date(TEST_NOW.getTime() + 60_000) }).execute();
      expect(await canResend()).toBe(false);
      await order.set({ resendable_after: TEST_NOW }).execute();
      expect(await canResend()).toBe(true);

      // Expired the day before the read, on the campaign's calendar: nothing left worth sending.
      const { expires_at } = await database.db
        .selectFrom('orders')
        .select('expires_at')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      await order.set({ expires_at: new Date('2026-11-20T15:59:59Z') }).execute();
      expect(await canResend()).toBe(false);
      await order.set({ expires_at, resendable_after: null }).execute();
    });
  },
);
