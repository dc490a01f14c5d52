import { queryOptions } from '@tanstack/react-query';
import { adminOrdersCall, adminTransactionsCall, changeLogCall } from '../../../../contract/admin';
import { adminRead, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

// spec §7: the looked-up cardholder's transactions and orders (by the inquiry's token) and the change log (by
// user id). Same paths as the cardholder's own reads; `?token=` selects the admin reading.

export const adminTransactionsQueryOptions = (campaignId: number, token: string) =>
  queryOptions({
    queryKey: adminKeys.transactions(campaignId, token),
    queryFn: ({ signal }) => adminRead(adminTransactionsCall, { params: { id: campaignId }, query: { token }, signal }),
    retry: retryTransientFailure,
  });

export const adminOrdersQueryOptions = (campaignId: number, token: string) =>
  queryOptions({
    queryKey: adminKeys.orders(campaignId, token),
    queryFn: ({ signal }) => adminRead(adminOrdersCall, { params: { id: campaignId }, query: { token }, signal }),
    retry: retryTransientFailure,
  });

export const changeLogQueryOptions = (campaignId: number, userID: number) =>
  queryOptions({
    queryKey: adminKeys.changeLog(campaignId, userID),
    queryFn: ({ signal }) =>
      adminRead(changeLogCall, { params: { id: campaignId }, body: { id: campaignId, userID }, signal }),
    retry: retryTransientFailure,
  });
