import { createFileRoute } from '@tanstack/react-router';
import { serverToday } from '../features/admin/admin-dates';
import { ReportScreen } from '../features/admin/report-screen';
import { usePageConfig } from '../page-config/use-page-config';

// spec §2 admin dashboard: Generate Report.
function ReportRoute() {
  const { config, serverOffsetMs } = usePageConfig();
  return <ReportScreen campaignId={config.campaignID} today={serverToday(serverOffsetMs, config.timeZone)} />;
}

export const Route = createFileRoute('/admin-dashboard/report')({ component: ReportRoute });
