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
});
