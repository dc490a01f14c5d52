import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInquiryCall, adminOrdersCall, adminTransactionsCall } from '../../contract/admin';
import {
  ADMIN_TABLE_PAGE_SIZE,
  adminOrdersPageCall,
  adminTransactionsPageCall,
  ORDER_SORTS,
  TRANSACTION_SORTS,
} from '../../contract/admin-paged';
import { buildPath, withQuery } from '../../contract/envelope';
import { displayCategoryName } from '../../domain/categories';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';

// Decision 0143: the cardholder view's tables paged and sorted by the server; the spec §7 calls answer as before.

type Query = Readonly<Record<string, string | number>>;

describe.each(TEST_DATABASE_KINDS)('admin transactions and orders, one page at a time, on %s', (kind) => {
  let testApp: AdminTestApp;
  let admin = '';
  let token = '';
  /** The spec calls' answers (every row), what the pages must add up to. */
  let allSpend: { id: number; value: number; transactionDateTime: string; postedDateTime: string | null }[] = [];
  /** The spec orders call's rows, one per eGC: what the eGC pages must add up to (decision 0235). */
  let allEgcOrderIds: number[] = [];

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  const transactionsPage = (query: Query) => get(withQuery(adminTransactionsPageCall.fullPath, { token, ...query }));
  const ordersPage = (query: Query) => get(withQuery(adminOrdersPageCall.fullPath, { token, ...query }));
  const specRead = async (call: typeof adminTransactionsCall | typeof adminOrdersCall) =>
    (
      await testApp.app.inject({
        method: 'POST',
        url: withQuery(buildPath(call, { id: testApp.campaignId }), { token }),
        headers: { cookie: admin },
      })
    ).json();

  /** Every page of one sort, in order, with the totals each page answered. */
  async function walk(read: (query: Query) => ReturnType<typeof get>, query: Query) {
    const rows = [];
    const totals = new Set<number>();
    for (let page = 1; page <= 50; page += 1) {
      const answer = (await read({ ...query, page, pageSize: 4 })).json();
      expect(answer.status.id).toBe(0);
      totals.add(answer.data.total);
      if (answer.data.rows.length === 0) break;
      rows.push(...answer.data.rows);
    }
    return { rows, totals: [...totals] };
  }

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind, { clock: () => TEST_NOW });
    admin = await testApp.adminCookie();
    const inquiry = await testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(adminInquiryCall, { id: testApp.campaignId }), { code: 'DEMO-MONTHONE' }),
      headers: { cookie: admin },
      payload: { code: 'DEMO-MONTHONE', id: testApp.campaignId },
    });
    token = inquiry.json().data.token;
    allSpend = (await specRead(adminTransactionsCall)).data.filter(
      (row: { referenceNo: string }) => !row.referenceNo.startsWith('BONUS'),
    );
    allEgcOrderIds = (await specRead(adminOrdersCall)).data.map((row: { orderID: number }) => row.orderID);
  });
  afterAll(async () => testApp.close());

  it('the cardholder has more than one page of spend, and orders (else the paging tests prove nothing)', () => {
    expect(allSpend.length).toBeGreaterThan(ADMIN_TABLE_PAGE_SIZE);
    expect(allEgcOrderIds.length).toBeGreaterThan(0);
  });

  it('without paging parameters: the first page, newest first, with the total', async () => {
    const answer = (await transactionsPage({})).json();
    expect(answer.status).toEqual({ id: 0 });
    expect(answer.data.page).toBe(1);
    expect(answer.data.pageSize).toBe(ADMIN_TABLE_PAGE_SIZE);
    expect(answer.data.total).toBe(allSpend.length);
    const newestFirst = [...allSpend].sort(
      (a, b) => b.transactionDateTime.localeCompare(a.transactionDateTime) || b.id - a.id,
    );
    expect(answer.data.rows.map((row: { id: number }) => row.id)).toEqual(
      newestFirst.slice(0, ADMIN_TABLE_PAGE_SIZE).map((row) => row.id),
    );
  });

  it('decisions 0230–0232: the page names the registration instant and the qualified spend over every page', async () => {
    const data = adminTransactionsPageCall.response.parse((await transactionsPage({})).json()).data;
    const stored = await testApp.db
      .selectFrom('cardholders as c')
      .innerJoin('cardholder_spend as s', 's.cardholder_id', 'c.id')
      .select(['c.registered_at', 's.qualified_centavos'])
      .where('c.promo_code', '=', 'MONTHONE')
      .executeTakeFirstOrThrow();
    expect(data.registeredAt).toBe(stored.registered_at?.toISOString());
    expect(data.qualifiedSpend * 100).toBe(Number(stored.qualified_centavos));
    expect(data.qualifiedSpend).toBeGreaterThan(0);
  });

  it('page 2 continues where page 1 ends', async () => {
    const one = (await transactionsPage({ pageSize: 5 })).json().data.rows.map((row: { id: number }) => row.id);
    const two = (await transactionsPage({ pageSize: 5, page: 2 }))
      .json()
      .data.rows.map((row: { id: number }) => row.id);
    expect(two).toHaveLength(5);
    expect(two.filter((id: number) => one.includes(id))).toEqual([]);
  });

  it.each(TRANSACTION_SORTS.flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]))(
    'transactions sorted by %s %s: the pages hold every qualified spend once',
    async (sort, dir) => {
      const { rows, totals } = await walk(transactionsPage, { sort, dir });
      expect(totals).toEqual([allSpend.length]);
      expect(rows.map((row: { id: number }) => row.id).sort()).toEqual(allSpend.map((row) => row.id).sort());
      const sign = dir === 'asc' ? 1 : -1;
      const numeric: Record<string, (row: (typeof allSpend)[number]) => number | null> = {
        amount: (row) => row.value,
        date: (row) => Date.parse(row.transactionDateTime),
        posted: (row) => (row.postedDateTime === null ? null : Date.parse(row.postedDateTime)),
      };
      const read = numeric[sort];
      if (read === undefined) return;
      const values = rows.map(read);
      for (let index = 1; index < values.length; index += 1) {
        const [before, after] = [values[index - 1], values[index]];
        if (after === null || after === undefined) continue;
        expect(before).not.toBeNull();
        expect(sign * ((after as number) - (before as number))).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it('amount ascending and descending start at opposite ends', async () => {
    const up = (await transactionsPage({ sort: 'amount', dir: 'asc', pageSize: 1 })).json().data.rows[0].value;
    const down = (await transactionsPage({ sort: 'amount', dir: 'desc', pageSize: 1 })).json().data.rows[0].value;
    const values = allSpend.map((row) => row.value);
    expect(up).toBe(Math.min(...values));
    expect(down).toBe(Math.max(...values));
  });

  it.each(ORDER_SORTS.flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]))(
    'decision 0235: eGCs sorted by %s %s: the pages hold every eGC once, each its own row',
    async (sort, dir) => {
      const { rows, totals } = await walk(ordersPage, { sort, dir });
      expect(totals).toEqual([allEgcOrderIds.length]);
      const egcIds = rows.map((row: { egcID: number }) => row.egcID);
      expect(new Set(egcIds).size).toBe(egcIds.length);
      expect(rows.map((row: { orderID: number }) => row.orderID).sort()).toEqual([...allEgcOrderIds].sort());
    },
  );

  it('decision 0235: the MCC comes with its category name, as the download names it', async () => {
    const rows = adminTransactionsPageCall.response.parse((await transactionsPage({ pageSize: 100 })).json()).data.rows;
    const categories = await testApp.db
      .selectFrom('merchant_categories')
      .select(['mcc_id', 'name'])
      .where('campaign_id', '=', testApp.campaignId)
      .execute();
    const named = new Map(categories.map((row) => [row.mcc_id, displayCategoryName(row.name)]));
    expect(rows.some((row) => row.categoryName !== null)).toBe(true);
    for (const row of rows) expect(row.categoryName).toBe(named.get(row.mccID ?? -1) ?? null);
  });

  it('the spec calls answer as before: a bare array of every row', async () => {
    const answer = await specRead(adminTransactionsCall);
    expect(answer.status).toEqual({ id: 0 });
    expect(Array.isArray(answer.data)).toBe(true);
    expect(answer.data.length).toBeGreaterThan(allSpend.length - 1);
  });

  it.each([
    ['a page of 0', { page: 0 }],
    ['a page that is not a number', { page: 'two' }],
    ['a page size over 100', { pageSize: 101 }],
    ['a column not on the list', { sort: 'mobile_no' }],
    ['a direction other than asc or desc', { dir: 'up' }],
    ['an unknown parameter', { limit: 5 }],
  ])('%s answers 400 in the envelope', async (_name, query) => {
    const answer = await transactionsPage(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ status: { id: 400, message: expect.any(String) }, data: null });
    expect((await ordersPage(query)).statusCode).toBe(400);
  });

  it('a page past the end answers no rows and the total', async () => {
    const answer = (await ordersPage({ page: 99 })).json();
    expect(answer.data).toEqual({
      rows: [],
      page: 99,
      pageSize: ADMIN_TABLE_PAGE_SIZE,
      total: allEgcOrderIds.length,
    });
  });

  it('a forged token answers the look-up expired status', async () => {
    const answer = (await transactionsPage({ token: `${token}x` })).json();
    expect(answer.status.id).toBe(2);
    expect(answer.data).toBeNull();
  });
});

describe.each(TEST_DATABASE_KINDS)('decision 0235: a redemption a row per eGC, on %s', (kind) => {
  let testApp: AdminTestApp;

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind, { clock: () => TEST_NOW });
  });
  afterAll(async () => testApp.close());

  it('WALLET01: each eGC of its P1,500 order on its own row, with merchant, value, last four and use', async () => {
    const cookie = await testApp.adminCookie('10.46.0.1');
    const inquiry = await testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(adminInquiryCall, { id: testApp.campaignId }), { code: 'DEMO-WALLET01' }),
      headers: { cookie },
      payload: { code: 'DEMO-WALLET01', id: testApp.campaignId },
    });
    const token = inquiry.json().data.token;
    const answer = await testApp.app.inject({
      method: 'GET',
      url: withQuery(adminOrdersPageCall.fullPath, { token, sort: 'merchant', dir: 'asc' }),
      headers: { cookie },
    });
    const { rows, total } = adminOrdersPageCall.response.parse(answer.json()).data;
    // docs/demo-accounts.md: Circuit Hub P1,000 active and Harvest Fresh used (one order), Kusina Grill expired.
    expect(total).toBe(3);
    expect(rows.map((row) => [row.merchant, row.value, row.giftawayStatusID])).toEqual([
      ['Circuit Hub', 1000, 43],
      ['Harvest Fresh Market', 500, 44],
      ['Kusina Grill', 500, 43],
    ]);
    const [circuit, harvest] = rows;
    expect(circuit?.orderID).toBe(harvest?.orderID);
    expect(harvest?.usedAt).not.toBeNull();
    expect(circuit?.usedAt).toBeNull();
    const stored = await testApp.db
      .selectFrom('order_items')
      .select(['id', 'egc_code_last4'])
      .where(
        'id',
        'in',
        rows.map((row) => row.egcID),
      )
      .execute();
    const endings = new Map(stored.map((row) => [row.id, row.egc_code_last4]));
    for (const row of rows) {
      expect(row.codeEnding).toMatch(/^[\w-]{4}$/);
      expect(row.codeEnding).toBe(endings.get(row.egcID));
    }
  });
});
