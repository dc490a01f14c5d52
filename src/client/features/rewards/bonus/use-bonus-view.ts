import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageConfig } from '../../../../contract/config';
import { toSpendGoals } from '../../../../domain/campaign-config';
import {
  categoriesQueryOptions,
  creditsQueryOptions,
  dataOf,
  ordersQueryOptions,
  transactionsQueryOptions,
} from '../api/cardholder-queries';
import { type BonusModel, bonusModel } from './bonus-model';

// The four cardholder reads the bonus rounds are judged by (spec §4), shared with the dashboard through the
// query cache: the route loaders (or the dashboard) started them, so a screen usually renders at once.

export type BonusView =
  | { readonly kind: 'loading' }
  /** A failed read, or another status id (1/-1 also raise the session dialog): the error panel with Retry. */
  | { readonly kind: 'error'; readonly retry: () => void }
  | { readonly kind: 'ready'; readonly model: BonusModel; readonly cardTypeID: number | null };

export interface BonusViewOptions {
  /**
   * Only read what is cached, never fetch: the home cards show the reads the dashboard made (and refetches), so
   * mounting them costs no second request.
   */
  readonly cachedOnly?: boolean;
}

export function useBonusView(config: PageConfig, { cachedOnly = false }: BonusViewOptions = {}): BonusView {
  const campaignId = config.campaignID;
  const enabled = !cachedOnly;
  const queries = useQueries({
    queries: [
      { ...creditsQueryOptions(campaignId), enabled },
      { ...transactionsQueryOptions(campaignId), enabled },
      { ...ordersQueryOptions(campaignId), enabled },
      { ...categoriesQueryOptions(campaignId), enabled },
    ],
  });
  const [credits, transactions, orders, categories] = queries;
  const credit = dataOf(credits.data);
  const transactionList = dataOf(transactions.data);
  const orderList = dataOf(orders.data);
  const categoryList = dataOf(categories.data);
  const model = useMemo(
    () =>
      credit && transactionList && orderList && categoryList
        ? bonusModel({
            credit,
            transactions: transactionList,
            orders: orderList,
            categories: categoryList,
            categoryStyles: config.uiSchema.merchantCategories,
            goals: toSpendGoals(config.spendGoals),
            windows: config.frequencyWindows,
            timeZone: config.timeZone,
            serverNow: config.serverDateTime,
            redemptionEndDateTime: config.settings.schedules.redemption.endDateTime,
          })
        : null,
    [credit, transactionList, orderList, categoryList, config],
  );
  // Data in hand is shown even when a later refetch failed.
  if (model !== null && credit !== null) return { kind: 'ready', model, cardTypeID: credit.cardTypeID };
  const failed = queries.some((query) => query.isError || query.data?.kind === 'status');
  if (!failed) return { kind: 'loading' };
  return {
    kind: 'error',
    retry: () => {
      for (const query of queries) void query.refetch();
    },
  };
}
