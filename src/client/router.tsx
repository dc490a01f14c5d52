import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { RouteError, RoutePending } from './ui/route-states';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingComponent: RoutePending,
    // STYLE.md 10: a route that fails to load offers Retry, which loads it again.
    defaultErrorComponent: ({ reset }) => <RouteError onRetry={reset} />,
  });
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
