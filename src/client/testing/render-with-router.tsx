import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Where a test navigation landed: the href, and the promo code carried in history state when there is one. */
function Landing({ name }: { readonly name: string }) {
  const location = useLocation();
  const promoCode = location.state.promoCode;
  return (
    <p data-testid="landing">
      {name} {location.href}
      {promoCode ? ` ${promoCode}` : ''}
    </p>
  );
}

/** The pages screens navigate to outside themselves (sign-in, admin): each shows where a navigation landed. */
const LANDINGS: Readonly<Record<string, string>> = {
  '/login': 'login',
  '/verification': 'verification',
  '/admin': 'admin',
  '/admin-dashboard': 'dashboard',
};

interface RenderWithRouterOptions {
  /** The cache the screen reads (seeded, or the app's own client); a fresh one without retries by default. */
  readonly queryClient?: QueryClient;
}

/**
 * The one test router: renders `ui` at '/' of a small router (screens link, navigate and query), beside landing
 * pages that show where a navigation went, with a query client. Test-only.
 */
export async function renderWithRouter(ui: () => ReactNode, options: RenderWithRouterOptions = {}) {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: Outlet });
  const child = (path: string, component: () => ReactNode) =>
    createRoute({ getParentRoute: () => rootRoute, path, component });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      child('/', () => <>{ui()}</>),
      ...Object.entries(LANDINGS).map(([path, name]) => child(path, () => <Landing name={name} />)),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return { ...view, router, queryClient };
}
