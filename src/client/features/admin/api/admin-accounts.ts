import { queryOptions } from '@tanstack/react-query';
import {
  type AuditAction,
  adminChangeCall,
  adminCreateCall,
  adminListCall,
  adminResendCall,
  auditCall,
  auditDownloadCall,
  cardholderTimelineCall,
} from '../../../../contract/admin-accounts';
import type { AdminRole } from '../../../../domain/admin-roles';
import { STATUS } from '../../../../domain/outcomes';
import { urlFor } from '../../../lib/api';
import { AdminStatusError, adminCall, adminRead, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

// Decisions 0120, 0121, 0126: the owners' audit trail and admin accounts, and every admin's cardholder timeline.
// Their keys live here, under adminKeys.all (so a sign-out clears them), not in query-keys.ts: that file is in
// every first view's entry chunk.

export const adminAccountKeys = {
  audit: (filters: Readonly<Record<string, string | number | undefined>>) =>
    [...adminKeys.all, 'audit', filters] as const,
  admins: [...adminKeys.all, 'admins'] as const,
  timeline: (token: string) => [...adminKeys.all, 'timeline', token] as const,
};

export interface AuditFilterValues {
  readonly admin?: string;
  readonly action?: AuditAction;
  readonly cardholder?: string;
  readonly from?: string;
  readonly to?: string;
}

const present = (filters: AuditFilterValues) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as AuditFilterValues;

export const auditQueryOptions = (filters: AuditFilterValues, page: number) =>
  queryOptions({
    queryKey: adminAccountKeys.audit({ ...present(filters), page }),
    queryFn: ({ signal }) => adminRead(auditCall, { query: { ...present(filters), page }, signal }),
    retry: retryTransientFailure,
  });

/** A plain GET the page links to: the browser streams the CSV to a file itself. */
export const auditDownloadUrl = (filters: AuditFilterValues): string =>
  urlFor(auditDownloadCall, { query: { ...present(filters) } });

export const adminListQueryOptions = () =>
  queryOptions({
    queryKey: adminAccountKeys.admins,
    queryFn: ({ signal }) => adminRead(adminListCall, { signal }),
    retry: retryTransientFailure,
  });

/** The refusal's status id (4679: the e-mail is taken), or null when the admin was created. */
export async function createAdmin(account: {
  email: string;
  password: string;
  role: AdminRole;
}): Promise<number | null> {
  const result = await adminCall(adminCreateCall, { body: account });
  return result.statusId === STATUS.success ? null : result.statusId;
}

export type AdminChange =
  | { readonly change: 'role'; readonly role: AdminRole }
  | { readonly change: 'disable' | 'enable' | 'reset-second-factor' };

export async function changeAdmin(adminId: number, change: AdminChange): Promise<void> {
  const result = await adminCall(adminChangeCall, { params: { id: adminId }, body: change });
  if (result.statusId !== STATUS.success) throw new AdminStatusError(adminChangeCall.name, result.statusId);
}

/** True when the eGCs went out again; false when the order cannot be resent now (4307: cooldown; 4308: every eGC used or expired). */
export async function adminResend(token: string, orderID: number): Promise<boolean> {
  const result = await adminCall(adminResendCall, { query: { token, orderID } });
  return result.statusId === STATUS.success;
}

export const timelineQueryOptions = (token: string) =>
  queryOptions({
    queryKey: adminAccountKeys.timeline(token),
    queryFn: ({ signal }) => adminRead(cardholderTimelineCall, { query: { token }, signal }),
    retry: retryTransientFailure,
  });
