import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptSources, type PrerenderedPages, readPrerenderedPages } from './prerendered-pages';
import { type RoutePreload, routePreloads, type ViteManifest, withPreloads } from './route-preloads';
import { sessionCookieName } from './sessions/session-cookie';

// The built client: hashed assets are immutable; the shell, the worker and the manifest must be revalidated
// so a deploy is picked up (docs/architecture.md §5). Unknown non-API paths get the shell: the router draws the page.
// Text files go out in the brotli or gzip copy the build made, as the browser accepts.

const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const isRevalidated = (path: string) =>
  path.endsWith('.html') || path.endsWith('/sw.js') || path.endsWith('.webmanifest') || path.endsWith('registerSW.js');

interface BuiltShell {
  readonly builtAt: number;
  readonly html: string;
  readonly preloads: ReadonlyMap<string, RoutePreload>;
  /** Home's banner pictures (spec §2 "a banner by total spend", decision 0162). */
  readonly banners: readonly string[];
  /** /login, /register, /check and the 404 page as the build drew them (decision 0190). */
  readonly prerendered: PrerenderedPages;
  /** CSP script-src sources for the shell's inline script (the home painter, decision 0191). */
  readonly scriptSources: readonly string[];
}

const BANNERS = 'images/banners';

// Home's banner pictures, all of them (a few kB each): which one shows depends on the cardholder's spend and claim
// state (decision 0162), known only once the reads answer, and the image would otherwise be asked for only after
// home has drawn. The pick screens' banners in the same folder are theirs, not home's.
function bannersIn(clientDir: string): string[] {
  const dir = join(clientDir, BANNERS);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.startsWith('home-') && file.endsWith('.svg'))
    .sort()
    .map((file) => `${BANNERS}/${file}`);
}

/** The shell and its route preloads, re-read when a deploy replaces index.html under the running server. */
function shellReader(clientDir: string): () => BuiltShell {
  let cached: BuiltShell | null = null;
  return () => {
    const builtAt = statSync(join(clientDir, 'index.html')).mtimeMs;
    if (cached?.builtAt === builtAt) return cached;
    const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
    const manifestFile = join(clientDir, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : {};
    cached = {
      builtAt,
      html,
      preloads: routePreloads(manifest),
      banners: bannersIn(clientDir),
      prerendered: readPrerenderedPages(clientDir),
      scriptSources: inlineScriptSources(html),
    };
    return cached;
  };
}

// One reader a client directory: the CSP (security.ts) and the pages read the same build.
const readers = new Map<string, () => BuiltShell>();
const readerFor = (clientDir: string) => {
  const reader = readers.get(clientDir) ?? shellReader(clientDir);
  readers.set(clientDir, reader);
  return reader;
};

/**
 * The CSP sources the built client's pages need for what they carry inline (none without a built client): the
 * prerendered pages' styles (decision 0190) and every page's home painter (decision 0191).
 */
export function builtInlineSources(clientDir: string) {
  const read = readerFor(clientDir);
  const built = () => existsSync(join(clientDir, 'index.html'));
  return {
    styles: (): readonly string[] => (built() ? read().prerendered.styleSources : []),
    scripts: (): readonly string[] => (built() ? read().scriptSources : []),
  };
}

/**
 * The HTML for a page address: the build's drawing of it where there is one (decision 0190), else the shell the
 * router draws into. /login and /register with a session cookie get the shell: the router sends the visitor home.
 */
function pageFor(shell: BuiltShell, page: string, signedIn: boolean): { html: string; notFound: boolean } {
  const { pages, isRoute } = shell.prerendered;
  if (!isRoute(page)) return { html: pages.get('/404') ?? shell.html, notFound: pages.has('/404') };
  const drawn =
    page === '/check' || ((page === '/login' || page === '/register') && !signedIn) ? pages.get(page) : undefined;
  return { html: drawn ?? shell.html, notFound: false };
}

export function serveClient(app: FastifyInstance, clientDir: string, options: { https: boolean }): void {
  if (!existsSync(join(clientDir, 'index.html'))) {
    app.log.warn(`no built client in ${clientDir}: run npm run build`);
    return;
  }
  app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // scripts/precompress.mjs writes .br and .gz beside each text file at build time.
    preCompressed: true,
    setHeaders(res, servedPath) {
      // A precompressed copy is headed as the file it stands for.
      const path = servedPath.replace(/\.(br|gz)$/, '');
      if (isRevalidated(path)) res.header('Cache-Control', REVALIDATE);
      else if (path.includes(`${join(clientDir, 'assets')}`)) res.header('Cache-Control', IMMUTABLE);
      else res.header('Cache-Control', 'public, max-age=86400');
    },
  });
  const readShell = readerFor(clientDir);
  const sessionCookie = sessionCookieName(options.https);
  const sendShell = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const shell = readShell();
    const page = path.length > 1 ? path.replace(/\/$/, '') : path;
    const preload = shell.preloads.get(page);
    const signedIn = request.cookies[sessionCookie] !== undefined;
    const shows = preload !== undefined && (!preload.needsSession || signedIn);
    const images = shows && page === '/' ? shell.banners : [];
    const { html, notFound } = pageFor(shell, page, signedIn);
    return reply
      .status(notFound ? 404 : 200)
      .header('Cache-Control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(withPreloads(html, shows ? { ...preload, images } : null));
  };
  app.get('/', (request, reply) => sendShell(request, reply, '/'));
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/healthz') {
      return reply.status(404).send({ status: { id: 404, message: 'Not Found' }, data: null });
    }
    const file = join(clientDir, path);
    if (file.startsWith(clientDir) && existsSync(file) && !file.endsWith('/')) {
      return reply.sendFile(path.slice(1));
    }
    return sendShell(request, reply, path);
  });
}
