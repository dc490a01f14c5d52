import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSummaryCall } from '../../contract/admin';
import { analyticsEventCall } from '../../contract/events';
import { type AdminTestApp, openAdminTestApp } from '../admin/testing/admin-test-app';
import { signInAs } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { ANALYTICS_EVENTS_PER_IP } from './analytics.routes';

// Decision 0062: the client's analytics events go to the portal's own sink, kept in analytics_events.
// Decision 0068: validated by the contract, limited per IP, nothing personal beyond the cardholder id, and
// counted per event name where an admin sees it.

describe.each(TEST_DATABASE_KINDS)('the analytics sink on %s', (kind) => {
  let testApp: AdminTestApp;
  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
  });
  afterAll(async () => testApp.close());

  const post = (payload: unknown, ip: string, cookie?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: analyticsEventCall.fullPath,
      remoteAddress: ip,
      payload: payload as object,
      ...(cookie === undefined ? {} : { headers: { cookie } }),
    });
  const summary = (cookie?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: analyticsSummaryCall.fullPath,
      remoteAddress: '10.0.8.1',
      ...(cookie === undefined ? {} : { headers: { cookie } }),
    });
  const storedRows = () => testApp.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();

  it('POST /api/events stores a pageview with no cardholder when nobody is signed in', async () => {
    const answer = await post({ name: 'pageview', path: '/bonusclaim', detail: { path: '/bonusclaim' } }, '10.0.8.2');
    expect(answer.statusCode).toBe(200);
    expect(analyticsEventCall.response.parse(answer.json())).toEqual({ status: { id: 0 }, data: null });
    const last = (await storedRows()).at(-1);
    expect(last).toMatchObject({ name: 'pageview', path: '/bonusclaim', cardholder_id: null });
    expect(last?.detail).toEqual({ path: '/bonusclaim' });
  });

  it("stores the signed-in cardholder's id and only the facts the client sends (no personal data)", async () => {
    const cookie = await signInAs(testApp.app, testApp.db, 'SPEND118', { ip: '10.0.8.3' });
    const detail = { call: 'redeem', statusId: 7, httpStatus: null, email: 'ana@example.com', mobile: '09171234567' };
    const answer = await post({ name: 'failure', path: '/claim?amount=1500#top', detail }, '10.0.8.3', cookie);
    expect(answer.statusCode).toBe(200);
    const last = (await storedRows()).at(-1);
    expect(last?.cardholder_id).toEqual(expect.any(Number));
    expect(last?.path).toBe('/claim');
    expect(last?.detail).toEqual({ call: 'redeem', statusId: 7, httpStatus: null });
  });

  it('refuses what the contract refuses (400) and stores nothing', async () => {
    const before = (await storedRows()).length;
    expect((await post({ name: 'click', path: '/' }, '10.0.8.4')).statusCode).toBe(400);
    expect((await post({ name: 'success', path: 'claim' }, '10.0.8.4')).statusCode).toBe(400);
    expect(await storedRows()).toHaveLength(before);
  });

  it(`decision 0021: beyond ${ANALYTICS_EVENTS_PER_IP.max} a minute from one address, 429 with Retry-After`, async () => {
    for (let sent = 0; sent < ANALYTICS_EVENTS_PER_IP.max; sent += 1) {
      expect((await post({ name: 'success', path: '/' }, '10.0.8.5')).statusCode).toBe(200);
    }
    const refused = await post({ name: 'success', path: '/' }, '10.0.8.5');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post({ name: 'success', path: '/' }, '10.0.8.6')).statusCode).toBe(200);
  });

  it('decision 0031: GET /api/admin/events is 401 without a session, 403 for a cardholder', async () => {
    expect((await summary()).statusCode).toBe(401);
    const cardholder = await signInAs(testApp.app, testApp.db, 'NOSPEND1', { ip: '10.0.8.7' });
    expect((await summary(cardholder)).statusCode).toBe(403);
  });

  it('GET /api/admin/events counts the kept events per name, every name listed', async () => {
    const answer = await summary(await testApp.adminCookie('10.0.8.8'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const rows = await storedRows();
    const countOf = (name: string) => rows.filter((row) => row.name === name).length;
    expect(analyticsSummaryCall.response.parse(answer.json()).data).toEqual([
      { name: 'success', count: countOf('success') },
      { name: 'failure', count: countOf('failure') },
      { name: 'pageview', count: countOf('pageview') },
    ]);
    expect(countOf('success')).toBeGreaterThan(ANALYTICS_EVENTS_PER_IP.max);
  });
});
