import { createFileRoute } from '@tanstack/react-router';
import { AdminsScreen } from '../features/admin/admins-screen';
import { AuditScreen } from '../features/admin/audit-screen';
import { usePageConfig } from '../page-config/use-page-config';

// Decisions 0120, 0121: the owners' page: the admin accounts and the audit trail. One route, not two: each
// route adds to the route tree in every first view's entry chunk (budgets).
function OwnerRoute() {
  const { config } = usePageConfig();
  return (
    <>
      <AuditScreen timeZone={config.timeZone} />
      <AdminsScreen />
    </>
  );
}

export const Route = createFileRoute('/admin-dashboard/audit')({ component: OwnerRoute });
