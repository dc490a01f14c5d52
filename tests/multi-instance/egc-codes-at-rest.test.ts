import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, withQuery } from '../../src/contract/envelope';
import { IDEMPOTENCY_KEY_HEADER, resendCall } from '../../src/contract/redeem';
import { egcsCall } from '../../src/contract/wallet';
import { loadCatalogueEntries } from '../../src/server/campaign/catalogue.repository';
import { type OpenDatabase, openPostgres } from '../../src/server/db/database';
import { type SmsWebhookTestServer, startSmsWebhookTestServer } from '../../src/server/testing/sms-webhook-test-server';
import { type SmtpTestServer, startSmtpTestServer } from '../../src/server/testing/smtp-test-server';
import { createScratchDatabase, type ScratchDatabase } from '../../src/server/testing/test-database';
import { claimUntilAnswered } from './support/claims';
import { type Instance, removeInstance, startInstance } from './support/cluster';
import { Client } from './support/http-client';
import { CAMPAIGN, signIn, waitFor } from './support/sign-in';

// Decision 0170: a copy of the database hands over no eGC. A production server on PostgreSQL with its own
// EGC_CODE_KEY issues eGCs (a redeem), resends them and delivers the messages through SMTP and the SMS webhook;
// the demo's eGCs are there too. `pg_dump` of that database holds none of their codes, while the wallet still
// shows every one and the messages carried them.

const PG_DUMP = process.env.PG_DUMP_PATH ?? '/usr/bin/pg_dump';

const EGC_CODE = /EGC-[A-Z2-9]{4}-[A-Z2-9]{4}/g;

function pgDump(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(PG_DUMP, ['--no-owner', `--dbname=${url}`], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`pg_dump failed: ${stderr}`)) : resolve(stdout),
    );
  });
}

describe.skipIf(!process.env.DATABASE_URL)(
  'eGC codes at rest on PostgreSQL: pg_dump of a running demo (needs DATABASE_URL)',
  () => {
    let scratch: ScratchDatabase;
    let db: OpenDatabase;
    let sms: SmsWebhookTestServer;
    let smtp: SmtpTestServer;
    let instance: Instance;
    const origin = () => instance.process.origin;

    beforeAll(async () => {
      scratch = await createScratchDatabase('egcdump');
      db = openPostgres(scratch.url, { poolSize: 2 });
      [sms, smtp] = await Promise.all([startSmsWebhookTestServer(), startSmtpTestServer()]);
      // A key of this run's own, not the tests' fixed one.
      const env = { EGC_CODE_KEY: randomBytes(32).toString('base64'), EGC_CODE_KEY_ID: 'dump2026' };
      instance = await startInstance('egc', {
        databaseUrl: scratch.url,
        smtpUrl: smtp.url,
        smsWebhookUrl: sms.url,
        env,
      });
      await instance.process.ready();
    }, 120_000);

    afterAll(async () => {
      if (instance) removeInstance(instance);
      await Promise.all([sms?.close(), smtp?.close()]);
      await db?.close();
      await scratch?.drop();
    });

    it('issues, resends and delivers eGCs; the wallet shows them; the dump holds not one of their codes', async () => {
      const portal = { origin: origin(), db: db.db, sms };
      const wallet = async (client: Client) => {
        const answer = await client.send(`${origin()}${buildPath(egcsCall, { id: CAMPAIGN })}`, { body: {} });
        return egcsCall.data.parse(answer.json?.data).map((egc) => egc.code);
      };

      // A cardholder with credits claims one eGC (issued now) and has the order resent.
      const buyer = new Client('127.0.0.3');
      await signIn(portal, buyer, 'CLAIM200');
      const entry = (await loadCatalogueEntries(db.db, CAMPAIGN)).find(
        (each) => each.lists.includes('main') && each.isAvailable && !each.isForPlatinumOnly,
      );
      if (entry === undefined) throw new Error('no regular reward in the demo catalogue');
      const reward = { merchant: { id: entry.merchantID }, denomination: { id: entry.denominationID }, quantity: 1 };
      const orderId = await claimUntilAnswered(origin(), buyer, reward, 'egc-dump-claim-0001');
      const resent = await buyer.send(
        `${origin()}${withQuery(buildPath(resendCall, { id: CAMPAIGN }), { orderID: String(orderId) })}`,
        { method: 'POST', headers: { [IDEMPOTENCY_KEY_HEADER]: 'egc-dump-resend-0001' } },
      );
      expect(resent.json?.status?.id).toBe(0);
      const issued = await wallet(buyer);
      expect(issued).toHaveLength(1);

      // The demo's own eGCs, as their holder sees them.
      const holder = new Client('127.0.0.4');
      await signIn(portal, holder, 'WALLET01');
      const demo = await wallet(holder);
      expect(demo.length).toBeGreaterThanOrEqual(3);

      const codes = [...issued, ...demo];
      for (const code of codes) expect(code).toMatch(/^EGC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

      // Delivered: the first message and the resend, by e-mail and SMS, each with the code in clear.
      const [code] = issued;
      await waitFor(
        'the eGC messages delivered',
        () =>
          smtp.received.filter((mail) => mail.data.includes(code ?? '?')).length >= 2 &&
          sms.received.filter((message) => message.body.includes(code ?? '?')).length >= 2,
        20_000,
      );
      const undelivered = await db.db
        .selectFrom('outbox')
        .select('id')
        .where('body_sealed', '=', true)
        .where('sent_at', 'is', null)
        .execute();
      expect(undelivered).toEqual([]);

      const dump = await pgDump(scratch.url);
      // A dump of the data, not of an empty schema: the cardholders and the sealed codes are in it.
      expect(dump).toContain('CLAIM200');
      expect(dump).toContain('v1:dump2026:');
      for (const each of codes) expect(dump).not.toContain(each);
      expect(dump.match(EGC_CODE)).toBeNull();
    }, 120_000);
  },
);
