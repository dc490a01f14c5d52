import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoLoginCall, inquireCodeCall } from '../../src/contract/auth';
import { creditsCall } from '../../src/contract/cardholder';
import { buildPath, withQuery } from '../../src/contract/envelope';
import { sessionCookieOf } from '../../src/server/testing/sign-in';
import { openTestApp, type TestApp } from '../../src/server/testing/test-app';
import { TEST_DATABASE_KINDS } from '../../src/server/testing/test-database';

// Decision 0106: auto login works. The registration-confirmed message carries a single-use
// signed link; following it signs the cardholder in once.

const ORIGIN = 'https://promo.example.com';

describe.each(TEST_DATABASE_KINDS)('the registration-confirmed link signs in once on %s (decision 0106)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // No validation delay: the pending code is registered the first time anything asks about it.
    testApp = await openTestApp(kind, { registrationValidationDelayMs: 0, publicOrigin: ORIGIN });
  });
  afterAll(async () => testApp.close());

  const autoLogin = (token: string) =>
    testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(autoLoginCall, { id: testApp.campaignId }), { token }),
      payload: { token, id: testApp.campaignId },
      remoteAddress: '10.18.5.1',
    });

  it('registering a pending code sends the link; it signs in, then never again', async () => {
    const inquiry = await testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(inquireCodeCall, { id: testApp.campaignId }), { code: 'PENDING1' }),
      payload: { code: 'PENDING1', id: testApp.campaignId },
      remoteAddress: '10.18.5.1',
    });
    expect(inquiry.statusCode).toBe(200);

    const messages = await testApp.database.db
      .selectFrom('outbox')
      .select(['channel', 'body'])
      .where('body', 'like', '%registration to the promo is confirmed%')
      .execute();
    expect(messages.length).toBeGreaterThan(0);
    const link = new RegExp(`${ORIGIN}/\\?code=(\\S+)`).exec(messages[0]?.body ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');
    // Every channel carries the same link.
    expect(messages.every((message) => message.body.includes(link?.[0] ?? '?'))).toBe(true);

    const first = await autoLogin(token);
    expect(first.json()).toMatchObject({ status: { id: 0 } });
    const cookie = sessionCookieOf(first);
    expect(cookie).toBeDefined();
    const credits = await testApp.app.inject({
      method: 'POST',
      url: buildPath(creditsCall, { campaignID: testApp.campaignId }),
      headers: { cookie: cookie ?? '' },
    });
    expect(credits.json().status.id).toBe(0);

    const again = await autoLogin(token);
    expect(again.json().status.id).toBe(2);
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it('a forged or altered link signs nobody in', async () => {
    expect((await autoLogin('forged.0000')).json().status.id).toBe(2);
    expect((await autoLogin('PENDING1')).json().status.id).toBe(2);
  });
});
