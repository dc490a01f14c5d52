import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Credit, MerchantCategory, Order, Transaction } from '../../../domain/entities';
import { cardholderKeys } from '../../data/cardholder-keys';
import { aCredit, aPageConfig } from './bonus-fixtures';

// Test helpers for the bonus screens: the cardholder reads as the query cache holds them (callApi results), and a
// one-route router (the screens' links need one).

export const CAMPAIGN = aPageConfig().campaignID;

export interface BonusReads {
  readonly credit?: Credit;
  readonly transactions?: readonly Transaction[];
  readonly orders?: readonly Order[];
  readonly categories?: readonly MerchantCategory[];
}

const success = <T,>(data: T) => ({ kind: 'success', statusId: 0, data }) as const;

/** A query client holding the four reads, fresh, as the route loaders leave them. */
export function seededBonusClient(reads: BonusReads = {}): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(cardholderKeys.credits(CAMPAIGN), success(reads.credit ?? aCredit()));
  queryClient.setQueryData(cardholderKeys.transactions(CAMPAIGN), success(reads.transactions ?? []));
  queryClient.setQueryData(cardholderKeys.orders(CAMPAIGN), success(reads.orders ?? []));
  queryClient.setQueryData(cardholderKeys.categories(CAMPAIGN), success(reads.categories ?? []));
  return queryClient;
}

/** Renders `page` at '/' of a one-route router with the given query client. */
export async function renderBonus(page: () => ReactNode, queryClient: QueryClient = seededBonusClient()) {
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/', component: page })]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return { ...view, queryClient, router };
}
