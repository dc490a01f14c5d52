import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from '../app';
import { createQueryClient } from '../query-client';
import { createAppRouter } from '../router';

// Decision 0190: the public pages' HTML is drawn at build time (scripts/prerender-pages.ts), with the same components and
// router as the browser (app.tsx), so the form shows before any JavaScript has run; main.tsx hydrates it. Run in
// Node only, through Vite's SSR loader, never bundled into the client.

/**
 * The pages the build draws, and the file each is written to under dist/client/prerendered/.
 * @public read by scripts/prerender-pages.ts through Vite's SSR loader
 */
export const PRERENDERED_PAGES = [
  { path: '/login', file: 'login.html' },
  { path: '/register', file: 'register.html' },
  { path: '/check', file: 'check.html' },
  // Any address no route matches draws spec §2's 404 page; this one stands for all of them.
  { path: '/404', file: '404.html' },
] as const;

/** The app drawn at `path` to HTML: the contents of index.html's #root. */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  // prerender waits for every lazy part and suspended query, so the HTML is the page as it settles.
  const { prelude } = await prerender(<App queryClient={queryClient} router={router} />);
  return new Response(prelude).text();
}

/**
 * Every route's address pattern ('/login', '/admin-dashboard/$page'): the server answers others with the 404 page.
 * @public read by scripts/prerender-pages.ts through Vite's SSR loader
 */
export function routePatterns(): string[] {
  const router = createAppRouter(createQueryClient(), { history: createMemoryHistory() });
  return Object.keys(router.routesByPath).sort();
}
