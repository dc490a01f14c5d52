import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClient } from './static-client';

// A built client as scripts/precompress.mjs leaves it: each text file with its .br and .gz beside it.
const SHELL = `<!doctype html><html><head><title>shell</title></head><body>${'<p>padding</p>'.repeat(200)}</body></html>`;
// Vite's manifest for an entry, /login and home (a pathless `_authenticated` layout), each with a chunk of its own
// and one they share with the entry (which the shell already loads, so it is never preloaded again).
const MANIFEST = {
  'src/client/main.tsx': { file: 'assets/main-abc123.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  '_form.js': { file: 'assets/form-2.js', imports: ['_framework.js'] },
  'src/client/routes/login.tsx?tsr-split=component': { file: 'assets/login-3.js', imports: ['_form.js'] },
  'src/client/routes/_authenticated/index.tsx?tsr-split=component': { file: 'assets/home-4.js' },
};
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
  mkdirSync(join(clientDir, 'images', 'banners'), { recursive: true });
  for (const banner of ['home-under-75k.svg', 'home-200k.svg', 'claim.svg'])
    writeFileSync(join(clientDir, 'images', 'banners', banner), '<svg/>');
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = Fastify();
  await app.register(cookie);
  serveClient(app, clientDir, { https: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string) =>
  app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });

describe('the built client, served precompressed (decision 0058)', () => {
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

  it('the worker script stays no-cache in its compressed copy', async () => {
    const response = await get('/sw.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/login', '/bonusclaim', '/no-such-page'])('the shell for %s is no-cache', async (url) => {
    const response = await get(url, 'identity');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>shell</title>');
  });
});

const preloadsIn = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe("the shell names the page's route code for preloading", () => {
  it("/login: the route's chunks, not what the entry already loads", async () => {
    expect(preloadsIn((await get('/login', 'identity')).body)).toEqual(['/assets/login-3.js', '/assets/form-2.js']);
    expect(preloadsIn((await get('/login/', 'identity')).body)).toEqual(['/assets/login-3.js', '/assets/form-2.js']);
  });

  it('home only with a session cookie: without one the router sends the visitor to /login', async () => {
    expect(preloadsIn((await get('/', 'identity')).body)).toEqual([]);
    const signedIn = await app.inject({ url: '/', cookies: { promo_session: 'opaque' } });
    expect(preloadsIn(signedIn.body)).toEqual(['/assets/home-4.js']);
  });

  it("home signed in preloads every picture of home's banner, not the pick screens' banners", async () => {
    const imagesIn = (html: string) => [...html.matchAll(/href="([^"]+)" as="image"/g)].map((m) => m[1]);
    const signedIn = await app.inject({ url: '/', cookies: { promo_session: 'opaque' } });
    expect(imagesIn(signedIn.body)).toEqual(['/images/banners/home-200k.svg', '/images/banners/home-under-75k.svg']);
    expect(imagesIn((await get('/', 'identity')).body)).toEqual([]);
    const login = (await get('/login', 'identity')).body;
    expect(imagesIn(login)).toEqual([]);
  });

  it('an unknown page gets no route code, only the page config every page reads', async () => {
    const body = (await get('/no-such-page', 'identity')).body;
    expect(preloadsIn(body)).toEqual([]);
    expect(body).toContain('<link rel="preload" href="/api/config" as="fetch" crossorigin="use-credentials">');
  });
});
