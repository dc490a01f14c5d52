import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSummaryCall } from '../../contract/admin';
import { type AdminTestApp, openAdminTestApp } from '../admin/testing/admin-test-app';
import { enqueueMessage } from '../platform/outbox.repository';
import { signInAs } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';

// Decision 0090: "after the last retry a message is kept as failed, counted where an admin sees it".

describe.each(TEST_DATABASE_KINDS)('GET /api/admin/outbox on %s', (kind) => {
  let testApp: AdminTestApp;
  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
  });
  afterAll(async () => testApp.close());

  const summary = (cookie?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: outboxSummaryCall.fullPath,
      remoteAddress: '10.0.9.1',
      ...(cookie === undefined ? {} : { headers: { cookie } }),
    });

  it('decision 0031: 401 without a session, 403 for a cardholder', async () => {
    expect((await summary()).statusCode).toBe(401);
    const cardholder = await signInAs(testApp.app, testApp.db, 'NOSPEND1', { ip: '10.0.9.2' });
    expect((await summary(cardholder)).statusCode).toBe(403);
  });

  it('counts the messages waiting, sent and failed, and says since when the oldest waits', async () => {
    const message = { channel: 'email', recipient: 'a@example.com', subject: 'S', body: 'B' } as const;
    const before = outboxSummaryCall.response.parse((await summary(await testApp.adminCookie())).json()).data;
    const failed = await enqueueMessage(testApp.db, message, TEST_NOW);
    await enqueueMessage(testApp.db, message, new Date(TEST_NOW.getTime() - 60_000));
    await testApp.db
      .updateTable('outbox')
      .set({ failed_at: TEST_NOW, attempts: 10 })
      .where('id', '=', failed)
      .execute();
    const answer = await summary(await testApp.adminCookie());
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = outboxSummaryCall.response.parse(answer.json()).data;
    expect(data).toMatchObject({ waiting: before.waiting + 1, failed: before.failed + 1, sent: before.sent });
    expect(data.oldestWaitingAt).not.toBeNull();
  });
});
