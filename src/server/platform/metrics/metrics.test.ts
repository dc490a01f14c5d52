import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, withQuery } from '../../../contract/envelope';
import { IDEMPOTENCY_KEY_HEADER, redeemCall, resendCall } from '../../../contract/redeem';
import { loadCatalogueEntries } from '../../campaign/catalogue.repository';
import { createOutboxDelivery, type DispatcherLog } from '../../notify/outbox-delivery';
import { LANES } from '../../notify/outbox-lanes';
import { TEST_EGC_CODE_KEYS } from '../../testing/egc-code-keys';
import { latestOtpCode, requestOtp, signInAs, solveBotCheck, submitLogin, submitOtp } from '../../testing/sign-in';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { enqueueMessage } from '../outbox.repository';
import { UNMATCHED_ROUTE } from './http-metrics';
import { metricsRegistry } from './portal-metrics';

// Decision 0220: what the app counts, read from the registry the metrics server serves. The registry lives as long as
// this file's process, so each case compares before and after.

type Labels = Record<string, string | number>;

/** A series' value summed over the matching labels; a histogram's by its `_bucket`, `_count` or `_sum`. */
async function seriesValue(name: string, labels: Labels = {}): Promise<number> {
  const base = name.replace(/_(bucket|count|sum)$/, '');
  const metric = metricsRegistry.getSingleMetric(name) ?? metricsRegistry.getSingleMetric(base);
  if (metric === undefined) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  return values
    .filter((each) => ((each as { metricName?: string }).metricName ?? name) === name)
    .filter((each) => Object.entries(labels).every(([key, value]) => each.labels[key] === value))
    .reduce((sum, each) => sum + each.value, 0);
}

const labelsOf = async (name: string, label: string): Promise<Set<string>> => {
  const metric = metricsRegistry.getSingleMetric(name);
  const { values } = (await metric?.get()) ?? { values: [] };
  return new Set(values.map((each) => String(each.labels[label])));
};

/** How much `work` moved each named series. */
async function moved(series: Record<string, [string, Labels]>, work: () => Promise<unknown>) {
  const before = Object.fromEntries(
    await Promise.all(
      Object.entries(series).map(async ([key, [name, labels]]) => [key, await seriesValue(name, labels)]),
    ),
  );
  await work();
  const after = await Promise.all(
    Object.entries(series).map(async ([key, [name, labels]]) => [key, (await seriesValue(name, labels)) - before[key]]),
  );
  return Object.fromEntries(after) as Record<string, number>;
}

const silent: DispatcherLog = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(TEST_DATABASE_KINDS)('the metrics the app counts on %s (decision 0220)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await openTestApp(kind);
  });
  afterAll(async () => testApp.close());

  it('times every answer by its route pattern; a 404 is "unmatched", never the path a client wrote', async () => {
    const count = (route: string, status: string) => [
      'http_request_duration_seconds_count',
      { method: 'GET', route, status_code: status },
    ];
    const change = await moved(
      {
        config: count('/api/config', '200') as [string, Labels],
        unmatched: count(UNMATCHED_ROUTE, '404') as [string, Labels],
      },
      async () => {
        await testApp.app.inject({ url: '/api/config' });
        await testApp.app.inject({ url: '/api/config' });
        await testApp.app.inject({ url: '/wp-admin/setup-config.php?step=1' });
      },
    );
    expect(change).toEqual({ config: 2, unmatched: 1 });
    const routes = await labelsOf('http_request_duration_seconds', 'route');
    expect([...routes].some((route) => route.includes('wp-admin'))).toBe(false);
  });

  it('counts sign-in steps by outcome: a wrong code, a bad login token, a session started', async () => {
    const signIns = (outcome: string): [string, Labels] => ['portal_sign_ins_total', { outcome }];
    const change = await moved(
      {
        success: signIns('success'),
        wrong: signIns('wrong_code'),
        invalid: signIns('invalid_token'),
      },
      async () => {
        const caller = { ip: '10.9.0.1' };
        const sent = await requestOtp(testApp.app, testApp.campaignId, 'NOSPEND1', caller);
        const right = Number(await latestOtpCode(testApp.database.db));
        const wrong = String((right + 1) % 10_000).padStart(4, '0');
        await submitOtp(testApp.app, testApp.campaignId, sent.json().data.token, wrong, caller);
        const botCheck = await solveBotCheck(testApp.app, caller);
        await submitLogin(testApp.app, testApp.campaignId, { loginToken: 'not-a-token', botCheck }, caller);
        await signInAs(testApp.app, testApp.database.db, 'CLAIMED1', { ip: '10.9.0.2' });
      },
    );
    expect(change).toEqual({ success: 1, wrong: 1, invalid: 1 });
  });

  it('counts redemptions by kind and outcome: done, replayed from its key, key reused, an order not theirs', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'SPEND200', { ip: '10.9.0.3' });
    const entry = (await loadCatalogueEntries(testApp.database.db, testApp.campaignId)).find(
      (each) => each.lists.includes('main') && each.isAvailable && !each.isForPlatinumOnly,
    );
    if (entry === undefined) throw new Error('no regular reward');
    const reward = { merchant: { id: entry.merchantID }, denomination: { id: entry.denominationID }, quantity: 1 };
    const redeem = (key: string, quantity: number) =>
      testApp.app.inject({
        method: 'POST',
        url: buildPath(redeemCall, { id: testApp.campaignId }),
        headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: key },
        payload: { rewards: [{ ...reward, quantity }], id: testApp.campaignId },
      });
    const series = (kind: string, outcome: string): [string, Labels] => ['portal_redemptions_total', { kind, outcome }];
    const change = await moved(
      {
        success: series('main', 'success'),
        replayed: series('main', 'replayed'),
        mismatch: series('main', 'key_mismatch'),
        resendRefused: series('resend', 'refused'),
      },
      async () => {
        expect((await redeem('metrics-spend200-0001', 1)).json().status.id).toBe(0);
        expect((await redeem('metrics-spend200-0001', 1)).json().status.id).toBe(0);
        expect((await redeem('metrics-spend200-0001', 2)).statusCode).toBe(422);
        const resend = await testApp.app.inject({
          method: 'POST',
          url: withQuery(buildPath(resendCall, { id: testApp.campaignId }), { orderID: '999999' }),
          headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: 'metrics-spend200-resend' },
        });
        expect(resend.statusCode).toBe(404);
      },
    );
    expect(change).toEqual({ success: 1, replayed: 1, mismatch: 1, resendRefused: 1 });
  });

  it("counts each message sent and each failed attempt by channel, and a one-time code's delay", async () => {
    const db = testApp.database.db;
    const asked = new Date('2026-11-21T04:00:00.000Z');
    let now = new Date(asked.getTime() + 1_500);
    const failing = {
      name: 'failing',
      deliver: async () => Promise.reject(new Error('503 from the gateway')),
      close() {},
    };
    const working = { name: 'working', deliver: async () => {}, close() {} };
    const delivery = createOutboxDelivery({
      db,
      clock: () => now,
      adapters: { sms: working, email: failing, push: working },
      log: silent,
      owner: 'metrics-test',
      egcCodeKeys: TEST_EGC_CODE_KEYS,
    });
    const [smsCodes, emailCodes] = LANES;
    if (smsCodes === undefined || emailCodes === undefined) throw new Error('the lanes changed');
    await db.deleteFrom('outbox').execute();
    const expiresAt = new Date(asked.getTime() + 300_000);
    await enqueueMessage(
      db,
      {
        channel: 'sms',
        recipient: '09170000001',
        subject: '',
        body: 'Code 1234',
        priority: 'one-time-code',
        expiresAt,
      },
      asked,
    );
    await enqueueMessage(
      db,
      {
        channel: 'email',
        recipient: 'a@example.com',
        subject: 'Code',
        body: 'Code 1234',
        priority: 'one-time-code',
        expiresAt,
      },
      asked,
    );
    const change = await moved(
      {
        smsSent: ['portal_messages_sent_total', { channel: 'sms' }],
        emailSent: ['portal_messages_sent_total', { channel: 'email' }],
        emailFailed: ['portal_messages_failed_total', { channel: 'email' }],
        otpCount: ['portal_otp_delivery_seconds_count', { channel: 'sms' }],
        otpSum: ['portal_otp_delivery_seconds_sum', { channel: 'sms' }],
        otpWithin2s: ['portal_otp_delivery_seconds_bucket', { channel: 'sms', le: 2 }],
        otpWithin1s: ['portal_otp_delivery_seconds_bucket', { channel: 'sms', le: 1 }],
      },
      async () => {
        for (const message of await delivery.claim(smsCodes, 5)) await delivery.deliver(smsCodes, message);
        for (const message of await delivery.claim(emailCodes, 5)) await delivery.deliver(emailCodes, message);
        now = new Date(now.getTime() + 10_000);
        for (const message of await delivery.claim(emailCodes, 5)) await delivery.deliver(emailCodes, message);
      },
    );
    expect(change).toEqual({
      smsSent: 1,
      emailSent: 0,
      emailFailed: 2,
      otpCount: 1,
      otpSum: 1.5,
      otpWithin2s: 1,
      otpWithin1s: 0,
    });
  });
});
