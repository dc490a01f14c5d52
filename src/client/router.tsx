import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { RouteError, RoutePending } from './ui/route-states';

/** What the build's prerender (src/client/prerender) draws with: a memory history, and no page config. */
export interface PrerenderOptions {
  readonly history: RouterHistory;
}

/**
 * The browser's history by default. Prerendering, the routes' guards do not read the page config: the build has
 * no server to ask, and who is signed in is known only in the browser, which runs the guards before hydrating.
 */
export function createAppRouter(queryClient: QueryClient, prerender?: PrerenderOptions) {
  return createRouter({
    routeTree,
    // isServer: the router draws as on a server (no Suspense around the root, no Transitioner), whichever
    // environment the build runs in; the browser hydrates in the same shape (prepareHydration below).
    ...(prerender ? { history: prerender.history, isServer: true } : {}),
    context: { queryClient, prerendering: prerender !== undefined },
    defaultPreload: 'intent',
    // Prerendering it would write an inline script (the CSP refuses it) the browser's render does not have.
    scrollRestoration: prerender === undefined,
    defaultPendingComponent: RoutePending,
    // docs/conventions.md 10: a route that fails to load offers Retry, which loads it again.
    defaultErrorComponent: ({ reset }) => <RouteError onRetry={reset} />,
  });
}

/**
 * Readies the browser's router to hydrate a page the build drew: drawn on a server, the router leaves out the
 * Suspense boundary it puts around the root in the browser. `ssr` set is how TanStack's own hydration says so
 * (router-core's hydrate); there is no manifest of assets to hand over.
 */
export function prepareHydration(router: ReturnType<typeof createAppRouter>): void {
  router.ssr = { manifest: undefined };
}

/**
 * Starts fetching the code of the page the address names (each matched route's split chunks), without waiting
 * for the router's first load. The first load runs only after the persisted cache is restored, and only then
 * would it ask for these chunks: reopened from the home screen, the worker serves the shell without the
 * server's modulepreload links, so the chunks were a round trip after the restore (decision 0136).
 */
export function loadCurrentRouteCode(router: ReturnType<typeof createAppRouter>): void {
  const [matchedRoutes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of matchedRoutes) {
    // A chunk that fails here fails again in the router's own load, which shows the route's error state.
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
