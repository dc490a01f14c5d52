import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSummaryCall } from '../../contract/admin';
import { BACKGROUND_REQUEST_HEADER } from '../../contract/envelope';
import { type AdminTestApp, openAdminTestApp } from '../admin/testing/admin-test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';

// Decision 0230: the dashboard reads the outbox counts every 5 minutes on its own. That poll is no
// person's activity: an admin session nobody used for 15 minutes ends, however often the screen polls.

const MINUTE = 60_000;

describe.each(TEST_DATABASE_KINDS)('the admin idle timeout under background polling on %s', (kind) => {
  let testApp: AdminTestApp;
  let now = TEST_NOW;
  beforeAll(async () => {
    testApp = await openAdminTestApp(kind, { clock: () => now });
  });
  afterAll(async () => testApp.close());

  const at = (minutes: number) => {
    now = new Date(TEST_NOW.getTime() + minutes * MINUTE);
  };
  const outbox = (cookie: string, background: boolean) =>
    testApp.app.inject({
      method: 'GET',
      url: outboxSummaryCall.fullPath,
      remoteAddress: '10.0.9.31',
      headers: { cookie, ...(background ? { [BACKGROUND_REQUEST_HEADER]: '1' } : {}) },
    });

  it('a poll every 5 minutes does not keep an untouched session alive past 15 minutes', async () => {
    at(0);
    const cookie = await testApp.adminCookie('10.0.9.30');
    for (const minute of [5, 10, 14]) {
      at(minute);
      expect((await outbox(cookie, true)).statusCode, `poll at minute ${minute}`).toBe(200);
    }
    at(15);
    // The session ended at minute 15, the polls in between notwithstanding: 401 from the admin guard.
    expect((await outbox(cookie, true)).statusCode).toBe(401);
  });

  it('a person’s request still restarts the idle time', async () => {
    at(100);
    const cookie = await testApp.adminCookie('10.0.9.32');
    at(110);
    expect((await outbox(cookie, false)).statusCode).toBe(200);
    at(124);
    expect((await outbox(cookie, true)).statusCode).toBe(200);
    at(125);
    expect((await outbox(cookie, true)).statusCode).toBe(401);
  });
});
