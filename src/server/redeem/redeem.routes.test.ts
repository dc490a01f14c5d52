import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsCall, merchantCategoriesCall, ordersCall, transactionsCall } from '../../contract/cardholder';
import { buildPath, withQuery } from '../../contract/envelope';
import { IDEMPOTENCY_KEY_HEADER, redeemCall, resendCall } from '../../contract/redeem';
import { RESEND_NOT_AVAILABLE } from '../../domain/redeem-refusals';
import { loadCatalogueEntries } from '../campaign/catalogue.repository';
import { signInAs } from '../testing/sign-in';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

describe.each(TEST_DATABASE_KINDS)('cardholder data, redeem and resend over HTTP on %s (spec §7)', (kind) => {
  let testApp: TestApp;
  let campaignId: number;
  beforeAll(async () => {
    testApp = await openTestApp(kind);
    campaignId = (await testApp.database.db.selectFrom('campaigns').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => testApp.close());

  const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
  const post = (url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  it('spec §4: data calls without a session answer -1, and 1 after logout', async () => {
    for (const call of [creditsCall, transactionsCall, merchantCategoriesCall]) {
      const answer = await post(buildPath(call, { campaignID: campaignId, id: campaignId } as never));
      expect(answer.statusCode).toBe(200);
      expect(answer.json().status.id).toBe(-1);
    }
    const cookie = await signInAs(testApp.app, testApp.database.db, 'NOSPEND1', { ip: '10.0.0.1' });
    await testApp.app.inject({ method: 'GET', url: '/api/account/logoff', headers: { cookie } });
    const after = await post(buildPath(ordersCall, { id: campaignId }), cookie);
    expect(after.json().status.id).toBe(1);
  });

  it('a signed-in cardholder reads their own credits, transactions, orders and categories', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'CLAIMED1', { ip: '10.0.0.2' });
    const credits = creditsCall.response.parse(
      (await post(buildPath(creditsCall, { campaignID: campaignId }), cookie)).json(),
    );
    expect(credits.data.credits).toBe(3_500);
    const orders = ordersCall.response.parse((await post(buildPath(ordersCall, { id: campaignId }), cookie)).json());
    expect(orders.data).toHaveLength(2);
    const transactions = transactionsCall.response.parse(
      (await post(buildPath(transactionsCall, { campaignID: campaignId }), cookie)).json(),
    );
    expect(transactions.data.length).toBeGreaterThan(0);
    const categories = merchantCategoriesCall.response.parse(
      (await post(buildPath(merchantCategoriesCall, { id: campaignId }), cookie)).json(),
    );
    expect(categories.data.length).toBe(10);
    const otherCampaign = await post(buildPath(creditsCall, { campaignID: campaignId + 1 }), cookie);
    expect(otherCampaign.statusCode).toBe(400);
  });

  it('redeem with an Idempotency-Key makes one order however often it is sent; resend then cools down', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'SPEND200', { ip: '10.0.0.3' });
    const entry = (await loadCatalogueEntries(testApp.database.db, campaignId)).find(
      (each) => each.lists.includes('main') && each.isAvailable && !each.isForPlatinumOnly,
    );
    if (!entry) throw new Error('no regular reward');
    const body = {
      rewards: [{ merchant: { id: entry.merchantID }, denomination: { id: entry.denominationID }, quantity: 2 }],
      id: campaignId,
    };
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'spend200-first-claim' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(buildPath(redeemCall, { id: campaignId }), cookie, body, headers)),
    );
    const orderIds = new Set(answers.map((answer) => answer.json().data.orderID));
    expect(answers.every((answer) => answer.json().status.id === 0)).toBe(true);
    expect(orderIds.size).toBe(1);

    const [orderID] = [...orderIds] as number[];
    const outboxBefore = (await testApp.database.db.selectFrom('outbox').select('id').execute()).length;
    const resendUrl = withQuery(buildPath(resendCall, { id: campaignId }), { orderID: String(orderID) });
    expect((await post(resendUrl, cookie, undefined, keyed('spend200-resend-1'))).json().status.id).toBe(0);
    const outboxAfter = (await testApp.database.db.selectFrom('outbox').select('id').execute()).length;
    expect(outboxAfter).toBeGreaterThan(outboxBefore);
    // spec §4: success marks the order no longer resendable.
    expect((await post(resendUrl, cookie, undefined, keyed('spend200-resend-2'))).json().status.id).toBe(
      RESEND_NOT_AVAILABLE,
    );
    const orders = ordersCall.response.parse((await post(buildPath(ordersCall, { id: campaignId }), cookie)).json());
    expect(orders.data.filter((order) => order.orderID === orderID).every((order) => !order.canResend)).toBe(true);
  });

  it("another cardholder's order cannot be resent", async () => {
    const owner = await testApp.database.db
      .selectFrom('orders as o')
      .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
      .where('c.promo_code', '=', 'CLAIMED1')
      .select('o.id')
      .executeTakeFirstOrThrow();
    const cookie = await signInAs(testApp.app, testApp.database.db, 'PREMIUM7', { ip: '10.0.0.4' });
    const answer = await post(
      withQuery(buildPath(resendCall, { id: campaignId }), { orderID: String(owner.id) }),
      cookie,
      undefined,
      keyed('premium7-resends-claimed1'),
    );
    expect(answer.statusCode).toBe(404);
  });
});
