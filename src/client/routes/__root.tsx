import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { UI_TEXT } from '../../domain/messages';
import { AppShell } from '../ui/app-shell';

function NotFound() {
  // spec §2: any other path shows 'Error 404 Page Not Found' with a Back to Register link.
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code">{UI_TEXT.notFound.code}</p>
      <h1 id="not-found-title">{UI_TEXT.notFound.title}</h1>
      {/* A plain link until issue 3 adds the /register route to the typed tree. */}
      <a href="/register">{UI_TEXT.notFound.backLink}</a>
    </section>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFound,
});
