import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { PassThrough } from 'node:stream';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';
import { loggerOptions } from './logging';

// Under load, a client that closed its connection while its gzip answer was being made was logged as a
// level-50 "Premature close" fault (123 lines in one benchmark run). Nobody failed: it is logged at debug. A real
// fault is still an error. A real server on loopback with the app's compression, a real client that hangs up.

const ERROR = 50;
const DEBUG = 20;

interface LogLine {
  readonly level: number;
  readonly msg?: string;
  readonly err?: { readonly message?: string };
  readonly reqId?: string;
}

const lines: LogLine[] = [];
let app: FastifyInstance;
let origin: URL;
/** Resolves when the server has seen the gone client's connection close. */
let clientGone: () => void = () => {};

/** An answer well above the compression threshold, so it goes through the gzip stream. */
const LARGE = {
  status: { id: 0 },
  data: Array.from({ length: 2_000 }, (_, index) => ({ index, text: 'row '.repeat(8) })),
};

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line !== '') lines.push(JSON.parse(line) as LogLine);
  });
  app = Fastify({ logger: loggerOptions('debug', stream) });
  installErrorHandler(app);
  await app.register(compress, { global: true, threshold: 1024 });
  // Answers only once its client has hung up, as a slow read under load does.
  app.post('/api/slow-read', async (request) => {
    await once(request.raw.socket, 'close');
    clientGone();
    return LARGE;
  });
  app.post('/api/fault', async () => {
    throw new Error('connection to 10.0.0.5 refused');
  });
  origin = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
});

afterAll(() => app.close());

/** Sends a request and hangs up before any answer. */
async function hangUpOn(path: string): Promise<void> {
  const served = new Promise<void>((resolve) => {
    clientGone = resolve;
  });
  const request = httpRequest({
    host: origin.hostname,
    port: origin.port,
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
  });
  request.on('error', () => {});
  request.end('{}', () => setTimeout(() => request.destroy(), 20));
  await served;
  // The answer goes through compression after the handler returns: give its error a moment to be logged.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('a client that hangs up is not a fault of ours', () => {
  it('its premature close is logged at debug, never at error', async () => {
    const before = lines.length;
    await hangUpOn('/api/slow-read');
    const logged = lines.slice(before);
    expect(logged.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(logged.some((line) => line.level === DEBUG && /closed the connection/.test(line.msg ?? ''))).toBe(true);
  });

  it('a real fault is still logged as an error, with its message', async () => {
    const before = lines.length;
    const answer = await fetch(new URL('/api/fault', origin), { method: 'POST' });
    expect(answer.status).toBe(500);
    const errors = lines.slice(before).filter((line) => line.level >= ERROR);
    expect(errors.map((line) => line.err?.message)).toEqual(['connection to 10.0.0.5 refused']);
  });
});
