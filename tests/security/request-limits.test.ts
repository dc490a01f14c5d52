import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsCall } from '../../src/contract/cardholder';
import { buildPath, withQuery } from '../../src/contract/envelope';
import { IDEMPOTENCY_KEY_HEADER, MAX_REWARD_ITEMS, redeemCall, resendCall } from '../../src/contract/redeem';
import { DATA_CALL_LIMITS, ORDER_CALL_LIMITS } from '../../src/server/platform/cardholder-call-limits';
import { signInAs } from '../../src/server/testing/sign-in';
import { openTestApp, type TestApp } from '../../src/server/testing/test-app';

// Decision 0103: the session is checked before a body is validated, a redemption lists at
// most what a catalogue holds, and the cardholder's calls are limited per session and per address.

const rewards = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ merchant: { id: i + 1 }, denomination: { id: i + 1 }, quantity: 1 }));

describe('cardholder calls are bounded (decision 0103)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await openTestApp('pglite');
  });
  afterAll(async () => testApp.close());

  const redeemUrl = () => buildPath(redeemCall, { id: testApp.campaignId });

  it('an anonymous redeem is answered -1 before its body is validated', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: redeemUrl(),
      remoteAddress: '10.18.1.1',
      payload: { rewards: rewards(MAX_REWARD_ITEMS + 1), id: 'not even a number' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: { id: -1 }, data: null });
  });

  it('a body over the route limit is refused with 413 in the envelope, unread', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: redeemUrl(),
      remoteAddress: '10.18.1.2',
      payload: { rewards: rewards(2_000), id: testApp.campaignId },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ status: { id: 413 }, data: null });
  });

  it('a body nested deeper than any call is refused with 400', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/bpi/spend/v2/otp/send/1',
      remoteAddress: '10.18.1.3',
      headers: { 'content-type': 'application/json' },
      payload: `{"promoid":${'['.repeat(100)}${']'.repeat(100)}}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: { id: 400 }, data: null });
  });

  it('a signed-in redeem listing more rewards than a catalogue holds is refused with 400', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'SPEND118', { ip: '10.18.1.4' });
    const answer = await testApp.app.inject({
      method: 'POST',
      url: redeemUrl(),
      remoteAddress: '10.18.1.4',
      headers: { cookie },
      payload: { rewards: rewards(MAX_REWARD_ITEMS + 1), id: testApp.campaignId },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().status.message).toMatch(`at most ${MAX_REWARD_ITEMS} rewards`);
  });

  it('one session may resend a limited number of times a minute, then 429 with Retry-After', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'OFFLINE1', { ip: '10.18.1.5' });
    const url = withQuery(buildPath(resendCall, { id: testApp.campaignId }), { orderID: 999_999 });
    const statuses: number[] = [];
    for (let i = 0; i <= ORDER_CALL_LIMITS.perSessionPerMinute; i += 1) {
      // A new address each time: the session's limit, not the address's.
      const answer = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: `offline1-resend-${String(i).padStart(4, '0')}` },
        remoteAddress: `10.18.2.${i}`,
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('one session may read its data a limited number of times a minute', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'CLAIMED1', { ip: '10.18.1.6' });
    const url = buildPath(creditsCall, { campaignID: testApp.campaignId });
    let last = 0;
    for (let i = 0; i <= DATA_CALL_LIMITS.perSessionPerMinute; i += 1) {
      last = (await testApp.app.inject({ method: 'POST', url, headers: { cookie }, remoteAddress: `10.18.3.${i}` }))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('one address may redeem a limited number of times a minute, signed in or not', async () => {
    let last = 0;
    for (let i = 0; i <= ORDER_CALL_LIMITS.perIpPerMinute; i += 1) {
      last = (await testApp.app.inject({ method: 'POST', url: redeemUrl(), remoteAddress: '10.18.4.1', payload: {} }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});
