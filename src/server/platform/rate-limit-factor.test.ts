import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCall } from '../../contract/auth';
import { buildPath } from '../../contract/envelope';
import { DEMO_CAMPAIGN_ID } from '../db/seed/demo-campaign';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

// Decision 0021: RATE_LIMIT_IP_FACTOR multiplies the per-IP limits (register: 10 a minute) and nothing else.
describe.each(TEST_DATABASE_KINDS)('the per-IP limit factor on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await openTestApp(kind, { rateLimitIpFactor: 2 });
  });
  afterAll(async () => testApp.close());

  it('with factor 2, register allows 20 a minute from one IP and refuses the 21st', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      // Unknown codes, each different, so the per-code limit never applies.
      const answer = await testApp.app.inject({
        method: 'POST',
        url: buildPath(registerCall, { id: DEMO_CAMPAIGN_ID }),
        remoteAddress: '10.9.9.9',
        payload: { vouchercode: `ZZFACT${String(attempt).padStart(2, '0')}`, id: DEMO_CAMPAIGN_ID },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
