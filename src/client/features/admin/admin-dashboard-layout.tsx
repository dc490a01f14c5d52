import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { fillTemplate, UI_TEXT } from '../../../domain/messages';
import { Button } from '../../ui/button';
import { AdminLogOutButton } from './admin-log-out-button';
import { useCan } from './admin-role';
import { ADMIN_TEXT } from './admin-texts';
import { pendingApprovalsQueryOptions } from './api/admin-approvals';
import './admin.css';

export interface AdminDashboardLayoutProps {
  readonly children: ReactNode;
  /** spec §2 "a back button": back to the search's start; absent where that is the screen shown. */
  readonly onBack: (() => void) | null;
}

/** Decisions 0187, 0188: the approving role's page, with how many requests wait. */
function ApprovalsLink() {
  const waiting = useQuery(pendingApprovalsQueryOptions()).data?.length ?? 0;
  const text = ADMIN_TEXT.approvals;
  return (
    <Link
      to="/admin-dashboard/$page"
      params={{ page: 'approvals' }}
      search={{ flag: true }}
      className="admin-menu__link"
    >
      {waiting > 0 ? fillTemplate(text.menuWaiting, { count: waiting }) : text.menu}
    </Link>
  );
}

/** spec §2 /admin-dashboard: the menu (Search Cardholder, Generate Report), a back button and logout. */
export function AdminDashboardLayout({ children, onBack }: AdminDashboardLayoutProps) {
  const canReport = useCan('report');
  const isOwner = useCan('manageAdmins');
  const canImport = useCan('importTransactions');
  const canApprove = useCan('approveChanges');
  return (
    <div className="admin-dashboard">
      <div className="admin-dashboard__bar">
        <nav className="admin-menu" aria-label={ADMIN_TEXT.dashboard.menuLabel}>
          <Link
            to="/admin-dashboard"
            search={{ flag: true }}
            className="admin-menu__link"
            activeOptions={{ exact: true, includeSearch: false }}
          >
            {UI_TEXT.adminMenu.searchCardholder}
          </Link>
          {canReport ? (
            <Link to="/admin-dashboard/report" search={{ flag: true }} className="admin-menu__link">
              {UI_TEXT.adminMenu.generateReport}
            </Link>
          ) : null}
          {isOwner ? (
            <Link
              to="/admin-dashboard/$page"
              params={{ page: 'audit' }}
              search={{ flag: true }}
              className="admin-menu__link"
            >
              {ADMIN_TEXT.dashboard.owner}
            </Link>
          ) : null}
          {canImport ? (
            <Link
              to="/admin-dashboard/$page"
              params={{ page: 'import' }}
              search={{ flag: true }}
              className="admin-menu__link"
            >
              {ADMIN_TEXT.dashboard.importTransactions}
            </Link>
          ) : null}
          {canApprove ? <ApprovalsLink /> : null}
        </nav>
        <div className="admin-dashboard__actions">
          {onBack ? (
            <Button variant="secondary" onPress={onBack} aria-describedby="admin-back-description">
              {UI_TEXT.actions.back}
            </Button>
          ) : null}
          <span id="admin-back-description" className="visually-hidden">
            {ADMIN_TEXT.dashboard.backDescription}
          </span>
          <AdminLogOutButton />
        </div>
      </div>
      {children}
    </div>
  );
}
