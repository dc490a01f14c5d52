import { createFileRoute, Navigate } from '@tanstack/react-router';
import type { AdminPermission } from '../../domain/admin-roles';
import { AdminRoleRefused } from '../features/admin/admin-failure-panel';
import { useCan } from '../features/admin/admin-role';
import { ADMIN_TEXT } from '../features/admin/admin-texts';
import { AdminsScreen } from '../features/admin/admins-screen';
import { ApprovalsScreen } from '../features/admin/approvals-screen';
import { AuditScreen } from '../features/admin/audit-screen';
import { ImportScreen } from '../features/admin/import-screen';
import { useAdminTitle } from '../features/admin/use-admin-title';
import { usePageConfig } from '../page-config/use-page-config';

// The owners' pages (decisions 0120, 0121, 0144, 0187): /admin-dashboard/audit, the admin accounts and the audit
// trail; /admin-dashboard/import, the transaction import; /admin-dashboard/approvals, what waits for a second
// admin. One route for all, not one each: every route adds to the route tree in every first view's entry chunk,
// and a second one put /login over its budget (decision 0135).
// The server refuses what the role may not do; the menu offers each page only to the roles it is for.

function AuditAndAdmins() {
  const { config } = usePageConfig();
  return (
    <section className="admin-screen" aria-labelledby="admin-owner-title">
      <h1 id="admin-owner-title">{ADMIN_TEXT.dashboard.owner}</h1>
      <AuditScreen timeZone={config.timeZone} />
      <AdminsScreen />
    </section>
  );
}

/** What each page needs (decision 0120): opened by URL without it, the page says so (decision 0232). */
const PAGE_PERMISSIONS: Readonly<Record<string, AdminPermission>> = {
  audit: 'readAudit',
  import: 'importTransactions',
  approvals: 'approveChanges',
};

/** Decision 0227: each page's tab title, its menu entry's words. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  audit: ADMIN_TEXT.dashboard.owner,
  import: ADMIN_TEXT.dashboard.importTransactions,
  approvals: ADMIN_TEXT.approvals.menu,
};

function OwnerPage() {
  const { page } = Route.useParams();
  const { config } = usePageConfig();
  const allowed = useCan(PAGE_PERMISSIONS[page] ?? 'manageAdmins');
  useAdminTitle(PAGE_TITLES[page] ?? ADMIN_TEXT.dashboard.owner);
  if (page in PAGE_PERMISSIONS && !allowed) return <AdminRoleRefused />;
  if (page === 'audit') return <AuditAndAdmins />;
  if (page === 'import') return <ImportScreen timeZone={config.timeZone} />;
  if (page === 'approvals') return <ApprovalsScreen timeZone={config.timeZone} />;
  return <Navigate to="/admin-dashboard" search={{ flag: true }} replace />;
}

export const Route = createFileRoute('/admin-dashboard/$page')({ component: OwnerPage });
