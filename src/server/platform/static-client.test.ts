import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClient } from './static-client';

// A built client as scripts/precompress.mjs leaves it: each text file with its .br and .gz beside it.
const SHELL = `<!doctype html><title>shell</title>${'<p>padding</p>'.repeat(200)}`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function writeWithCopies(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

let clientDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'static-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeWithCopies(join(clientDir, 'index.html'), SHELL);
  writeWithCopies(join(clientDir, 'sw.js'), SCRIPT);
  writeWithCopies(join(clientDir, 'assets', 'main-abc123.js'), SCRIPT);
  app = Fastify();
  serveClient(app, clientDir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string) =>
  app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });

describe('the built client, served precompressed (issue 6)', () => {
  it('sends the brotli copy of an asset when the browser accepts it, immutable', async () => {
    const response = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that takes neither', async () => {
    expect((await get('/assets/main-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/main-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it.each(['/', '/login', '/bonusclaim', '/sw.js'])('%s stays no-cache in its compressed copy', async (url) => {
    const response = await get(url, 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
