import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageConfigSchema } from '../contract/config';
import { openTestApp, type TestApp } from './testing/test-app';
import { TEST_DATABASE_KINDS } from './testing/test-database';
import { TEST_NOW } from './testing/test-seed';

describe.each(TEST_DATABASE_KINDS)('the app on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await openTestApp(kind);
  });
  afterAll(async () => testApp.close());

  it('GET /healthz answers ok', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('GET /api/config serves the spec §3 page config of the seeded campaign', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.status.id).toBe(0);
    const config = PageConfigSchema.parse(body.data);
    expect(config.serverDateTime).toBe(TEST_NOW.toISOString());
    expect(config.isAuthenticated).toBe(false);
    expect(config.code).toBeNull();
    expect(config.timeZone).toBe('Asia/Manila');
    expect(config.spendGoals.map((goal) => goal.threshold)).toEqual([75_000, 200_000]);
    // Decision 6: the reward lists are built from the catalogue tables.
    const mainRewards = config.uiSchema.rewards.flatMap((group) => group.merchants);
    expect(mainRewards.length).toBeGreaterThan(0);
    expect(mainRewards.some((merchant) => merchant.isForPlatinumOnly)).toBe(true);
    expect(config.uiSchema.rewardsByCategory.every((group) => !group.name?.includes(' - '))).toBe(true);
  });

  it('sends a strict content security policy with no third-party origin', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // Decision 0107: no inline style either.
    expect(csp).toMatch(/style-src 'self' 'sha256-[^']+';/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API path with 404 in the envelope, not the app shell', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
  });
});
