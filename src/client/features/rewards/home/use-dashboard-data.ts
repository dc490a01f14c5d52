import { type QueryClient, type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Credit, MerchantCategory, Order, Transaction } from '../../../../domain/entities';
import { type Message, messageFor } from '../../../../domain/messages';
import { isSessionProblem, STATUS } from '../../../../domain/outcomes';
import { failureMessage, isMaintenance } from '../../../lib/api-failure';
import {
  categoriesQueryOptions,
  creditsQueryOptions,
  ordersQueryOptions,
  transactionsQueryOptions,
} from '../api/cardholder-queries';

export interface DashboardData {
  readonly credit: Credit;
  readonly transactions: readonly Transaction[];
  readonly orders: readonly Order[];
  readonly categories: readonly MerchantCategory[];
}

export type DashboardDataState =
  | { readonly kind: 'loading' }
  /** spec §2: "On error the first error is shown with a Retry that reloads everything." */
  | { readonly kind: 'error'; readonly message: Message; readonly maintenance: boolean; readonly isRetrying: boolean }
  | { readonly kind: 'ready'; readonly data: DashboardData; readonly isRefreshing: boolean };

type Answer =
  | { readonly kind: 'success'; readonly data: unknown }
  | { readonly kind: 'status'; readonly statusId: number };

/** The first failure in call order: a thrown call (HTTP, network) or a status other than success. */
function firstFailure(queries: readonly Pick<UseQueryResult<Answer>, 'error' | 'data'>[]) {
  for (const query of queries) {
    if (query.error) {
      return { message: failureMessage(query.error), maintenance: isMaintenance(query.error) };
    }
    if (query.data?.kind === 'status') {
      // A 1 or -1 also raises the session-expired dialog (query-client.ts); the panel says why the page is empty,
      // for both in spec §8 generic id 1's words (the catalogue has no -1).
      const { statusId } = query.data;
      const message = messageFor('generic', isSessionProblem(statusId) ? STATUS.sessionExpired : statusId);
      return { message, maintenance: false };
    }
  }
  return null;
}

const dashboardQueries = (campaignId: number) =>
  [
    creditsQueryOptions(campaignId),
    transactionsQueryOptions(campaignId),
    ordersQueryOptions(campaignId),
    categoriesQueryOptions(campaignId),
  ] as const;

/**
 * Starts home's four reads as soon as the campaign is known (the route's loader), instead of once the page has
 * drawn: on a phone the reads then overlap the page's own code running. What is fresh in the cache is not asked
 * again; offline they wait, as the page's own queries do.
 */
export function prefetchDashboardData(queryClient: QueryClient, campaignId: number): void {
  const [credits, transactions, orders, categories] = dashboardQueries(campaignId);
  void queryClient.prefetchQuery(credits);
  void queryClient.prefetchQuery(transactions);
  void queryClient.prefetchQuery(orders);
  void queryClient.prefetchQuery(categories);
}

/**
 * spec §2 Home: credits, transactions, orders and merchant categories load together; a loader shows until all
 * four have answered, the first failure wins, and Retry reloads all four.
 */
export function useDashboardData(campaignId: number): { state: DashboardDataState; retry: () => void } {
  const queries = useQueries({ queries: dashboardQueries(campaignId) });
  const [credits, transactions, orders, categories] = queries;
  const retry = useCallback(() => {
    for (const query of [credits, transactions, orders, categories]) void query.refetch();
  }, [credits, transactions, orders, categories]);
  const isFetching = queries.some((query) => query.isFetching);
  // One object per set of answers, so the screens' memoised view models recompute only when data changes.
  const data = useMemo(
    () => readyData(credits.data, transactions.data, orders.data, categories.data),
    [credits.data, transactions.data, orders.data, categories.data],
  );

  const failure = firstFailure(queries);
  if (failure) return { state: { kind: 'error', ...failure, isRetrying: isFetching }, retry };
  if (data === null) return { state: { kind: 'loading' }, retry };
  return { state: { kind: 'ready', data, isRefreshing: isFetching }, retry };
}

type Result<T> = { readonly kind: 'success'; readonly data: T } | { readonly kind: 'status' } | undefined;

function readyData(
  credit: Result<Credit>,
  transactions: Result<readonly Transaction[]>,
  orders: Result<readonly Order[]>,
  categories: Result<readonly MerchantCategory[]>,
): DashboardData | null {
  if (
    credit?.kind !== 'success' ||
    transactions?.kind !== 'success' ||
    orders?.kind !== 'success' ||
    categories?.kind !== 'success'
  ) {
    return null;
  }
  return { credit: credit.data, transactions: transactions.data, orders: orders.data, categories: categories.data };
}
