import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

// Decision 0094: liveness (/healthz) apart from readiness (/readyz); readiness 503 from the moment the server
// drains, and every answer then closes its connection.

describe.each(TEST_DATABASE_KINDS)('liveness and readiness on %s', (kind) => {
  let testApp: TestApp;
  let draining = false;

  beforeAll(async () => {
    testApp = await openTestApp(kind, { isReady: () => !draining });
  });
  afterAll(async () => testApp.close());

  it('while serving: /healthz and /readyz answer 200, never cached, and connections stay open', async () => {
    draining = false;
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers.connection).not.toBe('close');
  });

  it('draining: /readyz answers 503 "draining", /healthz still 200, and every answer says Connection: close', async () => {
    draining = true;
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ok: false, reason: 'draining' });
    const live = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    const config = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.statusCode).toBe(200);
    expect(config.headers.connection).toBe('close');
    draining = false;
  });
});

describe.each(TEST_DATABASE_KINDS)('readiness without a database on %s', (kind) => {
  it('/readyz answers 503 "database" when the database does not answer; /healthz still 200', async () => {
    const testApp = await openTestApp(kind);
    await testApp.database.close();
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ok: false, reason: 'database' });
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await testApp.app.close();
  });
});
