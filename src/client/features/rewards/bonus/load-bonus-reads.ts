import type { QueryClient } from '@tanstack/react-query';
import { pageConfigQueryOptions } from '../../../page-config/page-config-query';
import {
  categoriesQueryOptions,
  creditsQueryOptions,
  ordersQueryOptions,
  transactionsQueryOptions,
} from '../api/cardholder-queries';

/** The bonus routes' loader: the page config, then the four reads the rounds are judged by (spec §4). */
export async function loadBonusReads(queryClient: QueryClient): Promise<void> {
  const { campaignID } = await queryClient.ensureQueryData(pageConfigQueryOptions());
  await Promise.all([
    queryClient.ensureQueryData(creditsQueryOptions(campaignID)),
    queryClient.ensureQueryData(transactionsQueryOptions(campaignID)),
    queryClient.ensureQueryData(ordersQueryOptions(campaignID)),
    queryClient.ensureQueryData(categoriesQueryOptions(campaignID)),
  ]);
}
