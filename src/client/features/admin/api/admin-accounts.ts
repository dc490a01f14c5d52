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
  type TimelineActor,
} from '../../../../contract/admin-accounts';
import type { AdminRole } from '../../../../domain/admin-roles';
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

/** The new admin's one-time enrolment link (decision 0184), or the refusal's status id (4679: the e-mail is taken). */
export async function createAdmin(account: {
  email: string;
  password: string;
  role: AdminRole;
}): Promise<{ readonly enrolmentLink: string } | { readonly refused: number }> {
  const result = await adminCall(adminCreateCall, { body: account });
  return result.kind === 'success' ? { enrolmentLink: result.data.enrolmentLink } : { refused: result.statusId };
}

export type AdminChange =
  | { readonly change: 'role'; readonly role: AdminRole }
  | { readonly change: 'disable' | 'enable' | 'reset-second-factor' | 'enrolment-link' };

/** The change's new one-time enrolment link (a reset, or a new link: decision 0184), else null. */
export async function changeAdmin(adminId: number, change: AdminChange): Promise<string | null> {
  const result = await adminCall(adminChangeCall, { params: { id: adminId }, body: change });
  if (result.kind !== 'success') throw new AdminStatusError(adminChangeCall.name, result.statusId);
  return result.data?.enrolmentLink ?? null;
}

/**
 * The resend's status id: 0 sent, 4307 not now (cooldown), 4308 every eGC used or expired (decision 0161), 4712
 * held for a second admin (decision 0188: the contact details changed recently).
 */
export async function adminResend(token: string, orderID: number): Promise<number> {
  return (await adminCall(adminResendCall, { query: { token, orderID } })).statusId;
}

/** Decision 0236: one page of the timeline, of one actor or everyone's. */
export const timelineQueryOptions = (token: string, view: { readonly actor?: TimelineActor; readonly page: number }) =>
  queryOptions({
    queryKey: [...adminAccountKeys.timeline(token), view] as const,
    queryFn: ({ signal }) => adminRead(cardholderTimelineCall, { query: { token, ...view }, signal }),
    retry: retryTransientFailure,
  });
