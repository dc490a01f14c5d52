import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallengeCall } from '../../contract/captcha';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import { BOT_CHECK_ALGORITHM, BOT_CHECK_COST, BOT_CHECK_TTL_MS } from './bot-check-settings';

describe.each(TEST_DATABASE_KINDS)('GET /api/captcha/challenge (decision 0018) on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await openTestApp(kind);
  });
  afterAll(async () => testApp.close());

  const fetchChallenge = () => testApp.app.inject({ method: 'GET', url: captchaChallengeCall.fullPath });

  it('answers a signed ALTCHA challenge that "lives 5 minutes" by the server clock, never cached', async () => {
    const response = await fetchChallenge();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = captchaChallengeCall.response.parse(response.json());
    expect(challenge.parameters).toMatchObject({ algorithm: BOT_CHECK_ALGORITHM, cost: BOT_CHECK_COST });
    expect(challenge.parameters.expiresAt).toBe((TEST_NOW.getTime() + BOT_CHECK_TTL_MS) / 1000);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('every challenge is new (its own nonce, salt and signature)', async () => {
    const [first, second] = await Promise.all([fetchChallenge(), fetchChallenge()]);
    const a = captchaChallengeCall.response.parse(first?.json());
    const b = captchaChallengeCall.response.parse(second?.json());
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
    expect(a.parameters.salt).not.toBe(b.parameters.salt);
    expect(a.signature).not.toBe(b.signature);
  });
});
