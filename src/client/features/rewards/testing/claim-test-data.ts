import type { QueryClient } from '@tanstack/react-query';
import type { PageConfig } from '../../../../contract/config';
import type { Credit, Order } from '../../../../domain/entities';
import { seededQueryClient } from '../../../testing/query-clients';
import { aCredit, aPageConfig, spendOf } from './dashboard-fixtures';

// Test data for the claim screens: the cardholder reads as the query cache holds them (callApi results).

export const CAMPAIGN = 3;

const creditOf = (credits: number, cardTypeID = 1): Credit =>
  aCredit({ credits, creditsExpiry: '2023-11-30T15:59:59Z', registeredDateTime: null, cardTypeID });

/** The credits call's answer on the wire. */
export const creditAnswer = (credits: number) => ({ status: { id: 0 }, data: creditOf(credits) });

export const ORDER: Order = {
  orderID: 41,
  clientReferenceNo: 'MAIN-41',
  dateOrdered: '2023-09-01T02:00:00Z',
  expiryDate: null,
  value: 500,
  merchant: 'Harvest Fresh Market',
  giftawayStatusID: 43,
  canResend: true,
};

/**
 * A query client holding the four cardholder reads, fresh, as the route loaders (or home) leave them. The spend
 * (P80,000 by default) reaches the P1,500 tier of the two-tier reading.
 */
export const seededClient = (credits: number, orders: readonly Order[], cardTypeID = 1, spend = 80_000): QueryClient =>
  seededQueryClient(CAMPAIGN, {
    credit: creditOf(credits, cardTypeID),
    orders,
    transactions: spendOf(spend),
    categories: [],
  });

/** The page config of the claim screens' cardholder (campaign CAMPAIGN, Oct 1, 2023). */
export const claimPageConfig = (overrides: Partial<PageConfig> = {}): PageConfig =>
  aPageConfig({ campaignID: CAMPAIGN, ...overrides });
