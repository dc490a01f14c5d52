import { queryOptions } from '@tanstack/react-query';
import { creditsCall, merchantCategoriesCall, ordersCall, transactionsCall } from '../../../../contract/cardholder';
import type { AnyCall } from '../../../../contract/envelope';
import { callApi } from '../../../lib/api';
import { cardholderKeys } from '../../../query-keys';

// The signed-in cardholder's data (spec §7), shared by every screen that shows it (dashboard, claim, bonus
// screens). Each query returns `callApi`'s result as is, so a 1 or -1 raises the session-expired dialog through
// the query cache (query-client.ts); `dataOf` reads the success data for the screens.

const read =
  <C extends AnyCall>(call: C, campaignId: number) =>
  ({ signal }: { signal: AbortSignal }) =>
    callApi(call, { params: { id: campaignId, campaignID: campaignId }, signal });

export const creditsQueryOptions = (campaignId: number) =>
  queryOptions({ queryKey: cardholderKeys.credits(campaignId), queryFn: read(creditsCall, campaignId) });

export const transactionsQueryOptions = (campaignId: number) =>
  queryOptions({ queryKey: cardholderKeys.transactions(campaignId), queryFn: read(transactionsCall, campaignId) });

/** An open app asks again when it regains focus: an eGC the provider reported used shows so (decision 0082). */
export const ordersQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: cardholderKeys.orders(campaignId),
    queryFn: read(ordersCall, campaignId),
    refetchOnWindowFocus: true,
  });

export const categoriesQueryOptions = (campaignId: number) =>
  queryOptions({ queryKey: cardholderKeys.categories(campaignId), queryFn: read(merchantCategoriesCall, campaignId) });

/** The success data, or null while the answer is another status id (the dialog or an error panel shows). */
export function dataOf<T>(result: { kind: 'success'; data: T } | { kind: 'status' } | undefined): T | null {
  return result?.kind === 'success' ? result.data : null;
}
