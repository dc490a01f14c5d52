import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TEXT } from '../features/admin/admin-texts';
import { AdminsScreen } from '../features/admin/admins-screen';
import { AuditScreen } from '../features/admin/audit-screen';
import { usePageConfig } from '../page-config/use-page-config';

// Decisions 0120, 0121: the owners' page: the admin accounts and the audit trail. One route, not two: each
// route adds to the route tree in every first view's entry chunk (budgets).
function OwnerRoute() {
  const { config } = usePageConfig();
  return (
    <section className="admin-screen" aria-labelledby="admin-owner-title">
      <h1 id="admin-owner-title">{ADMIN_TEXT.dashboard.owner}</h1>
      <AuditScreen timeZone={config.timeZone} />
      <AdminsScreen />
    </section>
  );
}

export const Route = createFileRoute('/admin-dashboard/audit')({ component: OwnerRoute });
