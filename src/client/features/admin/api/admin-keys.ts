import type { AdminSearchQuery } from '../../../../domain/validation';

// Every admin query lives under ['admin']: logout drops the whole cache, and a cache persister can leave
// these out (cardholders' personal data read by an admin is never kept on the device).
export const adminKeys = {
  all: ['admin'] as const,
  lookups: ['admin', 'lookup'] as const,
  lookup: (campaignId: number, query: AdminSearchQuery) =>
    [...adminKeys.lookups, campaignId, query.src, query.code] as const,
  transactions: (campaignId: number, token: string) => [...adminKeys.all, 'transactions', campaignId, token] as const,
  orders: (campaignId: number, token: string) => [...adminKeys.all, 'orders', campaignId, token] as const,
  changeLog: (campaignId: number, userID: number) => [...adminKeys.all, 'change-log', campaignId, userID] as const,
};
