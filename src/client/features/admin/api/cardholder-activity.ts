import { queryOptions } from '@tanstack/react-query';
import { changeLogCall } from '../../../../contract/admin';
import {
  adminCardholderSummaryCall,
  adminOrdersPageCall,
  adminTransactionsPageCall,
  type OrderSort,
  type TransactionSort,
} from '../../../../contract/admin-paged';
import type { ServerSort } from '../table-sort';
import { adminRead, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

// The looked-up cardholder's summary (decision 0234), transactions and orders (by the inquiry's token), one page at a time in the server's
// sort (decision 0143), and the change log (spec §7, by user id).

export interface PageOf<S extends string> extends ServerSort<S> {
  readonly page: number;
}

export const adminTransactionsPageQueryOptions = (token: string, paging: PageOf<TransactionSort>) =>
  queryOptions({
    queryKey: adminKeys.transactions(token, paging),
    queryFn: ({ signal }) => adminRead(adminTransactionsPageCall, { query: { token, ...paging }, signal }),
    retry: retryTransientFailure,
  });

export const adminOrdersPageQueryOptions = (token: string, paging: PageOf<OrderSort>) =>
  queryOptions({
    queryKey: adminKeys.orders(token, paging),
    queryFn: ({ signal }) => adminRead(adminOrdersPageCall, { query: { token, ...paging }, signal }),
    retry: retryTransientFailure,
  });

/** Decision 0234: the summary at the top of the cardholder page. */
export const adminSummaryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: adminKeys.summary(token),
    queryFn: ({ signal }) => adminRead(adminCardholderSummaryCall, { query: { token }, signal }),
    retry: retryTransientFailure,
  });

export const changeLogQueryOptions = (campaignId: number, userID: number) =>
  queryOptions({
    queryKey: adminKeys.changeLog(campaignId, userID),
    queryFn: ({ signal }) =>
      adminRead(changeLogCall, { params: { id: campaignId }, body: { id: campaignId, userID }, signal }),
    retry: retryTransientFailure,
  });
