import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoutCall } from '../../src/contract/auth';
import { creditsCall } from '../../src/contract/cardholder';
import { buildPath, withQuery } from '../../src/contract/envelope';
import { redeemCall, resendCall } from '../../src/contract/redeem';
import { generateReportCall, requestReportCall } from '../../src/contract/reports';
import { type AdminTestApp, openAdminTestApp } from '../../src/server/admin/testing/admin-test-app';
import { signInAs } from '../../src/server/testing/sign-in';
import { openTestApp, type TestApp } from '../../src/server/testing/test-app';
import { TEST_DATABASE_KINDS } from '../../src/server/testing/test-database';

// Decision 0102: another site's page cannot make a cardholder's browser change anything.

const HOST = 'promo.example.com';
const CROSS_SITE_HEADERS = [
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ['another Origin', { origin: 'https://evil.example' }],
  ['an Origin on another port', { origin: `https://${HOST}:8443` }],
  ['Origin: null (a sandboxed frame)', { origin: 'null' }],
] as const;

describe.each(TEST_DATABASE_KINDS)('cross-site requests on %s (decision 0102)', (kind) => {
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => {
    testApp = await openTestApp(kind);
    cookie = await signInAs(testApp.app, testApp.database.db, 'OFFLINE1', { ip: '10.18.6.1' });
  });
  afterAll(async () => testApp.close());

  const outboxSize = async () => (await testApp.database.db.selectFrom('outbox').select('id').execute()).length;
  const orderIdOf = async () => {
    const row = await testApp.database.db
      .selectFrom('orders')
      .innerJoin('cardholders', 'cardholders.id', 'orders.cardholder_id')
      .select('orders.id')
      .where('cardholders.promo_code', '=', 'OFFLINE1')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const credits = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: buildPath(creditsCall, { campaignID: testApp.campaignId }),
      headers: { host: HOST, cookie, ...headers },
    });

  it.each(CROSS_SITE_HEADERS)('a body-less resend with %s is refused and sends nothing', async (_label, headers) => {
    const before = await outboxSize();
    const answer = await testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(resendCall, { id: testApp.campaignId }), { orderID: await orderIdOf() }),
      headers: { host: HOST, cookie, 'content-type': 'text/plain', ...headers },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ status: { id: 403 }, data: null });
    expect(await outboxSize()).toBe(before);
  });

  it('a text/plain redeem from another site is refused before its body is read', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: buildPath(redeemCall, { id: testApp.campaignId }),
      headers: { host: HOST, cookie, 'content-type': 'text/plain', origin: 'https://evil.example' },
      payload: JSON.stringify({ rewards: [], id: testApp.campaignId }),
    });
    expect(answer.statusCode).toBe(403);
  });

  it.each(CROSS_SITE_HEADERS)('the GET logoff with %s is refused and the session lives on', async (_label, headers) => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: logoutCall.fullPath,
      headers: { host: HOST, cookie, ...headers },
    });
    expect(answer.statusCode).toBe(403);
    expect((await credits({})).json().status.id).toBe(0);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['its own Origin', { origin: `https://${HOST}` }],
    ['its own Origin and Sec-Fetch-Site', { origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' }],
    ['neither header (not a browser: curl, a webhook)', {}],
  ])("the portal's own request with %s is answered", async (_label, headers) => {
    const answer = await credits(headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status.id).toBe(0);
  });

  it('reads are never refused: another site may GET the config (it holds nothing of the cardholder)', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { host: HOST, 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.statusCode).toBe(200);
  });

  it('a typed or bookmarked logoff (Sec-Fetch-Site: none) signs out', async () => {
    const other = await signInAs(testApp.app, testApp.database.db, 'CLAIMED1', { ip: '10.18.6.2' });
    const answer = await testApp.app.inject({
      method: 'GET',
      url: logoutCall.fullPath,
      headers: { host: HOST, cookie: other, 'sec-fetch-site': 'none' },
    });
    expect(answer.statusCode).toBe(200);
    const after = await testApp.app.inject({
      method: 'POST',
      url: buildPath(creditsCall, { campaignID: testApp.campaignId }),
      headers: { cookie: other },
    });
    expect(after.json().status.id).toBe(1);
  });
});

// Decision 0181: the spec's report GET queues a job and an e-mail, so another site's link cannot make an admin's
// browser send it; the portal asks by POST, and a typed or bookmarked GET still works.
describe.each(TEST_DATABASE_KINDS)('the report request from another site on %s (decision 0181)', (kind) => {
  let testApp: AdminTestApp;
  let cookie: string;
  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    cookie = await testApp.adminCookie('10.18.7.1', 'reports');
  });
  afterAll(async () => testApp.close());

  const jobs = async () => (await testApp.db.selectFrom('report_jobs').select('id').execute()).length;
  const range = { startdate: '2026-11-01', enddate: '2026-11-21', typeid: 4791 };
  const viaGet = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'GET',
      url: withQuery(buildPath(generateReportCall, { id: testApp.campaignId }), range),
      headers: { host: HOST, cookie, ...headers },
    });

  it.each(CROSS_SITE_HEADERS)('the GET with %s is refused and queues nothing', async (_label, headers) => {
    const before = await jobs();
    const answer = await viaGet(headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ status: { id: 403 }, data: null });
    expect(await jobs()).toBe(before);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed or bookmarked)', { 'sec-fetch-site': 'none' }],
    ['neither header (not a browser)', {}],
  ])('the GET with %s queues the report', async (_label, headers) => {
    const before = await jobs();
    expect((await viaGet(headers)).json().status.id).toBe(0);
    expect(await jobs()).toBe(before + 1);
  });

  it('the POST the report screen sends queues it; from another site it is refused', async () => {
    const post = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: buildPath(requestReportCall, { id: testApp.campaignId }),
        headers: { host: HOST, cookie, ...headers },
        payload: { ...range, id: testApp.campaignId },
      });
    const before = await jobs();
    expect((await post({ 'sec-fetch-site': 'same-origin' })).json().status.id).toBe(0);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await jobs()).toBe(before + 1);
  });
});
