import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushKeyCall, pushSubscribeCall } from '../../contract/nudges';
import { centavos } from '../../domain/money';
import { importTransactions } from '../import/import-transactions.service';
import { readCsvRows } from '../import/read-csv-rows';
import { type OutboxDispatcher, startOutboxDispatcher } from '../notify/outbox-dispatcher';
import { parsePushEndpoints } from '../platform/push/push-endpoints';
import type { PushSettings } from '../platform/push/push-settings';
import { TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import {
  newTestBrowser,
  type PushTestServer,
  startPushTestServer,
  type TestBrowser,
  verifiedVapidClaims,
} from '../testing/push-test-server';
import { signInAs } from '../testing/sign-in';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import { runExpiryReminders } from './expiry-reminders';
import { type PushPayload, tellMoment } from './nudge-moments';
import { egcsReadyNotice } from './nudge-notices';

// Decisions 0200, 0201 and 0205: a push goes to a push service PUSH_ENDPOINTS lists, encrypted for the subscription (the test
// decrypts it with the browser's private key, RFC 8291) and signed with the shared VAPID key (RFC 8292); one push per
// moment with two instances and a restart; 404/410 removes the subscription; the daily job sends once across
// instances; an import that takes SPEND042 past P75,000 sends exactly one push.

const silentLog = () => ({ info: () => {}, warn: () => {}, error: () => {} });
const HEADER = 'promoCode,customerNo,referenceNo,transactionDateTime,postedDateTime,value,type,mccID,location';
const csvFile = (...rows: string[]) => readCsvRows(Buffer.from([HEADER, ...rows].join('\n')));

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(TEST_DATABASE_KINDS)('Web Push delivery on %s', (kind) => {
  let service: PushTestServer;
  let settings: PushSettings;
  let testApp: TestApp;
  let clock = TEST_NOW;
  const dispatchers: OutboxDispatcher[] = [];
  const browsers = new Map<string, TestBrowser>();

  const startInstance = () => {
    const dispatcher = startOutboxDispatcher({
      db: testApp.database.db,
      clock: () => clock,
      smtpFrom: 'promo@localhost',
      log: silentLog(),
      push: settings,
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      pollIntervalMs: 20,
    });
    dispatchers.push(dispatcher);
    return dispatcher;
  };
  const stopInstances = async () => {
    await Promise.all(dispatchers.splice(0).map((dispatcher) => dispatcher.stop(1_000)));
  };
  const cardholderId = async (promoCode: string) =>
    (
      await testApp.database.db
        .selectFrom('cardholders')
        .select('id')
        .where('promo_code', '=', promoCode)
        .executeTakeFirstOrThrow()
    ).id;
  const pushesTo = (promoCode: string) => service.received.filter((push) => push.path === `/push/${promoCode}`);
  const payloadsTo = (promoCode: string): PushPayload[] => {
    const browser = browsers.get(promoCode);
    if (!browser) throw new Error(`no browser for ${promoCode}`);
    return pushesTo(promoCode).map((push) => JSON.parse(browser.decrypt(push.body)) as PushPayload);
  };
  const outboxOf = (channel: 'push' | 'sms', subject?: string) => {
    let query = testApp.database.db.selectFrom('outbox').selectAll().where('channel', '=', channel);
    if (subject !== undefined) query = query.where('subject', '=', subject);
    return query.orderBy('id').execute();
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    service = await startPushTestServer();
    settings = { allowList: parsePushEndpoints([service.origin]), subject: 'mailto:nudges@example.net' };
    testApp = await openTestApp(kind, { clock: () => clock, push: settings });
    for (const [index, promoCode] of ['SPEND042', 'WALLET01', 'OFFLINE1'].entries()) {
      const browser = newTestBrowser(`${service.origin}/push/${promoCode}`);
      browsers.set(promoCode, browser);
      const cookie = await signInAs(testApp.app, testApp.database.db, promoCode, { ip: `10.4.0.${index + 1}` });
      const answer = await testApp.app.inject({
        method: 'POST',
        url: pushSubscribeCall.fullPath,
        headers: { cookie },
        payload: browser.subscription,
      });
      expect(answer.json().status.id).toBe(0);
    }
  });
  afterEach(async () => {
    await stopInstances();
    service.status = 201;
    clock = TEST_NOW;
  });
  afterAll(async () => {
    await testApp.close();
    await service.close();
  });

  it('an import that takes SPEND042 past P75,000 sends exactly one push, which decrypts to its words', async () => {
    startInstance();
    // P42,350.50 qualified before (docs/demo-accounts.md): P40,000 more takes it past the P75,000 goal.
    const summary = await importTransactions(
      testApp.database.db,
      csvFile('SPEND042,,NUDGE-1,2026-11-20T10:00:00+08:00,,40000.00,,5411,'),
      { campaignId: testApp.campaignId, now: clock },
    );
    expect(summary.imported).toBe(1);
    await until(() => pushesTo('SPEND042').length >= 1, 'the push');
    // More spend past the same goal, and the same file again, tell nothing more.
    await importTransactions(
      testApp.database.db,
      csvFile('SPEND042,,NUDGE-2,2026-11-20T11:00:00+08:00,,100.00,,5411,'),
      { campaignId: testApp.campaignId, now: clock },
    );
    await importTransactions(
      testApp.database.db,
      csvFile('SPEND042,,NUDGE-1,2026-11-20T10:00:00+08:00,,40000.00,,5411,'),
      { campaignId: testApp.campaignId, now: clock },
    );
    await settle();
    expect(pushesTo('SPEND042')).toHaveLength(1);
    expect(payloadsTo('SPEND042')).toEqual([
      {
        title: 'You reached P75,000',
        body: 'Your P1,500 eGC is ready to claim. Open the app to choose it.',
        url: '/',
        tag: 'goal-reached:7500000',
        badge: 0,
      },
    ]);

    const [push] = pushesTo('SPEND042');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.ttl).toBe('86400');
    const claims = verifiedVapidClaims(push?.headers.authorization as string);
    const key = (await testApp.app.inject({ method: 'GET', url: pushKeyCall.fullPath })).json().data.publicKey;
    expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:nudges@example.net', k: key });
  });

  it('one push per moment with two instances telling it at once, and after a restart', async () => {
    const wallet = await cardholderId('WALLET01');
    const notice = egcsReadyNotice(5, centavos(100_000));
    const tellOnce = () =>
      testApp.database.db
        .transaction()
        .execute((trx) => tellMoment(trx, wallet, notice, { now: clock, timeZone: 'Asia/Manila' }));
    const outcomes = await Promise.all([tellOnce(), tellOnce()]);
    expect([...outcomes].sort()).toEqual(['pushed', 'told-before']);
    startInstance();
    startInstance();
    await until(() => pushesTo('WALLET01').length >= 1, 'the push');
    await settle();
    // A restart: the instances stop and a new one starts; the moment told again finds it told.
    await stopInstances();
    startInstance();
    expect(await tellOnce()).toBe('told-before');
    await settle();
    expect(pushesTo('WALLET01')).toHaveLength(1);
    expect(payloadsTo('WALLET01')[0]).toMatchObject({
      title: 'Your eGCs are ready',
      url: '/egcs?order=5',
      badge: 1,
    });
    expect((await outboxOf('push', 'egcs-ready')).map((row) => row.sent_at !== null)).toEqual([true]);
  });

  it('the daily job sends each reminder once across instances; by SMS, once, to a cardholder without push', async () => {
    const before = { push: (await outboxOf('push')).length, sms: (await outboxOf('sms')).length };
    // WALLET01's order 5 (an unused P1,000 eGC) expires on 2027-04-22; CLAIMED1's order 1 on 2027-05-01.
    const runTwiceAtOnce = async (at: string) => {
      clock = new Date(at);
      const passes = await Promise.all(
        [1, 2].map(() => runExpiryReminders({ db: testApp.database.db, clock: () => clock })),
      );
      return passes;
    };
    await runTwiceAtOnce('2027-04-16T01:00:00Z');
    await runTwiceAtOnce('2027-04-16T09:00:00Z');
    const sevenDays = await outboxOf('push', 'egc-expiring-7');
    expect(sevenDays).toHaveLength(1);
    expect(JSON.parse(sevenDays[0]?.body ?? '')).toMatchObject({
      title: 'Your eGCs expire in 7 days',
      body: 'Use your P1,000 in eGCs (REF 5) by Apr 22, 2027.',
      url: '/egcs?order=5',
    });
    await runTwiceAtOnce('2027-04-21T01:00:00Z');
    expect(await outboxOf('push', 'egc-expiring-1')).toHaveLength(1);
    // CLAIMED1 has no browser: the 7-day reminder comes by SMS, the 1-day one not again.
    await runTwiceAtOnce('2027-04-25T01:00:00Z');
    await runTwiceAtOnce('2027-04-30T01:00:00Z');
    const sms = (await outboxOf('sms')).slice(before.sms);
    expect(sms.map((row) => [row.recipient, row.body])).toEqual([
      ['+639171230009', 'Your eGCs expire in 7 days. Use your P1,000 in eGCs (REF 1) by May 01, 2027.'],
    ]);
    // OFFLINE1's order 3 (2027-05-09) has a browser: pushes, no SMS.
    await runTwiceAtOnce('2027-05-03T01:00:00Z');
    expect((await outboxOf('sms')).slice(before.sms)).toHaveLength(1);
    expect((await outboxOf('push')).length - before.push).toBe(3);
  });

  it('a reminder for a kind turned off is not sent, by push or SMS', async () => {
    const offline1 = await cardholderId('OFFLINE1');
    await testApp.database.db
      .insertInto('nudge_settings')
      .values({ cardholder_id: offline1, expiry: false, updated_at: clock })
      .onConflict((conflict) => conflict.column('cardholder_id').doUpdateSet({ expiry: false }))
      .execute();
    const before = (await outboxOf('push', 'egc-expiring-1')).length;
    clock = new Date('2027-05-08T01:00:00Z');
    const counts = await runExpiryReminders({ db: testApp.database.db, clock: () => clock });
    expect(counts['turned-off']).toBe(1);
    expect((await outboxOf('push', 'egc-expiring-1')).length).toBe(before);
  });

  it.each([410, 404])('a push answered %i removes its subscription and is not retried', async (status) => {
    const spend042 = await cardholderId('SPEND042');
    const countSubscriptions = async () =>
      (
        await testApp.database.db
          .selectFrom('push_subscriptions')
          .select('id')
          .where('cardholder_id', '=', spend042)
          .execute()
      ).length;
    expect(await countSubscriptions()).toBe(1);
    service.status = status;
    const sent = pushesTo('SPEND042').length;
    await testApp.database.db.transaction().execute((trx) =>
      tellMoment(trx, spend042, egcsReadyNotice(900 + status, centavos(50_000)), {
        now: clock,
        timeZone: 'Asia/Manila',
      }),
    );
    startInstance();
    await until(async () => (await countSubscriptions()) === 0, 'the subscription removed');
    await settle();
    expect(pushesTo('SPEND042').length - sent).toBe(1);
    const [row] = await testApp.database.db
      .selectFrom('outbox')
      .select(['sent_at', 'failed_at', 'attempts'])
      .where('channel', '=', 'push')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(row).toMatchObject({ failed_at: null, attempts: 1 });
    expect(row?.sent_at).not.toBeNull();
    // Subscribe again for the next case.
    const cookie = await signInAs(testApp.app, testApp.database.db, 'SPEND042', { ip: `10.4.1.${status % 250}` });
    await testApp.app.inject({
      method: 'POST',
      url: pushSubscribeCall.fullPath,
      headers: { cookie },
      payload: browsers.get('SPEND042')?.subscription,
    });
  });

  it('a push service answering 5xx is retried, not dropped', async () => {
    service.status = 503;
    const spend042 = await cardholderId('SPEND042');
    await testApp.database.db
      .transaction()
      .execute((trx) =>
        tellMoment(trx, spend042, egcsReadyNotice(999, centavos(50_000)), { now: clock, timeZone: 'Asia/Manila' }),
      );
    startInstance();
    await until(async () => {
      const [row] = await outboxOf('push', 'egcs-ready').then((rows) => rows.slice(-1));
      return (row?.attempts ?? 0) >= 1;
    }, 'the failed attempt');
    const [row] = (await outboxOf('push', 'egcs-ready')).slice(-1);
    expect(row).toMatchObject({ sent_at: null, failed_at: null });
    expect(row?.last_error).toContain('503');
    expect(row && row.next_attempt_at > clock).toBe(true);
  });
});
