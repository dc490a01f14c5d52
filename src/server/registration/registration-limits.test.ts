import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquireCodeCall, registerCall } from '../../contract/auth';
import { buildPath, withQuery } from '../../contract/envelope';
import { DEMO_CAMPAIGN_ID } from '../db/seed/demo-campaign';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';

// Decision 0021 rate limits: register 10/min per IP and 5/hour per code; inquire 30/min per IP and 20/hour per
// code; beyond, HTTP 429 with Retry-After and the envelope. Decision 0104: the per-code limits count per code
// and client together, so a stranger cannot use them against the code's owner.

const HOUR_MS = 3_600_000;

function expectTooManyRequests(response: LightMyRequestResponse, retryAfterSeconds?: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ status: { id: 429, message: expect.stringMatching(/^Too many requests/) } });
  expect(response.json().data).toBeNull();
  const retryAfter = Number(response.headers['retry-after']);
  if (retryAfterSeconds === undefined) expect(retryAfter).toBeGreaterThan(0);
  else expect(retryAfter).toBe(retryAfterSeconds);
}

describe.each(TEST_DATABASE_KINDS)('registration rate limits (decision 0021) on %s', (kind) => {
  let testApp: TestApp;
  let now = TEST_NOW;

  beforeAll(async () => {
    testApp = await openTestApp(kind, { clock: () => now });
  });
  afterAll(async () => testApp.close());

  const register = (vouchercode: string, ip: string) =>
    testApp.app.inject({
      method: 'POST',
      url: buildPath(registerCall, { id: DEMO_CAMPAIGN_ID }),
      remoteAddress: ip,
      payload: { vouchercode, id: DEMO_CAMPAIGN_ID },
    });
  const inquire = (code: string, ip: string) =>
    testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(inquireCodeCall, { id: DEMO_CAMPAIGN_ID }), { code }),
      remoteAddress: ip,
      payload: { code, id: DEMO_CAMPAIGN_ID },
    });

  it('register: 10 a minute from one IP are answered, the 11th gets 429 with Retry-After', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await register(`UNKNOWN${index}`, '10.2.0.1')).statusCode).toBe(200);
    }
    expectTooManyRequests(await register('UNKNOWNX', '10.2.0.1'));
    // Another address is not held back.
    expect((await register('UNKNOWNX', '10.2.0.2')).statusCode).toBe(200);
  });

  it('register: 5 an hour per code and client (any case), the 6th gets 429; an hour later it is answered again', async () => {
    for (let index = 0; index < 5; index += 1) {
      const code = index % 2 === 0 ? 'LIMITED1' : 'limited1';
      expect((await register(code, '10.3.0.1')).statusCode).toBe(200);
    }
    expectTooManyRequests(await register('LIMITED1', '10.3.0.1'), HOUR_MS / 1000);
    expect((await register('LIMITED2', '10.3.0.1')).statusCode).toBe(200);
    // Decision 0104: the owner, elsewhere, is not held back by what another address did with the code.
    expect((await register('LIMITED1', '10.3.0.2')).statusCode).toBe(200);
    now = new Date(TEST_NOW.getTime() + HOUR_MS);
    expect((await register('LIMITED1', '10.3.0.1')).statusCode).toBe(200);
    now = TEST_NOW;
  });

  it('inquire: 30 a minute from one IP are answered, the 31st gets 429', async () => {
    for (let index = 0; index < 30; index += 1) {
      expect((await inquire(`INQUIR${String(index).padStart(2, '0')}`, '10.4.0.1')).statusCode).toBe(200);
    }
    expectTooManyRequests(await inquire('INQUIRXX', '10.4.0.1'));
  });

  it('inquire: 20 an hour per code and client, the 21st gets 429; the owner elsewhere is still answered', async () => {
    for (let index = 0; index < 20; index += 1) {
      expect((await inquire('NOSPEND1', '10.5.0.1')).json().status.id).toBe(4679);
    }
    expectTooManyRequests(await inquire('NOSPEND1', '10.5.0.1'), HOUR_MS / 1000);
    // Decision 0104: 21 inquiries from 21 addresses used to answer the owner 429 for an hour.
    for (let index = 2; index <= 22; index += 1) {
      expect((await inquire('NOSPEND1', `10.5.0.${index}`)).json().status.id).toBe(4679);
    }
  });
});
