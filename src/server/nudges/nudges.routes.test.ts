import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nudgeRefuseCall,
  nudgeSettingsCall,
  nudgeSettingsSaveCall,
  pushKeyCall,
  pushSubscribeCall,
  pushUnsubscribeCall,
} from '../../contract/nudges';
import { parsePushEndpoints } from '../platform/push/push-endpoints';
import { newTestBrowser } from '../testing/push-test-server';
import { signInAs } from '../testing/sign-in';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import { MAX_SUBSCRIPTIONS_PER_CARDHOLDER } from './nudges.routes';

// Decisions 0200, 0201, 0204: the key, a subscription kept and removed by its own cardholder only, a push
// service outside PUSH_ENDPOINTS refused, the settings and the ask's refusal.

const PUSH_ORIGIN = 'https://push.example.net';
const endpointOf = (id: string) => `${PUSH_ORIGIN}/send/${id}`;

describe.each(TEST_DATABASE_KINDS)('push subscriptions and nudge settings on %s', (kind) => {
  let testApp: TestApp;
  let alice: string;
  let bob: string;
  let clock = TEST_NOW;
  beforeAll(async () => {
    testApp = await openTestApp(kind, {
      clock: () => clock,
      push: { allowList: parsePushEndpoints([PUSH_ORIGIN]), subject: 'mailto:test@example.net' },
    });
    alice = await signInAs(testApp.app, testApp.database.db, 'SPEND042', { ip: '10.3.0.1' });
    bob = await signInAs(testApp.app, testApp.database.db, 'SPEND118', { ip: '10.3.0.2' });
  });
  afterAll(async () => testApp.close());

  const call = (
    spec: { method: 'GET' | 'POST' | 'DELETE'; fullPath: string },
    cookie: string | undefined,
    payload?: unknown,
  ) =>
    testApp.app.inject({
      method: spec.method,
      url: spec.fullPath,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const subscriptionsOf = (promoCode: string) =>
    testApp.database.db
      .selectFrom('push_subscriptions as s')
      .innerJoin('cardholders as c', 'c.id', 's.cardholder_id')
      .where('c.promo_code', '=', promoCode)
      .select(['s.endpoint', 's.p256dh', 's.auth'])
      .orderBy('s.id')
      .execute();
  const countAll = async () =>
    Number(
      (
        await testApp.database.db
          .selectFrom('push_subscriptions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the VAPID public key, the same on every call (made once, kept in the database)', async () => {
    const first = (await call(pushKeyCall, undefined)).json();
    const second = (await call(pushKeyCall, undefined)).json();
    expect(first.status.id).toBe(0);
    expect(first.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second.data.publicKey).toBe(first.data.publicKey);
    const stored = await testApp.database.db.selectFrom('push_vapid_keys').select('public_key').execute();
    expect(stored).toEqual([{ public_key: first.data.publicKey }]);
  });

  it('keeps a subscription for the signed-in cardholder', async () => {
    const browser = newTestBrowser(endpointOf('alice-phone'));
    const answer = await call(pushSubscribeCall, alice, browser.subscription);
    expect(answer.json()).toEqual({ status: { id: 0 }, data: null });
    expect(await subscriptionsOf('SPEND042')).toEqual([
      { endpoint: browser.subscription.endpoint, ...browser.subscription.keys },
    ]);
  });

  it('without a session, answers the session status and keeps nothing', async () => {
    const before = await countAll();
    const answer = await call(pushSubscribeCall, undefined, newTestBrowser(endpointOf('nobody')).subscription);
    expect(answer.json().status.id).not.toBe(0);
    expect(await countAll()).toBe(before);
  });

  it.each([
    ['an endpoint outside PUSH_ENDPOINTS (decision 0201)', { endpoint: 'https://169.254.169.254/latest/meta-data' }],
    ['our own network by another port', { endpoint: 'https://push.example.net:8443/send/x' }],
    ['a look-alike host', { endpoint: 'https://push.example.net.evil.test/send/x' }],
    ['credentials in the endpoint', { endpoint: 'https://user:pw@push.example.net/send/x' }],
    ['plain http to an https-listed service', { endpoint: 'http://push.example.net/send/x' }],
    ['a file: URL', { endpoint: 'file:///etc/passwd' }],
    ['a p256dh that is not base64url', { keys: { p256dh: `${'!'.repeat(87)}`, auth: 'A'.repeat(22) } }],
    ['a p256dh of the wrong length', { keys: { p256dh: 'BA'.repeat(40), auth: 'A'.repeat(22) } }],
    ['a p256dh that is not a P-256 point', { keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }],
    ['an auth secret of the wrong length', { keys: { auth: 'A'.repeat(21) } }],
    ['no keys', { keys: undefined }],
  ])('refuses %s with 400 and keeps nothing', async (_name, change) => {
    const browser = newTestBrowser(endpointOf('bad'));
    const body = {
      ...browser.subscription,
      ...change,
      ...('keys' in change && change.keys ? { keys: { ...browser.subscription.keys, ...change.keys } } : {}),
    };
    const before = await countAll();
    const answer = await call(pushSubscribeCall, alice, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().status.id).toBe(400);
    expect(await countAll()).toBe(before);
  });

  it("another cardholder's DELETE leaves the subscription; its owner's removes it", async () => {
    const browser = newTestBrowser(endpointOf('alice-tablet'));
    await call(pushSubscribeCall, alice, browser.subscription);
    const { endpoint } = browser.subscription;
    expect((await call(pushUnsubscribeCall, bob, { endpoint })).json().status.id).toBe(0);
    expect((await subscriptionsOf('SPEND042')).map((row) => row.endpoint)).toContain(endpoint);
    expect((await call(pushUnsubscribeCall, alice, browser.subscription)).json().status.id).toBe(0);
    expect((await subscriptionsOf('SPEND042')).map((row) => row.endpoint)).not.toContain(endpoint);
  });

  it('a browser subscribed by one cardholder and then another belongs to the last one only', async () => {
    const shared = newTestBrowser(endpointOf('shared-phone'));
    await call(pushSubscribeCall, alice, shared.subscription);
    await call(pushSubscribeCall, bob, shared.subscription);
    expect((await subscriptionsOf('SPEND042')).map((row) => row.endpoint)).not.toContain(shared.subscription.endpoint);
    expect((await subscriptionsOf('SPEND118')).map((row) => row.endpoint)).toContain(shared.subscription.endpoint);
  });

  it(`keeps a cardholder's newest ${MAX_SUBSCRIPTIONS_PER_CARDHOLDER} subscriptions only (decision 0104)`, async () => {
    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS_PER_CARDHOLDER + 3 }, (_, index) =>
      newTestBrowser(endpointOf(`bob-${index}`)),
    );
    for (const [index, browser] of browsers.entries()) {
      clock = new Date(TEST_NOW.getTime() + (index + 1) * 1000);
      await call(pushSubscribeCall, bob, browser.subscription);
    }
    const kept = (await subscriptionsOf('SPEND118')).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_CARDHOLDER);
    expect(kept.sort()).toEqual(
      browsers
        .slice(-MAX_SUBSCRIPTIONS_PER_CARDHOLDER)
        .map((b) => b.subscription.endpoint)
        .sort(),
    );
    clock = TEST_NOW;
  });

  it('settings: every kind on at first; a kind turned off stays off, the others keep theirs', async () => {
    const first = (await call(nudgeSettingsCall, alice)).json();
    expect(first.data.kinds).toEqual({ progress: true, egcs: true, expiry: true });
    const saved = (await call(nudgeSettingsSaveCall, alice, { egcs: false })).json();
    expect(saved.data.kinds).toEqual({ progress: true, egcs: false, expiry: true });
    expect((await call(nudgeSettingsCall, alice)).json().data.kinds).toEqual(saved.data.kinds);
    expect((await call(nudgeSettingsCall, bob)).json().data.kinds).toEqual({
      progress: true,
      egcs: true,
      expiry: true,
    });
    expect((await call(nudgeSettingsSaveCall, alice, { egcs: 'no' })).statusCode).toBe(400);
    expect((await call(nudgeSettingsSaveCall, alice, { sms: true })).statusCode).toBe(400);
  });

  it('decision 0204: after "Not now" the ask stays away for 30 days, then may show again', async () => {
    expect((await call(nudgeSettingsCall, alice)).json().data.mayAsk).toBe(true);
    expect((await call(nudgeRefuseCall, alice)).json().status.id).toBe(0);
    // Sessions end long before: the cardholder signs in again each time, as they would.
    const mayAskAfterDays = async (days: number, ip: string) => {
      clock = new Date(TEST_NOW.getTime() + days * 86_400_000);
      const later = await signInAs(testApp.app, testApp.database.db, 'SPEND042', { ip });
      return (await call(nudgeSettingsCall, later)).json().data.mayAsk;
    };
    expect(await mayAskAfterDays(29, '10.3.0.3')).toBe(false);
    expect(await mayAskAfterDays(30, '10.3.0.4')).toBe(true);
    clock = TEST_NOW;
  });
});
