import type { AdminSearchQuery } from '../../../../domain/validation';
import { ADMIN_KEY_ROOT } from '../../../query-keys';

// The admin screens' query keys, all under the one root the persistence leaves out (query-keys.ts).
export const adminKeys = {
  all: [ADMIN_KEY_ROOT] as const,
  lookups: [ADMIN_KEY_ROOT, 'lookup'] as const,
  lookup: (campaignId: number, query: AdminSearchQuery) =>
    [...adminKeys.lookups, campaignId, query.src, query.code] as const,
  transactions: (token: string, paging: { readonly page: number; readonly sort: string; readonly dir: string }) =>
    [...adminKeys.all, 'transactions', token, paging] as const,
  orders: (token: string, paging: { readonly page: number; readonly sort: string; readonly dir: string }) =>
    [...adminKeys.all, 'orders', token, paging] as const,
  /** Decision 0234: the cardholder page's summary. */
  summary: (token: string) => [...adminKeys.all, 'summary', token] as const,
  changeLog: (campaignId: number, userID: number) => [...adminKeys.all, 'change-log', campaignId, userID] as const,
  outbox: [ADMIN_KEY_ROOT, 'outbox'] as const,
  analytics: [ADMIN_KEY_ROOT, 'analytics'] as const,
  find: (by: string, value: string) => [...adminKeys.all, 'find', by, value] as const,
  overview: (range: Readonly<Record<string, string | undefined>>) => [...adminKeys.all, 'overview', range] as const,
  audit: (filters: Readonly<Record<string, string | number | undefined>>) =>
    [...adminKeys.all, 'audit', filters] as const,
  admins: [ADMIN_KEY_ROOT, 'admins'] as const,
  reports: [ADMIN_KEY_ROOT, 'reports'] as const,
  imports: [ADMIN_KEY_ROOT, 'imports'] as const,
  timeline: (token: string) => [...adminKeys.all, 'timeline', token] as const,
};
