import { createContext, type ReactNode, useContext } from 'react';
import { type AdminPermission, type AdminRole, can } from '../../../domain/admin-roles';

// Decision 0120: what a role cannot do is not offered. The dashboard route provides the signed-in admin's role
// (the page config's, as the server sees the session); screens ask `useCan`. The server refuses regardless, so a
// screen rendered without the provider (a unit test) offers everything, as before roles.

const AdminRoleContext = createContext<AdminRole>('owner');

export function AdminRoleProvider({ role, children }: { readonly role: AdminRole; readonly children: ReactNode }) {
  return <AdminRoleContext.Provider value={role}>{children}</AdminRoleContext.Provider>;
}

export function useCan(permission: AdminPermission): boolean {
  return can(useContext(AdminRoleContext), permission);
}
