import { createFileRoute, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { z } from 'zod/mini';
import { AdminDashboardLayout } from '../features/admin/admin-dashboard-layout';
import { AdminRoleProvider } from '../features/admin/admin-role';
import { UndeliveredMessages } from '../features/admin/undelivered-messages';
import { pageConfigQueryOptions } from '../page-config/page-config-query';
import { usePageConfig } from '../page-config/use-page-config';

// spec §2 /admin-dashboard: "param flag must be true, else redirect to /admin". Decision: the page config's
// isAdmin (the server's view of the session cookie) must hold too, so a bookmarked ?flag=true is no way in.
// zod/mini (docs/architecture.md §3); `?flag=true` arrives parsed as the boolean true.
// Decision 0140: the campaign overview, the landing page's figures, loads with its chart library only here.
const OverviewScreen = lazy(() => import('../features/admin/overview-screen'));

const DashboardSearchSchema = z.object({ flag: z.catch(z.optional(z.boolean()), undefined) });

function DashboardRoute() {
  const navigate = useNavigate();
  const atSearchStart = useLocation({
    select: (location) =>
      location.pathname.replace(/\/$/, '') === '/admin-dashboard' &&
      location.state.adminSearch === undefined &&
      location.state.adminFind === undefined,
  });
  const { config } = usePageConfig();
  const back = () => navigate({ to: '/admin-dashboard', search: { flag: true } });
  return (
    // Decision 0120: the screens offer what the signed-in admin's role may do.
    <AdminRoleProvider role={config.adminRole ?? 'viewer'}>
      <AdminDashboardLayout onBack={atSearchStart ? null : back}>
        <UndeliveredMessages />
        <Outlet />
        {atSearchStart ? (
          <Suspense fallback={null}>
            <OverviewScreen />
          </Suspense>
        ) : null}
      </AdminDashboardLayout>
    </AdminRoleProvider>
  );
}

export const Route = createFileRoute('/admin-dashboard')({
  validateSearch: DashboardSearchSchema,
  beforeLoad: async ({ context, search }) => {
    if (search.flag !== true) throw redirect({ to: '/admin' });
    const config = await context.queryClient.ensureQueryData(pageConfigQueryOptions());
    if (!config.isAdmin) throw redirect({ to: '/admin' });
  },
  component: DashboardRoute,
});
