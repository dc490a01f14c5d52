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
  let allOrderIds: number[] = [];

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
    allOrderIds = [
      ...new Set<number>((await specRead(adminOrdersCall)).data.map((row: { orderID: number }) => row.orderID)),
    ];
  });
  afterAll(async () => testApp.close());

  it('the cardholder has more than one page of spend, and orders (else the paging tests prove nothing)', () => {
    expect(allSpend.length).toBeGreaterThan(ADMIN_TABLE_PAGE_SIZE);
    expect(allOrderIds.length).toBeGreaterThan(0);
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
    'orders sorted by %s %s: every order once, its eGCs together',
    async (sort, dir) => {
      const { rows, totals } = await walk(ordersPage, { sort, dir });
      expect(totals).toEqual([allOrderIds.length]);
      const seen = rows.map((row: { orderID: number }) => row.orderID);
      const groups = seen.filter((id: number, index: number) => index === 0 || seen[index - 1] !== id);
      expect([...groups].sort()).toEqual([...allOrderIds].sort());
    },
  );

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
    expect(answer.data).toEqual({ rows: [], page: 99, pageSize: ADMIN_TABLE_PAGE_SIZE, total: allOrderIds.length });
  });

  it('a forged token answers the look-up expired status', async () => {
    const answer = (await transactionsPage({ token: `${token}x` })).json();
    expect(answer.status.id).toBe(2);
    expect(answer.data).toBeNull();
  });
});
