import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCall } from '../../src/contract/auth';
import { creditsCall } from '../../src/contract/cardholder';
import { buildPath, withQuery } from '../../src/contract/envelope';
import { IDEMPOTENCY_KEY_HEADER, redeemCall, resendCall } from '../../src/contract/redeem';
import { loadCatalogueEntries } from '../../src/server/campaign/catalogue.repository';
import { type OpenDatabase, openPostgres } from '../../src/server/db/database';
import { type SmsWebhookTestServer, startSmsWebhookTestServer } from '../../src/server/testing/sms-webhook-test-server';
import { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from '../../src/server/testing/smtp-test-server';
import { createScratchDatabase, type ScratchDatabase } from '../../src/server/testing/test-database';
import { claimUntilAnswered } from './support/claims';
import {
  type Instance,
  type InstanceSettings,
  type RunningProxy,
  removeInstance,
  restartInstance,
  startInstance,
  startProxy,
} from './support/cluster';
import { type Answer, Client } from './support/http-client';
import { CAMPAIGN, signIn as signInThroughProxy, sleep, waitFor } from './support/sign-in';

// Decisions 0090 to 0095, docs/product §11 "Several instances": two instances with the default configuration
// (no shared SESSION_SECRET, a DATA_DIR each) on one PostgreSQL database, behind HAProxy (deploy/haproxy.cfg,
// round robin), proven through the proxy with a real SMTP sink and an SMS webhook sink. The steps build on each
// other, in order.

const path = {
  register: buildPath(registerCall, { id: CAMPAIGN }),
  credits: buildPath(creditsCall, { campaignID: CAMPAIGN }),
  redeem: buildPath(redeemCall, { id: CAMPAIGN }),
  resend: (orderID: number) => withQuery(buildPath(resendCall, { id: CAMPAIGN }), { orderID: String(orderID) }),
};

const orderIdOf = (answer: Answer) => (answer.json?.data as { orderID?: number } | undefined)?.orderID;
const creditsOf = (answer: Answer) => (answer.json?.data as { credits?: number } | undefined)?.credits;

/** The outbox row a mail was sent for, from its Message-ID (decision 0090). */
const outboxIdOfMail = (mail: ReceivedMail) => Number(/Message-ID: <outbox-(\d+)@bank\.example>/i.exec(mail.data)?.[1]);

describe.skipIf(!process.env.DATABASE_URL)('two instances behind HAProxy on PostgreSQL (needs DATABASE_URL)', () => {
  let scratch: ScratchDatabase;
  let db: OpenDatabase;
  let sms: SmsWebhookTestServer;
  let smtp: SmtpTestServer;
  let settings: InstanceSettings;
  let instances: Instance[] = [];
  let proxy: RunningProxy;
  let rewardOf: { merchant: { id: number }; denomination: { id: number }; quantity: number };
  const url = (route: string) => `${proxy.origin}${route}`;

  beforeAll(async () => {
    scratch = await createScratchDatabase('multi');
    db = openPostgres(scratch.url, { poolSize: 2 });
    [sms, smtp] = await Promise.all([startSmsWebhookTestServer(), startSmtpTestServer()]);
    settings = { databaseUrl: scratch.url, smtpUrl: smtp.url, smsWebhookUrl: sms.url };
    // Started together on the empty database: migrations and the seed run under the start-up lock.
    instances = await Promise.all([startInstance('a', settings), startInstance('b', settings)]);
    await Promise.all(instances.map((instance) => instance.process.ready()));
    proxy = await startProxy(instances);
    await waitFor(
      'both instances up behind the proxy',
      async () => {
        const seen = new Set<string | undefined>();
        for (let turn = 0; turn < 4; turn += 1) seen.add((await new Client('127.0.0.1').send(url('/readyz'))).servedBy);
        return seen.has('app1') && seen.has('app2');
      },
      20_000,
    );
    const entry = (await loadCatalogueEntries(db.db, CAMPAIGN)).find(
      (each) => each.lists.includes('main') && each.isAvailable && !each.isForPlatinumOnly,
    );
    if (entry === undefined) throw new Error('no regular reward in the demo catalogue');
    rewardOf = { merchant: { id: entry.merchantID }, denomination: { id: entry.denominationID }, quantity: 1 };
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const instance of instances) removeInstance(instance);
    await Promise.all([sms?.close(), smtp?.close()]);
    await db?.close();
    await scratch?.drop();
  });

  const signIn = (client: Client, promoCode: string) =>
    signInThroughProxy({ origin: proxy.origin, db: db.db, sms }, client, promoCode);

  /** A redeem of one eGC, sent again with the same key until an instance answers it (as the PWA does). */
  const redeemOnce = (client: Client, key: string) => claimUntilAnswered(proxy.origin, client, rewardOf, key);

  const cardholder = new Client('127.0.0.2');

  it('sign-in where each step lands on the other instance: a code sent by one verifies at the other, a bot check made by one passes at the other', async () => {
    const steps = await signIn(cardholder, 'CLAIM200');
    expect(steps.map((step) => step.json?.status?.id ?? step.status)).toEqual([0, 0, 200, 0]);
    const servedBy = steps.map((step) => step.servedBy);
    for (let step = 1; step < servedBy.length; step += 1) expect(servedBy[step]).not.toBe(servedBy[step - 1]);
    expect(new Set(servedBy)).toEqual(new Set(['app1', 'app2']));
    expect(cardholder.sessionCookie).toMatch(/^promo_session=/);
  });

  it('a session works on both instances, through the proxy and directly', async () => {
    const reads = await Promise.all([1, 2, 3, 4].map(() => cardholder.send(url(path.credits), { body: {} })));
    expect(reads.map((read) => read.json?.status?.id)).toEqual([0, 0, 0, 0]);
    expect(new Set(reads.map((read) => read.servedBy))).toEqual(new Set(['app1', 'app2']));
    for (const instance of instances) {
      const direct = await cardholder.send(`${instance.process.origin}${path.credits}`, { body: {} });
      expect(direct.json?.status?.id).toBe(0);
    }
  });

  it('a claim, redeems and a resend: one order per Idempotency-Key whichever instance a replay reaches', async () => {
    const first = await redeemOnce(cardholder, 'multi-claim200-first-0001');
    const replays = await Promise.all(
      [1, 2].map(() =>
        cardholder.send(url(path.redeem), {
          body: { rewards: [rewardOf], id: CAMPAIGN },
          headers: { [IDEMPOTENCY_KEY_HEADER]: 'multi-claim200-first-0001' },
        }),
      ),
    );
    expect(new Set(replays.map((replay) => replay.servedBy))).toEqual(new Set(['app1', 'app2']));
    expect(replays.map((replay) => orderIdOf(replay))).toEqual([first, first]);
    const second = await redeemOnce(cardholder, 'multi-claim200-second-001');
    expect(second).not.toBe(first);
    const resent = await cardholder.send(url(path.resend(first)), {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'multi-claim200-resend-0001' },
    });
    expect(resent.json?.status?.id).toBe(0);
    const credits = await cardholder.send(url(path.credits), { body: {} });
    expect(creditsOf(credits)).toBe(4_000);
  });

  it('a limit holds in total, not per instance, whatever X-Forwarded-For the client writes', async () => {
    const client = new Client('127.0.0.50');
    const answers: Answer[] = [];
    for (let request = 0; request < 12; request += 1) {
      answers.push(
        await client.send(url(path.register), {
          body: { vouchercode: `ZZMULTI${request.toString(16)}`, id: CAMPAIGN },
          headers: { 'x-forwarded-for': `198.18.0.${request + 1}` },
        }),
      );
    }
    // Register: 10 a minute per IP (decision 0021), over both instances together.
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 429, 429]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['app1', 'app2']));
    // Another client is not held back.
    const other = await new Client('127.0.0.51').send(url(path.register), {
      body: { vouchercode: 'ZZMULTIX', id: CAMPAIGN },
    });
    expect(other.status).toBe(200);
  });

  it('one instance killed mid-run loses nothing, and the other goes on', async () => {
    const buyer = new Client('127.0.0.3');
    await signIn(buyer, 'SPEND200');
    // The sinks hold their answers: both dispatchers have sends out when the instance dies.
    sms.holdAnswers = true;
    smtp.holdAcceptance = true;
    const keys = Array.from({ length: 8 }, (_, index) => `multi-spend200-run-${String(index).padStart(4, '0')}`);
    const run = keys.map((key, index) => sleep(index * 150).then(() => redeemOnce(buyer, key)));
    const [victim] = instances;
    if (victim === undefined) throw new Error('no instance to kill');
    const victimPid = victim.process.child.pid ?? 0;
    await waitFor(
      'the instance to be killed to be sending messages',
      async () => {
        const leased = await db.db
          .selectFrom('outbox')
          .select('lease_owner')
          .where('lease_owner', 'like', `%:${victimPid}:%`)
          .execute();
        return leased.length > 0 && sms.held + smtp.held > 0;
      },
      15_000,
    );
    victim.process.child.kill('SIGKILL');
    expect(await victim.process.exited).toBe(null);
    // The kernel has closed the dead process's sockets by the time its exit is reported, but the sinks run in
    // this process and learn of it only when they next read: answering before that would count a send that its
    // sender never saw accepted (CI once did, and the lease then sent those messages again). So the sinks keep
    // holding until every send the dead instance had out is seen as gone.
    const victimsSends = new Set(
      (
        await db.db
          .selectFrom('outbox')
          .select('id')
          .where('lease_owner', 'like', `%:${victimPid}:%`)
          .where('sent_at', 'is', null)
          .execute()
      ).map((row) => row.id),
    );
    await waitFor(
      "the sinks to see the dead instance's sends gone",
      () =>
        !sms.heldMessageIds.some((id) => victimsSends.has(id)) &&
        !smtp.heldMails.some((mail) => victimsSends.has(outboxIdOfMail(mail))),
      5_000,
    );
    sms.holdAnswers = false;
    smtp.holdAcceptance = false;
    sms.release();
    smtp.release();

    const orders = await Promise.all(run);
    expect(new Set(orders).size).toBe(keys.length);
    const stored = await db.db
      .selectFrom('orders')
      .select('client_reference_no')
      .where('cardholder_id', '=', (eb) =>
        eb.selectFrom('cardholders').select('id').where('promo_code', '=', 'SPEND200'),
      )
      .execute();
    expect(stored).toHaveLength(keys.length);
    const credits = await buyer.send(url(path.credits), { body: {} });
    expect(credits.servedBy).toBe('app2');
    expect(creditsOf(credits)).toBe(5_000 - 500 * keys.length);

    // The messages the dead instance had claimed wait out its lease; the living one then sends them.
    await waitFor(
      'every message sent',
      async () => {
        const unsent = await db.db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
        return unsent.length === 0;
      },
      60_000,
    );
    restartInstance(victim, settings);
    await victim.process.ready();
  }, 120_000);

  it('every message is delivered exactly once to the SMTP and SMS sinks', async () => {
    const rows = await db.db.selectFrom('outbox').select(['id', 'channel', 'sent_at', 'failed_at']).execute();
    expect(rows.every((row) => row.sent_at !== null && row.failed_at === null)).toBe(true);
    const smsIds = rows
      .filter((row) => row.channel === 'sms')
      .map((row) => row.id)
      .sort((a, b) => a - b);
    const emailIds = rows
      .filter((row) => row.channel === 'email')
      .map((row) => row.id)
      .sort((a, b) => a - b);
    const smsDeliveries = sms.received.map((each) => each.messageId).sort((a, b) => a - b);
    const emailDeliveries = smtp.received.map(outboxIdOfMail).sort((a, b) => a - b);
    console.info(
      `multi-instance: ${rows.length} messages (${smsIds.length} SMS, ${emailIds.length} e-mail); ` +
        `${smsDeliveries.length + emailDeliveries.length} deliveries ` +
        `(${smsDeliveries.length} SMS, ${emailDeliveries.length} e-mail)`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(smsDeliveries).toEqual(smsIds);
    expect(emailDeliveries).toEqual(emailIds);
  });

  it('both drain on SIGTERM: every request is answered while one is up, each exits 0 within its drain time', async () => {
    const client = new Client('127.0.0.4');
    const outcomes: { at: number; status: number | 'error' }[] = [];
    let running = true;
    const load = Promise.all(
      [1, 2, 3, 4].map(async () => {
        while (running) {
          const at = performance.now();
          const answer = await client.send(url('/api/config')).catch(() => undefined);
          outcomes.push({ at, status: answer?.status ?? 'error' });
        }
      }),
    );
    const answered = (from: number) => outcomes.slice(from).filter((outcome) => outcome.status === 200).length;
    await waitFor('the load to be answered through the proxy', () => answered(0) > 20, 10_000);
    const [first, second] = instances;
    if (first === undefined || second === undefined) throw new Error('two instances expected');
    for (const [instance, last] of [
      [first, false],
      [second, true],
    ] as const) {
      const signalled = performance.now();
      instance.process.child.kill('SIGTERM');
      expect(await instance.process.exited).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(10_000);
      expect(instance.process.output()).toContain('drained: exiting');
      if (!last) {
        const before = outcomes.length;
        await waitFor('the other instance to answer the load alone', () => answered(before) >= 10, 10_000);
        continue;
      }
      running = false;
      await load;
      // Until the last one drained, every request was answered; after it, the proxy has no one to ask.
      const whileUp = outcomes.filter((outcome) => outcome.at < signalled);
      expect(whileUp.length).toBeGreaterThan(20);
      expect(whileUp.every((outcome) => outcome.status === 200)).toBe(true);
      expect(outcomes.every((outcome) => outcome.status === 200 || outcome.status === 503)).toBe(true);
    }
  }, 60_000);
});
