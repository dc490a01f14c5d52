import { createFileRoute } from '@tanstack/react-router';
import { UI_TEXT } from '../../domain/messages';
import { serverToday } from '../features/admin/admin-dates';
import { AdminRoleRefused } from '../features/admin/admin-failure-panel';
import { useCan } from '../features/admin/admin-role';
import { ReportScreen } from '../features/admin/report-screen';
import { useAdminTitle } from '../features/admin/use-admin-title';
import { usePageConfig } from '../page-config/use-page-config';

// spec §2 admin dashboard: Generate Report.
function ReportRoute() {
  const { config, serverOffsetMs } = usePageConfig();
  useAdminTitle(UI_TEXT.adminMenu.generateReport);
  // Decision 0232: opened by URL without the role for it, the page says so.
  if (!useCan('report')) return <AdminRoleRefused />;
  return (
    <ReportScreen
      campaignId={config.campaignID}
      timeZone={config.timeZone}
      today={serverToday(serverOffsetMs, config.timeZone)}
    />
  );
}

export const Route = createFileRoute('/admin-dashboard/report')({ component: ReportRoute });
