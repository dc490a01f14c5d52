import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ENROLMENT_LINK_PARAM } from '../../contract/enrolment-link';
import { AdminLoginPage } from '../features/admin/admin-login-page';
import { ADMIN_TEXT } from '../features/admin/admin-texts';
import { useAdminTitle } from '../features/admin/use-admin-title';
import { pageConfigQueryOptions } from '../page-config/page-config-query';
import { usePageConfig } from '../page-config/use-page-config';

// spec §2 /admin: entry layout, no login needed. spec §4: admin login sets admin on response id 5; the
// dashboard needs the flag param (spec §6 "reachable only via the admin login"). Decision 0184: `?enrol=` carries
// an owner's one-time enrolment link, read from the address as given (no search schema: the route tree is in every
// first view's entry chunk).
function AdminRoute() {
  const { config } = usePageConfig();
  const [enrolment] = useState(() => new URLSearchParams(window.location.search).get(ENROLMENT_LINK_PARAM));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useAdminTitle(ADMIN_TEXT.login.heading);
  return (
    <AdminLoginPage
      campaignId={config.campaignID}
      enrolment={enrolment}
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
