import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { homeChunkName } from './scripts/home-chunks';
import { paintHomeScript } from './scripts/paint-home-script';
import { prerenderPages } from './scripts/prerender-pages';
import { pwaManifest } from './src/client/pwa-manifest';
import { SHELL_TEXT } from './src/client/ui/shell-texts';

// Ties the persisted query cache to this build (docs/architecture.md §5 `buster`): a deploy starts from a clean cache.
const buildId = process.env.BUILD_ID ?? new Date().toISOString();
// What a person reads in the footer's About line (decision 0072): the package version and the build's day, or
// the first 7 characters of a BUILD_ID that is not a timestamp (a commit).
const shortBuild = /^\d{4}-\d{2}-\d{2}T/.test(buildId) ? buildId.slice(0, 10) : buildId.slice(0, 7);
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const appVersion = `v${version} · ${shortBuild}`;

// Rolldown names modules by absolute path.
const HOME_ROUTE = fileURLToPath(new URL('./src/client/routes/_authenticated/index.tsx', import.meta.url));

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

const define = { __BUILD_ID__: JSON.stringify(buildId), __APP_VERSION__: JSON.stringify(appVersion) };

export default defineConfig({
  define,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every lazy chunk's dependency list is written into the entry, which /login downloads: each admin screen
    // added names to it. The back office's chunks keep their stylesheets there (the preload helper is what loads
    // a lazy chunk's CSS) and fetch their JavaScript through their own imports: one more round trip on a desktop
    // screen, never on a cardholder's. A page opened by address still gets every chunk as modulepreload links
    // from the server (route-preloads.ts). Decision 0137.
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        /(^|\/)admin[-.]/.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, the router and Query change least often: their own chunk stays cached across deploys.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/,
            },
            // Everything else the shell loads is one chunk (decision 0054): split by which lazy
            // routes also use each module, it was some twenty files, each with its own import lists and each
            // compressed on its own, about 7 kB gzip of the first view.
            { name: 'shell', tags: ['$initial'] },
            // Home's first view in three files, not twenty: what home's route loads, named by folder (rewards code,
            // other app code, packages; scripts/home-chunks.ts). The namer names every module home loads itself, so
            // the group does not also pull in their dependencies.
            { name: homeChunkName(HOME_ROUTE), debugName: 'home', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  plugins: [
    // The router plugin must come before react() (docs/architecture.md §3).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // /login is the first view of every signed-out visit: it ships in the shell rather than after it. Other
      // routes split their loader from their component, so the shell does not carry the signed-in pages' queries
      // and schemas; the server preloads both chunks of the page asked for (route-preloads.ts).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // Home's loader and component are one chunk: the router asks for a split loader only once the route's
        // guard has run, one more round trip before home shows where the worker serves the shell (an offline
        // reopen) and the server's modulepreload links do not reach (decision 0136).
        splitBehavior: ({ routeId }) =>
          routeId === '/login'
            ? []
            : routeId === '/_authenticated/'
              ? [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
              : undefined,
      },
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/routeTree.gen.ts',
    }),
    react(),
    {
      // index.html's title and its pre-rendered header say the shell's name from the one place texts live.
      name: 'shell-texts',
      transformIndexHtml: { order: 'pre', handler: (html) => html.replaceAll('%SHELL_BRAND%', SHELL_TEXT.brand) },
    },
    // Before VitePWA: the prerendered pages are written when the bundle is, and precached with the rest.
    prerenderPages({ define }),
    paintHomeScript(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: pwaManifest,
      // Catalogue images are runtime-cached by the worker, warmed when home loads (decision 0077); precaching them
      // too would duplicate entries (docs/architecture.md §3). The shell's own art is precached: the footer logo, which
      // shows before any image could have been cached, and the banners (~42 kB), which belong to the build and
      // so update with it. The one font file (decision 0073) is precached so an offline reopen keeps the look.
      injectManifest: { globPatterns: ['**/*.{js,css,html,woff2}', 'icons/icon.svg', 'images/banners/*.svg'] },
    }),
  ],
  server: {
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/dev': apiTarget },
  },
});
