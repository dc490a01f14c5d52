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

/** Where a test navigation landed. */
function Landing({ name }: { readonly name: string }) {
  const href = useLocation({ select: (location) => location.href });
  return (
    <p data-testid="landing">
      {name} {href}
    </p>
  );
}

/**
 * Renders `ui` at '/' of a small router whose '/admin' and '/admin-dashboard' pages show where a navigation
 * landed, with a fresh query client (no retries), for admin components that navigate or query. Test-only.
 */
export async function renderAdmin(ui: () => ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: Outlet });
  const child = (path: string, component: () => ReactNode) =>
    createRoute({ getParentRoute: () => rootRoute, path, component });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      child('/', () => <>{ui()}</>),
      child('/admin', () => <Landing name="admin" />),
      child('/admin-dashboard', () => <Landing name="dashboard" />),
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
