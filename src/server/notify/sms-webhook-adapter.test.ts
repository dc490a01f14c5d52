import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { enqueueMessage, type OutgoingMessage } from '../platform/outbox.repository';
import { TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import type { DispatcherLog } from './outbox-delivery';
import { startOutboxDispatcher } from './outbox-dispatcher';
import { createSmsWebhookAdapter } from './sms-webhook-adapter';

// docs/architecture.md §4: SMS through an HTTP webhook when SMS_WEBHOOK_URL is set, tested against a local receiver.

const SMS: OutgoingMessage = { channel: 'sms', recipient: '09171234567', subject: '', body: 'Code 5678' };

type LogMethod = DispatcherLog['info'];
const silentLog = () => ({ info: vi.fn<LogMethod>(), warn: vi.fn<LogMethod>(), error: vi.fn<LogMethod>() });

describe.each(TEST_DATABASE_KINDS)('the SMS webhook adapter against a local HTTP receiver on %s', (kind) => {
  let database: OpenDatabase;
  let server: Server;
  let url = '';
  let status = 200;
  const bodies: unknown[] = [];

  const readJson = async (request: IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = createServer((request, response) => {
      void readJson(request).then((body) => {
        bodies.push({
          body,
          contentType: request.headers['content-type'],
          idempotencyKey: request.headers['idempotency-key'],
          method: request.method,
        });
        response.statusCode = status;
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    url = `http://127.0.0.1:${address.port}/sms`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  });

  it('architecture §4: SMS_WEBHOOK_URL set, the dispatcher sends SMS through the webhook and marks them sent', async () => {
    status = 200;
    const id = await enqueueMessage(database.db, SMS, TEST_NOW);
    const dispatcher = startOutboxDispatcher({
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      db: database.db,
      clock: () => TEST_NOW,
      smtpFrom: 'promo@localhost',
      smsWebhookUrl: url,
      log: silentLog(),
    });
    await vi.waitFor(
      async () => {
        const row = await database.db.selectFrom('outbox').select('sent_at').where('id', '=', id).executeTakeFirst();
        expect(row?.sent_at).not.toBeNull();
      },
      { timeout: 5_000 },
    );
    await dispatcher.stop();
    expect(bodies.at(-1)).toMatchObject({ body: { messageId: id, to: '09171234567', body: 'Code 5678' } });
  });

  it('architecture §4, decision 0154: an SMS is a JSON POST of its id, key, recipient and text, keyed in a header', async () => {
    status = 202;
    await createSmsWebhookAdapter(url).deliver({ id: 7, attempts: 0, expiresAt: null, createdAt: new Date(), ...SMS });
    expect(bodies.at(-1)).toEqual({
      method: 'POST',
      contentType: 'application/json',
      idempotencyKey: 'outbox-7',
      body: { messageId: 7, idempotencyKey: 'outbox-7', to: '09171234567', body: 'Code 5678' },
    });
  });

  it('decision 0154: a retry of a message carries the same key', async () => {
    status = 503;
    const adapter = createSmsWebhookAdapter(url);
    await expect(
      adapter.deliver({ id: 11, attempts: 0, expiresAt: null, createdAt: new Date(), ...SMS }),
    ).rejects.toThrow();
    status = 200;
    await adapter.deliver({ id: 11, attempts: 1, expiresAt: null, createdAt: new Date(), ...SMS });
    const keys = bodies.slice(-2).map((each) => (each as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual(['outbox-11', 'outbox-11']);
  });

  it('an answer without a body (204) is a delivery too', async () => {
    status = 204;
    await expect(
      createSmsWebhookAdapter(url).deliver({ id: 9, attempts: 0, expiresAt: null, createdAt: new Date(), ...SMS }),
    ).resolves.toBeUndefined();
  });

  it.each([400, 500, 503])('an HTTP %i answer is a failed delivery', async (answer) => {
    status = answer;
    await expect(
      createSmsWebhookAdapter(url).deliver({ id: 8, attempts: 0, expiresAt: null, createdAt: new Date(), ...SMS }),
    ).rejects.toThrow(`SMS webhook answered HTTP ${answer}`);
  });
});
