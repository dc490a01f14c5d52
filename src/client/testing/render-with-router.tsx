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

/** The sign-in pages the auth screens navigate to; other areas pass their own. */
const SIGN_IN_LANDINGS: Readonly<Record<string, string>> = { '/login': 'login', '/verification': 'verification' };

/**
 * Renders `ui` at '/' of a small router whose landing pages (path → name) show where a navigation landed, with
 * a fresh query client (no retries), for components that link, navigate or query. Test-only.
 */
export async function renderWithRouter(ui: () => ReactNode, landings = SIGN_IN_LANDINGS) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: Outlet });
  const child = (path: string, component: () => ReactNode) =>
    createRoute({ getParentRoute: () => rootRoute, path, component });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      child('/', () => <>{ui()}</>),
      ...Object.entries(landings).map(([path, name]) => child(path, () => <Landing name={name} />)),
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
