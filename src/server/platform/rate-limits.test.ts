import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';
import { createMemoryLimitStore } from './limits/memory-limit-store';
import {
  codeFromBody,
  codeFromQuery,
  installRateLimits,
  MINUTE_MS,
  perCodeLimit,
  perIpLimit,
  promoCodeKey,
  tooManyRequestsError,
} from './rate-limits';

// Decision 0021: limits per IP and per promo code; beyond, HTTP 429 with Retry-After and the envelope. How the
// limits count is platform/limits/ (limit-store.test.ts).

describe('the 429 answer', () => {
  it.each([
    [1, 'Too many requests. Please try again in 1 second.'],
    [30, 'Too many requests. Please try again in 30 seconds.'],
  ])('after %i s reads %s and carries HTTP 429', (seconds, message) => {
    const error = tooManyRequestsError(seconds);
    expect(error.message).toBe(message);
    expect(error.statusCode).toBe(429);
  });

  it.each([
    ['NEWUSER1', 'NEWUSER1'],
    ['newuser1', 'NEWUSER1'],
    [' NewUser1 ', 'NEWUSER1'],
  ])('codes are keyed case-insensitively: %s counts as %s', (code, key) => {
    expect(promoCodeKey(code)).toBe(key);
  });

  it.each([
    [{ vouchercode: 'ABCDEFGH' }, 'ABCDEFGH'],
    [{ vouchercode: 12 }, undefined],
    [{}, undefined],
    [null, undefined],
    ['ABCDEFGH', undefined],
  ])('codeFromBody reads a string field only (%j → %s)', (body, code) => {
    expect(codeFromBody('vouchercode')({ body } as never)).toBe(code);
  });

  it('codeFromQuery reads the query parameter', () => {
    expect(codeFromQuery('code')({ query: { code: 'ABCDEFGH' } } as never)).toBe('ABCDEFGH');
  });
});

describe('the limits on a route', () => {
  let app: FastifyInstance;
  let now = 0;

  beforeAll(async () => {
    app = Fastify();
    installErrorHandler(app);
    await installRateLimits(app, { store: createMemoryLimitStore() });
    app.post('/ip', { config: perIpLimit(2, MINUTE_MS) }, async () => ({ ok: true }));
    app.post(
      '/code',
      { preHandler: perCodeLimit(1, MINUTE_MS, codeFromBody('code'), { now: () => now }) },
      async () => ({ ok: true }),
    );
    app.post('/code-default-clock', { preHandler: perCodeLimit(1, MINUTE_MS, codeFromBody('code')) }, async () => ({
      ok: true,
    }));
  });
  afterAll(async () => app.close());

  const post = (url: string, payload: object = {}, remoteAddress = '10.9.0.1') =>
    app.inject({ method: 'POST', url, payload, remoteAddress });

  it('per IP: over the limit answers 429 in the envelope with Retry-After', async () => {
    expect((await post('/ip')).statusCode).toBe(200);
    expect((await post('/ip')).statusCode).toBe(200);
    const refused = await post('/ip');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      status: { id: 429, message: 'Too many requests. Please try again in 60 seconds.' },
      data: null,
    });
    expect((await post('/ip', {}, '10.9.0.2')).statusCode).toBe(200);
  });

  it('per code and client: the same code from the same IP is refused, from another IP, another code or none not', async () => {
    expect((await post('/code', { code: 'AAAAAAAA' }, '10.9.1.1')).statusCode).toBe(200);
    const refused = await post('/code', { code: 'aaaaaaaa' }, '10.9.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().status.id).toBe(429);
    // Decision 0104: a stranger's use of the code does not hold its owner back.
    expect((await post('/code', { code: 'AAAAAAAA' }, '10.9.1.2')).statusCode).toBe(200);
    expect((await post('/code', { code: 'BBBBBBBB' }, '10.9.1.1')).statusCode).toBe(200);
    expect((await post('/code', {}, '10.9.1.1')).statusCode).toBe(200);
    expect((await post('/code', { code: '' }, '10.9.1.1')).statusCode).toBe(200);
  });

  it.each([
    [MINUTE_MS - 500, 429, '1'],
    [MINUTE_MS, 200, undefined],
  ])('per code: %i ms later the code answers %i (Retry-After %s)', async (elapsed, status, retryAfter) => {
    now = 1_000_000;
    await post('/code', { code: `T${elapsed}`.padEnd(8, 'X') });
    now += elapsed;
    const response = await post('/code', { code: `T${elapsed}`.padEnd(8, 'X') });
    expect(response.statusCode).toBe(status);
    expect(response.headers['retry-after']).toBe(retryAfter);
  });

  it('per code: without a clock given it runs on the real time', async () => {
    expect((await post('/code-default-clock', { code: 'CCCCCCCC' })).statusCode).toBe(200);
    expect((await post('/code-default-clock', { code: 'CCCCCCCC' })).statusCode).toBe(429);
  });
});
