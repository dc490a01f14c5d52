import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, type AdminPermission, can, isAdminRole } from './admin-roles';

// Decision 0120: viewer (search and view), support (+ edit contact details, resend), reports (+ downloads and
// reports), owner (everything, and managing admins and reading the audit trail).

const TABLE: ReadonlyArray<[AdminPermission, boolean, boolean, boolean, boolean]> = [
  //                viewer support reports owner
  ['search', true, true, true, true],
  ['view', true, true, true, true],
  ['editContact', false, true, true, true],
  ['resend', false, true, true, true],
  ['download', false, false, true, true],
  ['report', false, false, true, true],
  ['manageAdmins', false, false, false, true],
  ['readAudit', false, false, false, true],
  ['importTransactions', false, false, false, true],
  // Decision 0187: the second admin of a contact change (or a held resend) is an owner.
  ['approveChanges', false, false, false, true],
];

describe('admin roles', () => {
  it.each(TABLE)('%s: viewer %s, support %s, reports %s, owner %s', (permission, ...expected) => {
    expect(ADMIN_ROLES.map((role) => can(role, permission))).toEqual(expected);
  });

  it('knows the four roles and nothing else', () => {
    expect(ADMIN_ROLES.filter(isAdminRole)).toHaveLength(4);
    expect(isAdminRole('root')).toBe(false);
  });
});
