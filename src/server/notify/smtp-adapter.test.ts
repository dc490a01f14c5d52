import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { enqueueMessage, type OutgoingMessage } from '../platform/outbox.repository';
import { TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { type SmtpTestServer, startSmtpTestServer } from '../testing/smtp-test-server';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import type { DispatcherLog } from './outbox-delivery';
import { startOutboxDispatcher } from './outbox-dispatcher';
import { createSmtpAdapter } from './smtp-adapter';

// docs/architecture.md §4: e-mail through SMTP when SMTP_URL is set, tested against a real local SMTP receiver.

const EMAIL: OutgoingMessage = {
  channel: 'email',
  recipient: 'cardholder@example.com',
  subject: 'Your Spend Promo verification code',
  body: 'Your Spend Promo verification code is 1234.\n.A line that starts with a dot',
};

type LogMethod = DispatcherLog['info'];
const silentLog = () => ({ info: vi.fn<LogMethod>(), warn: vi.fn<LogMethod>(), error: vi.fn<LogMethod>() });

describe.each(TEST_DATABASE_KINDS)('the SMTP adapter against a local SMTP receiver on %s', (kind) => {
  let database: OpenDatabase;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('architecture §4: SMTP_URL set, e-mail goes out through SMTP with its recipient, subject and body', async () => {
    const id = await enqueueMessage(database.db, EMAIL, TEST_NOW);
    const dispatcher = startOutboxDispatcher({
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      db: database.db,
      clock: () => TEST_NOW,
      smtpUrl: smtp.url,
      smtpFrom: 'promo@bank.example',
      log: silentLog(),
    });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(
      async () => {
        const row = await database.db.selectFrom('outbox').select('sent_at').where('id', '=', id).executeTakeFirst();
        expect(row?.sent_at).not.toBeNull();
      },
      { timeout: 5_000 },
    );
    await dispatcher.stop();
    const [mail] = smtp.received;
    expect(mail?.from).toContain('promo@bank.example');
    expect(mail?.to).toEqual(['<cardholder@example.com>']);
    expect(mail?.data).toContain('Subject: Your Spend Promo verification code');
    expect(mail?.data).toContain('Your Spend Promo verification code is 1234.');
    // SMTP dot-stuffing is undone: the line reads as written.
    expect(mail?.data).toContain('\r\n.A line that starts with a dot');
    // The outbox row's Message-ID, the same on a retry, so a receiver can drop a copy (decision 0090).
    expect(mail?.data).toContain(`Message-ID: <outbox-${id}@bank.example>`);
  });

  it('sends an attachment (report e-mails carry a CSV)', async () => {
    const adapter = createSmtpAdapter(smtp.url, 'promo@bank.example');
    const before = smtp.received.length;
    await adapter.deliver({
      id: 1,
      attempts: 0,
      expiresAt: null,
      createdAt: new Date(),
      ...EMAIL,
      attachment: { name: 'report.csv', content: 'a,b\n1,2\n' },
    });
    adapter.close();
    expect(smtp.received[before]?.data).toContain('filename=report.csv');
  });

  it('a refused recipient rejects the delivery, so the dispatcher records and retries it', async () => {
    smtp.rejectRecipients = true;
    const adapter = createSmtpAdapter(smtp.url, 'promo@bank.example');
    await expect(
      adapter.deliver({ id: 2, attempts: 0, expiresAt: null, createdAt: new Date(), ...EMAIL }),
    ).rejects.toThrow(/550/);
    adapter.close();
    smtp.rejectRecipients = false;
  });
});
