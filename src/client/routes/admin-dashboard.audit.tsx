import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from '../features/admin/audit-screen';
import { usePageConfig } from '../page-config/use-page-config';

// Decision 0121: the owners' audit trail.
function AuditRoute() {
  const { config } = usePageConfig();
  return <AuditScreen timeZone={config.timeZone} />;
}

export const Route = createFileRoute('/admin-dashboard/audit')({ component: AuditRoute });
