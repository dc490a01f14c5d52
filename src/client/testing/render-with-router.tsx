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

/** Where a test navigation landed: the href and the promo code carried in history state. */
function Landing({ name }: { readonly name: string }) {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {name} {location.href} {location.state.promoCode ?? ''}
    </p>
  );
}

/**
 * Renders `ui` at '/' of a small router whose '/login' and '/verification' pages show where a navigation
 * landed, with a fresh query client, for components that link or navigate.
 */
export async function renderWithRouter(ui: () => ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: Outlet });
  const child = (path: string, component: () => ReactNode) =>
    createRoute({ getParentRoute: () => rootRoute, path, component });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      child('/', () => <>{ui()}</>),
      child('/login', () => <Landing name="login" />),
      child('/verification', () => <Landing name="verification" />),
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
