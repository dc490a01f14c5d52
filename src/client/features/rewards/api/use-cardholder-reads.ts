import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  categoriesQueryOptions,
  creditsQueryOptions,
  dataOf,
  ordersQueryOptions,
  transactionsQueryOptions,
} from './cardholder-queries';
import type { PromoReads } from './use-promo-state';

export type CardholderReadsView =
  | { readonly kind: 'loading' }
  /** A failed read, or another status id (1/-1 also raise the session dialog): the error panel with Retry. */
  | { readonly kind: 'error'; readonly retry: () => void }
  | { readonly kind: 'ready'; readonly reads: PromoReads };

/**
 * The four cardholder reads the promo state is derived from (spec §7), shared with home through the query cache:
 * the route loaders (or home) started them, so a screen usually renders at once. Data in hand is shown even when a
 * later refetch failed.
 */
export function useCardholderReads(campaignId: number): CardholderReadsView {
  const queries = useQueries({
    queries: [
      creditsQueryOptions(campaignId),
      transactionsQueryOptions(campaignId),
      ordersQueryOptions(campaignId),
      categoriesQueryOptions(campaignId),
    ],
  });
  const [credits, transactions, orders, categories] = queries;
  const credit = dataOf(credits.data);
  const transactionList = dataOf(transactions.data);
  const orderList = dataOf(orders.data);
  const categoryList = dataOf(categories.data);
  const reads = useMemo(
    () =>
      credit && transactionList && orderList && categoryList
        ? { credit, transactions: transactionList, orders: orderList, categories: categoryList }
        : null,
    [credit, transactionList, orderList, categoryList],
  );
  if (reads !== null) return { kind: 'ready', reads };
  const failed = queries.some((query) => query.isError || query.data?.kind === 'status');
  if (!failed) return { kind: 'loading' };
  return {
    kind: 'error',
    retry: () => {
      for (const query of queries) void query.refetch();
    },
  };
}
