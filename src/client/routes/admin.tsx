import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminLoginPage } from '../features/admin/admin-login-page';
import { pageConfigQueryOptions } from '../page-config/page-config-query';
import { usePageConfig } from '../page-config/use-page-config';

// spec §2 /admin: entry layout, no login needed. spec §4: admin login sets admin on response id 5; the
// dashboard needs the flag param (spec §6 "reachable only via the admin login").
function AdminRoute() {
  const { config } = usePageConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <AdminLoginPage
      campaignId={config.campaignID}
      onSignedIn={async () => {
        // The dashboard's guard reads isAdmin from the config, as the server now sees the session.
        await queryClient.fetchQuery({ ...pageConfigQueryOptions(), staleTime: 0 });
        await navigate({ to: '/admin-dashboard', search: { flag: true } });
      }}
    />
  );
}

export const Route = createFileRoute('/admin')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageConfigQueryOptions()),
  component: AdminRoute,
});
