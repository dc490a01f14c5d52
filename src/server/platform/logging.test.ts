import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';
import { loggerOptions } from './logging';

describe('the log never holds an eGC code (decision 0080)', () => {
  it("a database fault is logged with its message and request id, PostgreSQL's DETAIL hidden", async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const app = Fastify({ logger: loggerOptions('info', stream) });
    installErrorHandler(app);
    app.post('/api/bpi/spend/redeem/1', async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint "order_items_egc_code_key"'), {
        code: '23505',
        detail: 'Key (egc_code)=(EGC-K7QD-P2XM) already exists.',
      });
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/bpi/spend/redeem/1',
      payload: { code: 'EGC-K7QD-P2XM' },
    });
    await app.close();
    expect(answer.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('duplicate key value violates unique constraint');
    expect(log).toContain('/api/bpi/spend/redeem/1');
    expect(log).not.toContain('K7QD');
  });

  it('decision 0150: a database out of reach is one warning with its code and reason, no stack', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const app = Fastify({ logger: loggerOptions('info', stream) });
    installErrorHandler(app);
    app.get('/api/config', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    const answer = await app.inject({ method: 'GET', url: '/api/config' });
    await app.close();
    expect(answer.statusCode).toBe(503);
    const entries = lines
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const warning = entries.find((entry) => entry.code === 'ECONNREFUSED');
    expect(warning).toMatchObject({ level: 40, reason: 'connect ECONNREFUSED 127.0.0.1:5432' });
    expect(JSON.stringify(entries)).not.toContain('stack');
  });
});
