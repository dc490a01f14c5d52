import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineHashSource } from './security';

// Decision 0190: the pages the build draws to HTML (scripts/prerender-pages.ts) and how the server sends them. The
// build writes them beside the shell, under prerendered/, with the route patterns the router knows.

const DIR = 'prerendered';
/** The pages by the address they are sent for; '/404' stands for every address no route matches. */
const FILES = { '/login': 'login.html', '/register': 'register.html', '/check': 'check.html', '/404': '404.html' };
type PrerenderedPath = keyof typeof FILES;

export interface PrerenderedPages {
  readonly pages: ReadonlyMap<PrerenderedPath, string>;
  /** Whether a route matches the address; every address when the build wrote no route list. */
  readonly isRoute: (path: string) => boolean;
  /** CSP style-src sources allowing the pages' inline stylesheet and react-aria's style attributes, by hash. */
  readonly styleSources: readonly string[];
}

const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;
// A script with no src: the build's home painter (decision 0191).
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const STYLE_ATTRIBUTE = / style="([^"]*)"/g;

/**
 * The CSP sources a page's inline styles need. The <style> is the build's own stylesheet. The attributes are what
 * react-aria draws (a visually hidden checkbox input): React sets them through the CSSOM in a page it draws, but
 * in HTML they are attributes, which a CSP allows only by hash with 'unsafe-hashes' (decision 0190).
 */
export function inlineStyleSources(html: string): string[] {
  const elements = [...html.matchAll(STYLE_ELEMENT)].map((match) => match[1] ?? '');
  // The HTML escapes & and " in attribute values; the browser hashes the value as parsed.
  const attributes = [...html.matchAll(STYLE_ATTRIBUTE)].map((match) =>
    (match[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
  );
  const hashes = [...new Set([...elements, ...attributes])].map(inlineHashSource);
  return attributes.length > 0 ? ["'unsafe-hashes'", ...hashes] : hashes;
}

/** The CSP script-src sources the page's inline scripts need: each by the hash of its text. */
export function inlineScriptSources(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? ''))].map(inlineHashSource);
}

/** A router path pattern ('/admin-dashboard/$page') as a whole-path regular expression. */
export function routePattern(route: string): RegExp {
  const escaped = route
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/** The prerendered pages of the built client in `clientDir`, none when the build made none. */
export function readPrerenderedPages(clientDir: string): PrerenderedPages {
  const pages = new Map<PrerenderedPath, string>();
  for (const [path, file] of Object.entries(FILES) as [PrerenderedPath, string][]) {
    const full = join(clientDir, DIR, file);
    if (existsSync(full)) pages.set(path, readFileSync(full, 'utf8'));
  }
  const routesFile = join(clientDir, DIR, 'routes.json');
  const routes = existsSync(routesFile)
    ? (JSON.parse(readFileSync(routesFile, 'utf8')) as string[]).map(routePattern)
    : [];
  const styleSources = [...new Set([...pages.values()].flatMap(inlineStyleSources))];
  return {
    pages,
    isRoute: (path) => routes.length === 0 || routes.some((route) => route.test(path)),
    styleSources: styleSources.includes("'unsafe-hashes'")
      ? ["'unsafe-hashes'", ...styleSources.filter((source) => source !== "'unsafe-hashes'")]
      : styleSources,
  };
}
