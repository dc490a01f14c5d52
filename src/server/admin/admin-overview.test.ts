import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminOverview, adminOverviewCall } from '../../contract/admin-overview';
import { withQuery } from '../../contract/envelope';
import { dayKey } from '../../domain/dates';
import { egcState } from '../../domain/egcs';
import { summariseSpend } from '../bonus/spend-summary';
import { DEMO_CARDHOLDERS } from '../db/seed/demo-cardholders';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';

// Decision 0140: "A server test checks every overview figure against the demo seed's known numbers."
// Each figure is pinned to the number the demo seed makes, and the ones a rule decides (qualified spend, an
// eGC's state) are also worked out here the slow way, row by row through the domain's own rules, so the SQL
// and the domain cannot drift apart.

const TIME_ZONE = 'Asia/Manila';

describe.each(TEST_DATABASE_KINDS)('the overview (decision 0140) on %s', (kind) => {
  let testApp: AdminTestApp;
  let cookie = '';
  let overview: AdminOverview;

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    cookie = await testApp.adminCookie('10.45.0.1', 'viewer');
    overview = (await get()).json().data;
  });
  afterAll(async () => testApp.close());

  const get = (query: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: withQuery(adminOverviewCall.fullPath, query), headers: { cookie } });

  it('answers no-store, for a viewer, the last 30 days up to the campaign calendar’s today by default', async () => {
    const answer = await get();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(overview.range).toEqual({ from: '2026-10-23', to: '2026-11-21', today: '2026-11-21' });
    expect(overview.registrationsPerDay).toHaveLength(30);
  });

  it('registrations per day: every demo registration day in the range, counted once', async () => {
    const perDay = new Map<string, number>();
    const rows = await testApp.db
      .selectFrom('cardholders')
      .select(['pending_since', 'registered_at'])
      .where('campaign_id', '=', testApp.campaignId)
      .execute();
    for (const row of rows) {
      const at = row.pending_since ?? row.registered_at;
      if (at) perDay.set(dayKey(at, TIME_ZONE), (perDay.get(dayKey(at, TIME_ZONE)) ?? 0) + 1);
    }
    for (const { day, registrations } of overview.registrationsPerDay) expect(registrations).toBe(perDay.get(day) ?? 0);
    expect(overview.registrationsPerDay.reduce((sum, day) => sum + day.registrations, 0)).toBe(3);
    expect(overview.registrationsPerDay.at(-1)).toEqual({ day: '2026-11-21', registrations: 1 });
  });

  it('cardholders by state are the demo list’s', () => {
    const of = (status: string) => DEMO_CARDHOLDERS.filter((each) => each.status === status).length;
    expect(overview.cardholders).toEqual({ issued: 2, pending: 1, registered: 21, blocked: 1 });
    expect(overview.cardholders).toEqual({
      issued: of('issued'),
      pending: of('pending'),
      registered: of('registered'),
      blocked: of('blocked'),
    });
  });

  it('spend bands and tiers reached agree with each registered cardholder’s qualified spend (spec §1)', async () => {
    const config = { timeZone: TIME_ZONE, frequencyWindows: [] };
    const cardholders = await testApp.db
      .selectFrom('cardholders')
      .select(['id', 'registered_at'])
      .where('status', '=', 'registered')
      .execute();
    const spends: number[] = [];
    for (const cardholder of cardholders) {
      const rows = await testApp.db
        .selectFrom('transactions')
        .selectAll()
        .where('cardholder_id', '=', cardholder.id)
        .execute();
      spends.push(summariseSpend(rows, cardholder.registered_at, [], config).totalSpend / 100);
    }
    for (const band of overview.spendBands) {
      const inBand = spends.filter((spend) =>
        band.until === 0 ? spend === 0 : spend > 0 && spend >= band.from && (band.until === null || spend < band.until),
      );
      expect(band.cardholders, `band from ${band.from}`).toBe(inBand.length);
    }
    expect(overview.spendBands.map((band) => band.cardholders)).toEqual([2, 0, 5, 1, 4, 2, 1, 0, 0, 6]);
    expect(overview.tiers.map(({ threshold, reached }) => [threshold, reached])).toEqual([
      [75000, spends.filter((spend) => spend >= 75000).length],
      [200000, spends.filter((spend) => spend >= 200000).length],
    ]);
  });

  it('tiers: reward, reached and claimed', () => {
    expect(overview.tiers).toEqual([
      { threshold: 75000, reward: 1500, reached: 13, claimed: 2 },
      { threshold: 200000, reward: 5000, reached: 6, claimed: 3 },
    ]);
  });

  it('bonus rounds reached (a bonus record) and claimed', () => {
    expect(overview.bonusRounds).toEqual([
      { kind: 'generic', reached: 3, claimed: 0 },
      { kind: 'extraThree', reached: 1, claimed: 0 },
      { kind: 'installment', reached: 1, claimed: 0 },
      { kind: 'month1', reached: 2, claimed: 1 },
      { kind: 'month2', reached: 1, claimed: 0 },
      { kind: 'month3', reached: 0, claimed: 0 },
    ]);
  });

  it('eGCs issued, used, expired and the outstanding value agree with each eGC’s state (spec §4)', async () => {
    const items = await testApp.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.status_id', 'o.expires_at', 'i.value_centavos'])
      .execute();
    const state = (item: (typeof items)[number]) =>
      egcState({ giftawayStatusID: item.status_id, expiryDate: item.expires_at }, TEST_NOW, TIME_ZONE);
    const active = items.filter((item) => state(item) === 'active');
    expect(overview.egcs).toEqual({
      issued: items.length,
      used: items.filter((item) => state(item) === 'used').length,
      expired: items.filter((item) => state(item) === 'expired').length,
      active: active.length,
      outstandingValue: active.reduce((sum, item) => sum + item.value_centavos, 0) / 100,
    });
    expect(overview.egcs).toEqual({ issued: 10, used: 3, expired: 1, active: 6, outstandingValue: 4500 });
  });

  it('credits unclaimed, and those whose last day is within 7 days', async () => {
    expect(overview.credits).toEqual({
      unclaimedValue: 11000,
      unclaimedCardholders: 4,
      expiringValue: 0,
      expiringCardholders: 0,
    });
    const claim = await testApp.db
      .selectFrom('main_claims as m')
      .innerJoin('cardholders as c', 'c.id', 'm.cardholder_id')
      .select('m.id')
      .where('c.promo_code', '=', 'CLAIMED1')
      .executeTakeFirstOrThrow();
    const original = await testApp.db
      .selectFrom('main_claims')
      .select('credits_expire_at')
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    // The sixth day from today is within the 7 days; its balance and holder move into "expiring".
    await testApp.db
      .updateTable('main_claims')
      .set({ credits_expire_at: new Date('2026-11-27T15:00:00Z') })
      .where('id', '=', claim.id)
      .execute();
    const soon = (await get()).json().data as AdminOverview;
    await testApp.db
      .updateTable('main_claims')
      .set({ credits_expire_at: original.credits_expire_at })
      .where('id', '=', claim.id)
      .execute();
    const balance = await testApp.db
      .selectFrom('credit_ledger as l')
      .innerJoin('main_claims as m', 'm.cardholder_id', 'l.cardholder_id')
      .select((eb) => eb.fn.sum<number>('l.delta_centavos').as('balance'))
      .where('m.id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(soon.credits.expiringCardholders).toBe(1);
    expect(soon.credits.expiringValue).toBe(Number(balance.balance) / 100);
    expect(soon.credits.unclaimedValue).toBe(11000);
  });

  it('messages created in the range, by where they stand', async () => {
    const inRange = new Date('2026-11-10T02:00:00Z');
    const base = { channel: 'sms' as const, recipient: '09170000000', subject: 's', body: 'b', created_at: inRange };
    await testApp.db
      .insertInto('outbox')
      .values([
        { ...base, sent_at: inRange, attempts: 1 },
        { ...base, sent_at: inRange, attempts: 2 },
        { ...base, attempts: 2, last_error: 'down' },
        { ...base, attempts: 5, failed_at: inRange },
        { ...base },
        // The day before the range asked for: not counted.
        { ...base, sent_at: inRange, created_at: new Date('2026-11-08T15:59:59Z') },
      ])
      .execute();
    const answer = (await get({ from: '2026-11-09', to: '2026-11-10' })).json().data as AdminOverview;
    expect(answer.messages).toEqual({ sent: 2, retrying: 1, failed: 1, waiting: 1 });
    expect(answer.range).toEqual({ from: '2026-11-09', to: '2026-11-10', today: '2026-11-21' });
    expect(answer.registrationsPerDay.map((day) => day.day)).toEqual(['2026-11-09', '2026-11-10']);
  });

  it.each([
    [{ from: '2026-11-10' }, '/to is required when the other day is given'],
    [{ to: '2026-11-10' }, '/from is required when the other day is given'],
    [{ from: '2026-11-10', to: '2026-11-09' }, '/to The end date is before the start date'],
    [{ from: '2025-11-10', to: '2026-11-11' }, '/to The range may cover at most 366 days'],
    [{ from: '2026-02-30', to: '2026-03-01' }, "/from must be a day written 'YYYY-MM-DD'"],
  ])('refuses the range %j (HTTP 400) beside the day it names (decision 0217): %s', async (query, message) => {
    const answer = await get(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().status.message).toBe(message);
  });

  it('366 days is the longest range it takes', async () => {
    expect((await get({ from: '2025-11-11', to: '2026-11-11' })).statusCode).toBe(200);
  });
});
