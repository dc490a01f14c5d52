import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { PromoCodeSchema } from '../../contract/primitives';
import { BadRequestError, DATABASE_RETRY_AFTER_SECONDS, installErrorHandler } from './error-handler';

// docs/conventions.md 10, "Errors are designed": every malformed request is answered 400 in spec §7's envelope, whichever part
// found it (the contract's schema, a route's own check, Fastify's body parser); a fault hides its details.

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.post('/checked', { schema: { body: z.object({ code: PromoCodeSchema }) } }, async () => ({ ok: true }));
  app.post('/refused', async () => {
    throw new BadRequestError('the code in the query and in the body differ');
  });
  app.post('/refused-with-an-id', async () => {
    throw new BadRequestError('The look-up has expired.', 2);
  });
  app.post('/fault', async () => {
    throw new Error('connection to 10.0.0.5 refused');
  });
  app.post('/database-gone', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  await app.ready();
});

afterAll(() => app.close());

const post = (url: string, payload: string) =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

describe('one answer for a malformed request', () => {
  it.each([
    [
      'the contract schema refuses the body',
      '/checked',
      '{"code":"SHORT"}',
      400,
      '/code must be 8 letters, digits or underscores',
    ],
    [
      'the contract schema misses a field',
      '/checked',
      '{}',
      400,
      '/code Invalid input: expected string, received undefined',
    ],
    ['a route refuses what no schema can say', '/refused', '{}', 400, 'the code in the query and in the body differ'],
    ['a decision names the status id', '/refused-with-an-id', '{}', 2, 'The look-up has expired.'],
  ])('%s: HTTP 400, { status: { id, message }, data: null }', async (_, url, payload, id, message) => {
    const answer = await post(url, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ status: { id, message }, data: null });
  });

  it("Fastify's own refusal (a body that is not JSON) has the same shape", async () => {
    const answer = await post('/checked', '{"code":');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ status: { id: 400, message: expect.any(String) }, data: null });
  });

  it('a fault answers 500 with the generic id and no details', async () => {
    const answer = await post('/fault', '{}');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ status: { id: 500 }, data: null });
  });

  it('decision 0150: a database that cannot be reached answers 503 in the envelope, with Retry-After', async () => {
    const answer = await post('/database-gone', '{}');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(answer.json()).toEqual({ status: { id: 503, message: expect.any(String) }, data: null });
  });
});
