import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutboxCall } from '../../src/contract/dev';
import { parseEnv } from '../../src/server/config/server-config';
import { DEV_OUTBOX_PAGE_PATH } from '../../src/server/notify/dev-outbox-page';
import { isLoopbackAddress } from '../../src/server/platform/client-address';
import { openTestApp, type TestApp } from '../../src/server/testing/test-app';

// Decision 0101: `npm start` listens on this machine only, and the dev outbox (every one-time code and eGC
// code) answers only a client on this machine, and never exists in production.

describe('the server is local by default (decision 0101)', () => {
  it('HOST defaults to 127.0.0.1; HOST=0.0.0.0 still listens everywhere when asked', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.1', false],
    ['fe80::1', false],
    ['1270.0.0.1', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('the dev outbox answers only this machine (decision 0101)', () => {
  let development: TestApp;
  let behindProxy: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    development = await openTestApp('pglite');
    behindProxy = await openTestApp('pglite', { trustProxy: ['loopback'] });
    production = await openTestApp('pglite', { isProduction: true });
  });
  afterAll(async () => {
    await Promise.all([development.close(), behindProxy.close(), production.close()]);
  });

  const paths = [devOutboxCall.fullPath, DEV_OUTBOX_PAGE_PATH];

  it.each(paths)('%s answers a loopback client in development', async (url) => {
    const answer = await development.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
    expect(answer.statusCode).toBe(200);
  });

  it.each(paths)('%s is not there for a client on the network', async (url) => {
    for (const remoteAddress of ['192.168.1.20', '203.0.113.9', '::ffff:10.0.0.1']) {
      const answer = await development.app.inject({ method: 'GET', url, remoteAddress });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toMatch(/code/i);
    }
  });

  it.each(paths)('%s is not there for a remote client forwarded by a proxy on this machine', async (url) => {
    const answer = await behindProxy.app.inject({
      method: 'GET',
      url,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.statusCode).toBe(404);
  });

  it.each(paths)('%s does not exist in production, even for this machine', async (url) => {
    const answer = await production.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ status: { id: 404, message: 'Not Found' }, data: null });
  });
});
