import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, withQuery } from '../../src/contract/envelope';
import { IDEMPOTENCY_KEY_HEADER, redeemCall, resendCall } from '../../src/contract/redeem';
import { loadCatalogueEntries } from '../../src/server/campaign/catalogue.repository';
import { type OpenDatabase, openPostgres } from '../../src/server/db/database';
import { type SmsWebhookTestServer, startSmsWebhookTestServer } from '../../src/server/testing/sms-webhook-test-server';
import { type SmtpTestServer, startSmtpTestServer } from '../../src/server/testing/smtp-test-server';
import { createScratchDatabase, type ScratchDatabase } from '../../src/server/testing/test-database';
import { type Instance, type RunningProxy, removeInstance, startInstance, startProxy } from './support/cluster';
import { type Answer, Client } from './support/http-client';
import { type RunningPrometheus, startPrometheus } from './support/prometheus';
import { CAMPAIGN, signIn, waitFor } from './support/sign-in';

// Decisions 0220 and 0223: two instances behind HAProxy on PostgreSQL, each serving its metrics on its own METRICS_PORT
// (decision 0220), scraped by Debian's real Prometheus. What the test does through the proxy is what Prometheus
// adds up over both instances.

describe.skipIf(!process.env.DATABASE_URL)('Prometheus scraping two instances (needs DATABASE_URL)', () => {
  let scratch: ScratchDatabase;
  let db: OpenDatabase;
  let sms: SmsWebhookTestServer;
  let smtp: SmtpTestServer;
  let instances: Instance[] = [];
  let proxy: RunningProxy;
  let prometheus: RunningPrometheus;

  beforeAll(async () => {
    scratch = await createScratchDatabase('prometheus');
    db = openPostgres(scratch.url, { poolSize: 2 });
    [sms, smtp] = await Promise.all([startSmsWebhookTestServer(), startSmtpTestServer()]);
    const settings = { databaseUrl: scratch.url, smtpUrl: smtp.url, smsWebhookUrl: sms.url };
    instances = await Promise.all([startInstance('a', settings), startInstance('b', settings)]);
    await Promise.all(instances.map((instance) => instance.process.ready()));
    proxy = await startProxy(instances);
    prometheus = await startPrometheus(instances.map((instance) => instance.metricsPort));
    await waitFor(
      'both instances up behind the proxy',
      async () => (await new Client('127.0.0.1').send(`${proxy.origin}/readyz`)).status === 200,
      20_000,
    );
  }, 120_000);

  afterAll(async () => {
    await prometheus?.stop();
    await proxy?.stop();
    for (const instance of instances) removeInstance(instance);
    await Promise.all([sms?.close(), smtp?.close()]);
    await db?.close();
    await scratch?.drop();
  });

  it('scrapes both instances: both targets up, the alert rules loaded', async () => {
    await waitFor(
      'both targets scraped',
      async () => (await prometheus.query('sum(up{job="portal"})'))[0]?.value === 2,
      20_000,
    );
    const rules = (await (await fetch(`${prometheus.origin}/api/v1/rules`)).json()) as {
      data: { groups: { rules: { name: string }[] }[] };
    };
    expect(rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name))).toHaveLength(8);
  });

  it('sum(portal_redemptions_total) equals the redemptions the test made, whichever instance answered them', async () => {
    const cardholder = new Client('127.0.0.2');
    const steps = await signIn({ origin: proxy.origin, db: db.db, sms }, cardholder, 'CLAIM200');
    expect(steps.at(-1)?.json?.status?.id).toBe(0);
    const entry = (await loadCatalogueEntries(db.db, CAMPAIGN)).find(
      (each) => each.lists.includes('main') && each.isAvailable && !each.isForPlatinumOnly,
    );
    if (entry === undefined) throw new Error('no regular reward in the demo catalogue');
    const reward = { merchant: { id: entry.merchantID }, denomination: { id: entry.denominationID }, quantity: 1 };
    const redeem = (key: string) =>
      cardholder.send(`${proxy.origin}${buildPath(redeemCall, { id: CAMPAIGN })}`, {
        body: { rewards: [reward], id: CAMPAIGN },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });

    const answers: Answer[] = [];
    for (const key of ['prometheus-claim-0001', 'prometheus-claim-0002', 'prometheus-claim-0003']) {
      answers.push(await redeem(key));
    }
    // The first again: answered from its key (replayed), still one answered call.
    answers.push(await redeem('prometheus-claim-0001'));
    const orderID = (answers[0]?.json?.data as { orderID?: number } | undefined)?.orderID ?? 0;
    answers.push(
      await cardholder.send(
        `${proxy.origin}${withQuery(buildPath(resendCall, { id: CAMPAIGN }), { orderID: String(orderID) })}`,
        { method: 'POST', headers: { [IDEMPOTENCY_KEY_HEADER]: 'prometheus-resend-0001' } },
      ),
    );
    expect(answers.map((answer) => answer.json?.status?.id)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['app1', 'app2']));
    // Decision 0221: each answer carries the id the proxy made (a client's own is replaced), one per request.
    const ids = answers.map((answer) => String(answer.headers['x-request-id']));
    expect(ids.every((id) => /^[0-9A-F]+:[0-9A-F]+_[0-9A-F]+:[0-9A-F]+_[0-9A-F]+_[0-9A-F]+:[0-9A-F]+$/.test(id))).toBe(
      true,
    );
    expect(new Set(ids).size).toBe(ids.length);

    const made = answers.length;
    let seen: number | undefined;
    await waitFor(
      `Prometheus to count ${made} redemptions`,
      async () => {
        seen = (await prometheus.query('sum(portal_redemptions_total)'))[0]?.value;
        return seen === made;
      },
      20_000,
    );
    const byOutcome = await prometheus.query('sum by (kind, outcome) (portal_redemptions_total) > 0');
    const counted = Object.fromEntries(
      byOutcome.map((each) => [`${each.labels.kind}/${each.labels.outcome}`, each.value]),
    );
    expect(counted).toEqual({ 'main/success': 3, 'main/replayed': 1, 'resend/success': 1 });
    const perInstance = await prometheus.query('sum by (instance) (portal_redemptions_total)');
    expect(perInstance).toHaveLength(2);
    expect(perInstance.every((each) => each.value > 0)).toBe(true);
    console.info(
      `Prometheus: sum(portal_redemptions_total) = ${seen}, made ${made}, over ${perInstance.length} instances`,
    );

    // The sign-in's code went out by SMS: one instance's dispatcher counted it.
    const smsSent = await prometheus.query('sum(portal_messages_sent_total{channel="sms"})');
    expect(smsSent[0]?.value).toBeGreaterThanOrEqual(1);
    const signIns = await prometheus.query('sum(portal_sign_ins_total{outcome="success"})');
    expect(signIns[0]?.value).toBe(1);
  });
});
