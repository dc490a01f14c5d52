// docs/decisions/0120-admin-roles.md: four roles, each a ladder step above the one before. The server's guard
// and the admin screens both ask `can(role, permission)`, so what a role cannot do is neither allowed nor offered.

import { ADMIN_ROLES, type AdminRole } from './admin-role-names';

export { ADMIN_ROLES, type AdminRole };

/** What an admin call needs. `resend` is granted with `editContact`; no admin call uses it yet. */
export type AdminPermission =
  | 'search'
  | 'view'
  | 'editContact'
  | 'resend'
  | 'download'
  | 'report'
  | 'manageAdmins'
  | 'readAudit'
  /** Decision 0144: adds bank transactions (and so spend and rewards) from a file. */
  | 'importTransactions'
  /**
   * Decisions 0187, 0188: approves or rejects another admin's contact change, and a resend within the cooling-off
   * after one: the second person, so one insider alone cannot send a cardholder's eGCs elsewhere.
   */
  | 'approveChanges';

const GRANTS: Readonly<Record<AdminRole, readonly AdminPermission[]>> = {
  viewer: ['search', 'view'],
  support: ['search', 'view', 'editContact', 'resend'],
  reports: ['search', 'view', 'editContact', 'resend', 'download', 'report'],
  owner: [
    'search',
    'view',
    'editContact',
    'resend',
    'download',
    'report',
    'manageAdmins',
    'readAudit',
    'importTransactions',
    'approveChanges',
  ],
};

export function can(role: AdminRole, permission: AdminPermission): boolean {
  return GRANTS[role].includes(permission);
}

export function isAdminRole(value: string): value is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(value);
}
