import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStyleSources, routePattern } from './prerendered-pages';
import { inlineHashSource, installSecurityHeaders } from './security';
import { builtInlineSources, serveClient } from './static-client';

// Decision 0190: the pages the build draws (scripts/prerender-pages.ts), as the server sends them, and the CSP that
// lets their inline stylesheet and react-aria's hidden-input style apply.

const CSS = '.page-card{padding:1rem}';
const PAINTER = '(()=>{document.body.dataset.painted=""})();';
const HIDDEN = 'border:0;clip:rect(0 0 0 0);position:absolute';
const page = (heading: string) =>
  `<!doctype html><html><head><style id="prerendered-style">${CSS}</style></head><body><div id="root" data-prerendered="x"><h1>${heading}</h1><span style="${HIDDEN}"><input type="checkbox"></span></div></body></html>`;

let clientDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body>shell<script id="paint-home">${PAINTER}</script></body></html>`,
  );
  mkdirSync(join(clientDir, 'prerendered'));
  for (const [file, heading] of [
    ['login.html', 'Log in'],
    ['register.html', 'Register your promo code'],
    ['check.html', 'Am I registered?'],
    ['404.html', 'Page Not Found'],
  ])
    writeFileSync(join(clientDir, 'prerendered', file ?? ''), page(heading ?? ''));
  writeFileSync(
    join(clientDir, 'prerendered', 'routes.json'),
    JSON.stringify(['/', '/login', '/register', '/check', '/admin-dashboard/$page']),
  );
  app = Fastify();
  await app.register(cookie);
  await installSecurityHeaders(app, { https: false, inline: builtInlineSources(clientDir) });
  serveClient(app, clientDir, { https: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the prerendered pages, as sent', () => {
  it('/login, /register and /check: the page the build drew, its form in the HTML', async () => {
    for (const [url, heading] of [
      ['/login', 'Log in'],
      ['/register/', 'Register your promo code'],
      ['/check?x=1', 'Am I registered?'],
    ]) {
      const response = await app.inject({ url: url ?? '' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<h1>${heading}</h1>`);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('signed in, /login and /register get the shell: the app sends the visitor home', async () => {
    for (const url of ['/login', '/register']) {
      const response = await app.inject({ url, cookies: { promo_session: 'opaque' } });
      expect(response.body).toContain('shell');
      expect(response.body).not.toContain('<h1>');
    }
    expect((await app.inject({ url: '/check', cookies: { promo_session: 'opaque' } })).body).toContain('<h1>');
  });

  it('an address no route matches: the 404 page, with status 404; a route with a parameter is a route', async () => {
    const missing = await app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Page Not Found</h1>');
    const known = await app.inject({ url: '/admin-dashboard/transactions' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('shell');
  });

  it("the CSP allows the pages' stylesheet and style attribute by hash, and nothing else inline", async () => {
    const csp = (await app.inject({ url: '/login' })).headers['content-security-policy'] as string;
    const styleSrc = csp.split(';').find((directive) => directive.startsWith('style-src')) ?? '';
    expect(styleSrc).toContain(inlineHashSource(CSS));
    expect(styleSrc).toContain("'unsafe-hashes'");
    expect(styleSrc).toContain(inlineHashSource(HIDDEN));
    expect(styleSrc).not.toContain('unsafe-inline');
    // The shell's home painter (decision 0191) by the hash of its text; 'self' for the rest, no inline script else.
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe(`script-src 'self' ${inlineHashSource(PAINTER)}`);
    // An API answer's CSP does not carry them.
    const api = (await app.inject({ url: '/api/x' })).headers['content-security-policy'] as string;
    expect(api).not.toContain(inlineHashSource(CSS));
  });
});

describe('the pieces', () => {
  it('a route pattern matches its own addresses only', () => {
    expect(routePattern('/admin-dashboard/$page').test('/admin-dashboard/orders')).toBe(true);
    expect(routePattern('/admin-dashboard/$page').test('/admin-dashboard/a/b')).toBe(false);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/login').test('/loginx')).toBe(false);
  });

  it("a style attribute's hash is of its value as the browser parses it (entities decoded)", () => {
    expect(inlineStyleSources('<p style="font-family:&quot;Inter&quot;">')).toEqual([
      "'unsafe-hashes'",
      inlineHashSource('font-family:"Inter"'),
    ]);
    expect(inlineStyleSources('<p>no styles</p>')).toEqual([]);
  });
});
