// Decision 0190: /login, /register, /check and the 404 page as HTML drawn at build time, so a phone shows the form
// before any JavaScript has run (Lighthouse had /login's largest paint wait on 150 kB of it). The pages are drawn
// by the app's own components and router (src/client/prerender/render-page.tsx, loaded through Vite's SSR loader),
// put into the built shell with the stylesheets they need inlined (no request before the first paint), and written
// to dist/client/prerendered/ before vite-plugin-pwa lists the build for the worker's precache (it does so when
// the bundle closes; this runs when it is written). The server sends them for those addresses (static-client.ts).

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { routePreloads, type ViteManifest } from '../src/server/platform/route-preloads';

const PRERENDERED_DIR = 'prerendered';
/** The id of the inlined stylesheet's <style>: the server allows its text by hash (security.ts). */
const STYLE_ID = 'prerendered-style';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
// index.html's #root holds the header painted before the JavaScript; its last </div> is right before <noscript>.
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<noscript>)/;

interface RenderModule {
  readonly PRERENDERED_PAGES: readonly { readonly path: string; readonly file: string }[];
  renderPage(path: string): Promise<string>;
  routePatterns(): string[];
}

const FONT_URL = /url\((\/[^)"']+\.woff2)\)/g;

/**
 * Preloads for the fonts the inlined stylesheets name. Found only when the text is laid out, the font was asked for
 * after the app's scripts (in Lighthouse's trace of /login at 125 ms, the scripts at 62 ms), and the page's text,
 * its largest paint, waits for it; preloaded, it is asked for as the page is read, with the scripts.
 */
function fontPreloads(css: string): string {
  const fonts = [...new Set([...css.matchAll(FONT_URL)].map((match) => match[1]))];
  return fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`).join('');
}

/** The stylesheets index.html links (the entry's), relative to the client directory. */
function linkedStylesheets(shell: string): string[] {
  return [...shell.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
}

/**
 * The built shell with the page drawn into #root (marked with its address, which main.tsx hydrates) and the
 * stylesheets' text in one <style> in place of the entry's link, their fonts preloaded: nothing to wait for before
 * the first paint.
 */
export function prerenderedHtml(shell: string, page: { path: string; body: string; css: string }): string {
  if (!ROOT.test(shell)) throw new Error('the built index.html has no #root before <noscript>');
  // A `</style` inside the CSS would end the element early; the build's CSS has none, and must not.
  if (/<\/style/i.test(page.css)) throw new Error('a stylesheet contains </style');
  let styled = false;
  const head = shell.replace(STYLESHEET_LINK, () => {
    if (styled) return '';
    styled = true;
    return `${fontPreloads(page.css)}<style id="${STYLE_ID}">${page.css}</style>`;
  });
  return head.replace(
    ROOT,
    (_match, noscript: string) => `<div id="root" data-prerendered="${page.path}">${page.body}</div>${noscript}`,
  );
}

/** The Vite plugin: after the client is written, draw the pages into dist/client/prerendered/. */
export function prerenderPages(options: { define: Record<string, string> }): Plugin {
  let outDir = 'dist/client';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      // The app's modules as Node runs them: React's server renderer, the CSS imports dropped. The route tree is
      // the generated one (the router plugin splits code for the browser only), the build's defines the same.
      const server = await createServer({
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        define: options.define,
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
      });
      try {
        const module = (await server.ssrLoadModule('/src/client/prerender/render-page.tsx')) as RenderModule;
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
        const preloads = routePreloads(manifest);
        mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const page of module.PRERENDERED_PAGES) {
          const styles = [...linkedStylesheets(shell), ...(preloads.get(page.path)?.styles ?? [])];
          const css = [...new Set(styles)].map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
          const body = await module.renderPage(page.path);
          writeFileSync(join(outDir, PRERENDERED_DIR, page.file), prerenderedHtml(shell, { ...page, body, css }));
        }
        writeFileSync(join(outDir, PRERENDERED_DIR, 'routes.json'), JSON.stringify(module.routePatterns()));
      } finally {
        await server.close();
      }
    },
  };
}
