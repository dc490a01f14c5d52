import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsCall, ordersCall, transactionsCall } from '../../src/contract/cardholder';
import { buildPath, withQuery } from '../../src/contract/envelope';
import { IDEMPOTENCY_KEY_HEADER, redeemCall, resendCall } from '../../src/contract/redeem';
import { egcsCall } from '../../src/contract/wallet';
import { signInAs } from '../../src/server/testing/sign-in';
import { openTestApp, type TestApp } from '../../src/server/testing/test-app';
import { TEST_DATABASE_KINDS } from '../../src/server/testing/test-database';

// Decision 0100: the contract holds on every answer, not only on the routes' happy paths.

describe.each(TEST_DATABASE_KINDS)('the contract is enforced everywhere on %s (decision 0100)', (kind) => {
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => {
    testApp = await openTestApp(kind);
    cookie = await signInAs(testApp.app, testApp.database.db, 'CLAIMED1', { ip: '10.18.7.1' });
  });
  afterAll(async () => testApp.close());

  const orderCount = async () => (await testApp.database.db.selectFrom('orders').select('id').execute()).length;

  it.each([
    ['too short', 'short'],
    ['with spaces', 'not a key: has spaces!'],
    ['too long', 'k'.repeat(129)],
  ])('an Idempotency-Key %s answers 400 and orders nothing', async (_label, key) => {
    const before = await orderCount();
    const redeem = await testApp.app.inject({
      method: 'POST',
      url: buildPath(redeemCall, { id: testApp.campaignId }),
      headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: key },
      payload: { rewards: [{ merchant: { id: 1 }, denomination: { id: 1 }, quantity: 1 }], id: testApp.campaignId },
    });
    expect(redeem.statusCode).toBe(400);
    expect(redeem.json()).toMatchObject({ status: { id: 400 }, data: null });
    const resend = await testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(resendCall, { id: testApp.campaignId }), { orderID: 1 }),
      headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: key },
    });
    expect(resend.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['POST', '/api/bpi/spend/no-such-call/1'],
    ['POST', '/api/nothing'],
    ['GET', '/api/bpi/spend/no-such-call'],
    ['PUT', '/api/bpi/spend/redeem/1'],
    ['DELETE', '/api/config'],
  ] as const)('%s %s answers 404 in the envelope', async (method, url) => {
    const answer = await testApp.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({ status: { id: 404, message: 'Not Found' }, data: null });
  });

  it.each([
    ['no session (-1)', undefined, -1],
    ['an ended session (1)', 'promo_session=AAAAAAAAAAAAAAAAAAAAAA', 1],
  ])('a data call with %s answers JSON with a Content-Type', async (_label, sessionCookie, id) => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: buildPath(creditsCall, { campaignID: testApp.campaignId }),
      headers: sessionCookie === undefined ? {} : { cookie: sessionCookie },
    });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.json()).toEqual({ status: { id }, data: null });
  });

  it.each([
    ['credits', buildPath(creditsCall, { campaignID: 0 })],
    ['transactions', buildPath(transactionsCall, { campaignID: 0 })],
    ['orders', buildPath(ordersCall, { id: 0 })],
    ['eGCs', buildPath(egcsCall, { id: 0 })],
  ])("a cardholder's %s answer is Cache-Control: no-store", async (_label, path) => {
    const url = path.replace('/0', `/${testApp.campaignId}`);
    const answer = await testApp.app.inject({ method: 'POST', url, headers: { cookie } });
    expect(answer.json().status.id).toBe(0);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
