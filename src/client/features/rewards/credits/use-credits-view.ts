import { useQuery } from '@tanstack/react-query';
import { type CreditsBoxState, creditsBoxState } from '../../../../domain/credits';
import type { Credit, Order } from '../../../../domain/entities';
import { creditsQueryOptions, dataOf, ordersQueryOptions } from '../api/cardholder-queries';

// spec §2 default layout: "a credits box on claim and claimed". The route's loader started both reads; the
// screen subscribes to them (and shows the loader until they are in, STYLE.md 10).

export type CreditsView =
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'ready';
      readonly credit: Credit;
      readonly orders: readonly Order[];
      readonly creditsBox: CreditsBoxState;
    }
  /** A failed read, or another status id (1/-1 also raise the session dialog): the error panel with Retry. */
  | { readonly kind: 'error'; readonly retry: () => void };

export function useCreditsView(campaignId: number, timeZone: string): CreditsView {
  const credits = useQuery(creditsQueryOptions(campaignId));
  const orders = useQuery(ordersQueryOptions(campaignId));
  if (credits.data === undefined || orders.data === undefined) {
    return credits.isError || orders.isError ? errorView(credits, orders) : { kind: 'loading' };
  }
  // Data in hand is shown even when a later refetch failed.
  const credit = dataOf(credits.data);
  const orderList = dataOf(orders.data);
  if (credit === null || orderList === null) return errorView(credits, orders);
  return { kind: 'ready', credit, orders: orderList, creditsBox: creditsBoxState(credit, orderList, timeZone) };
}

const errorView = (...reads: readonly { readonly refetch: () => Promise<unknown> }[]): CreditsView => ({
  kind: 'error',
  retry: () => {
    for (const read of reads) void read.refetch();
  },
});
