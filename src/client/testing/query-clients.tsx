import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Credit, MerchantCategory, Order, Transaction } from '../../domain/entities';
import { createQueryClient } from '../query-client';
import { cardholderKeys, mutationKeys } from '../query-keys';

// The query clients of the client tests: the app's own, for tests that fetch through it, and a plain one seeded
// with a cardholder's reads, for screens that render what their route loaders already read.

/** The app's query client (session-expiry checks, resend defaults) without retries, and its provider. */
export function testQueryClient(): {
  queryClient: QueryClient;
  wrapper: (props: { children: ReactNode }) => ReactNode;
} {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } });
  // setMutationDefaults replaces a key's defaults: keep the app's (the mutationFn a restored resend needs).
  queryClient.setMutationDefaults(mutationKeys.resend, {
    ...queryClient.getMutationDefaults(mutationKeys.resend),
    retry: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

/** A cardholder's reads (spec §7 credits, transactions, orders, merchant categories); a read left out is not cached. */
export interface CardholderReads {
  readonly credit?: Credit;
  readonly transactions?: readonly Transaction[];
  readonly orders?: readonly Order[];
  readonly categories?: readonly MerchantCategory[];
}

/** A query client (no retries) holding the campaign's reads, fresh, as the route loaders leave them (callApi results). */
export function seededQueryClient(campaignId: number, reads: CardholderReads): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const seed = (queryKey: readonly unknown[], data: unknown) => {
    if (data !== undefined) queryClient.setQueryData(queryKey, { kind: 'success', statusId: 0, data });
  };
  seed(cardholderKeys.credits(campaignId), reads.credit);
  seed(cardholderKeys.transactions(campaignId), reads.transactions);
  seed(cardholderKeys.orders(campaignId), reads.orders);
  seed(cardholderKeys.categories(campaignId), reads.categories);
  return queryClient;
}
