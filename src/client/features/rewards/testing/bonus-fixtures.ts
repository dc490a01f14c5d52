// Test data for the bonus screens' tests: cardholders shaped like the demo seed's bonus codes
// (docs/demo-accounts.md), on the spec's 2023 calendar (spec §9 windows): the dashboard's entity builders with
// the bonus rounds' defaults.
import type { QueryClient } from '@tanstack/react-query';
import type { PageConfig } from '../../../../contract/config';
import { SPEND_GOALS_TWO_TIERS, toSpendGoals } from '../../../../domain/campaign-config';
import type { Credit, MerchantCategory, Order, Transaction } from '../../../../domain/entities';
import { FREQUENCY_WINDOWS_2023 } from '../../../../domain/fixtures/campaign-2023';
import type { SpendGoal } from '../../../../domain/goals';
import { promoState } from '../../../../domain/promo-state';
import { type CardholderReads, seededQueryClient } from '../../../testing/query-clients';
import type { BonusInput } from '../bonus/bonus-model';
import {
  aCredit,
  aPageConfig as aDashboardPageConfig,
  aTransaction as aDashboardTransaction,
} from './dashboard-fixtures';

const TIME_ZONE = 'Asia/Manila';
/** Server time: Oct 20, 2023 noon in Manila, in month 2. */
const SERVER_NOW = '2023-10-20T04:00:00Z';
const REDEMPTION_END = '2023-11-30T15:59:59Z';
export const LIVE_EXPIRY = '2023-12-19T15:59:59Z';
/** Oct 19, 2023 in Manila: the day before SERVER_NOW. */
export const EXPIRED_YESTERDAY = '2023-10-19T15:00:00Z';

export { aCredit };

/** A qualified spend on the bonus calendar (month 1 of the Frequency round unless told). */
export const aTransaction = (overrides: Partial<Transaction> = {}): Transaction =>
  aDashboardTransaction({
    transactionDateTime: '2023-08-10T04:00:00Z',
    type: 'R1',
    location: 'HARVEST FRESH MARKET BGC',
    ...overrides,
  });

/** A bonus record (spec §3: a BONUS… reference); its id is the redeem token. */
export const aRecord = (prefix: string, id: number, expiryDateTime: string = LIVE_EXPIRY): Transaction =>
  aTransaction({
    id,
    referenceNo: `${prefix}-7012340012`,
    transactionDateTime: '2023-10-01T04:00:00Z',
    expiryDateTime,
    value: 0,
    type: null,
    mccID: null,
    location: null,
  });

export const anOrder = (clientReferenceNo: string, orderID = 900): Order => ({
  orderID,
  clientReferenceNo,
  dateOrdered: '2023-10-05T04:00:00Z',
  expiryDate: '2024-04-02T04:00:00Z',
  value: 500,
  merchant: 'Pahina Books',
  giftawayStatusID: 43,
  canResend: true,
});

// By display name (spec §5 'categories by name'), so the first `n` reached are the first `n` listed.
const CATEGORY_NAMES: readonly [number, string][] = [
  [4511, 'BPI - Airlines'],
  [5942, 'Books'],
  [5651, 'Clothing'],
  [5311, 'Department Stores'],
  [5912, 'BPI - Drugstores'],
  [5732, 'Electronics'],
  [5541, 'BPI - Fuel'],
  [5411, 'BPI - Groceries'],
  [7011, 'Hotels'],
  [5812, 'Restaurants'],
];

/** The ten demo categories, the first `reached` of them (by name) reached. */
export function categoriesReaching(reached: number): MerchantCategory[] {
  return CATEGORY_NAMES.map(([mccID, name], index) => ({
    id: index + 1,
    mccID,
    name,
    count: index < reached ? 1 : 0,
    image: null,
    color: null,
  }));
}

/** `count` spends of P2,500 a day apart from `firstDay` (a Manila noon), in groceries unless told. */
export function dailySpends(firstDay: string, count: number, mccID = 5411): Transaction[] {
  const start = new Date(`${firstDay}T04:00:00Z`).getTime();
  return Array.from({ length: count }, (_, index) =>
    aTransaction({ transactionDateTime: new Date(start + index * 86_400_000).toISOString(), value: 2500, mccID }),
  );
}

/** A cardholder's reads and the moment they are judged at, as the bonus screens receive them. */
interface BonusReads {
  readonly credit: Credit;
  readonly transactions: readonly Transaction[];
  readonly orders: readonly Order[];
  readonly categories: readonly MerchantCategory[];
  readonly goals: readonly SpendGoal[];
  readonly serverNow: string;
  readonly redemptionEndDateTime: string;
}

/** The bonus screens' input: the promo state of these reads (decision 0160), on the 2023 calendar. */
export const bonusInput = (overrides: Partial<BonusReads> = {}): BonusInput => {
  const reads: BonusReads = {
    credit: aCredit(),
    transactions: [],
    orders: [],
    categories: categoriesReaching(0),
    goals: toSpendGoals(SPEND_GOALS_TWO_TIERS),
    serverNow: SERVER_NOW,
    redemptionEndDateTime: REDEMPTION_END,
    ...overrides,
  };
  const campaign = {
    goals: reads.goals,
    windows: FREQUENCY_WINDOWS_2023,
    timeZone: TIME_ZONE,
    redemptionEndDateTime: reads.redemptionEndDateTime,
  };
  return {
    promo: promoState({ ...reads, campaign }, reads.serverNow),
    categories: reads.categories,
    windows: FREQUENCY_WINDOWS_2023,
    timeZone: TIME_ZONE,
  };
};

/** The page config of a signed-in cardholder on the spec's 2023 calendar. */
export const aPageConfig = (overrides: Partial<PageConfig> = {}): PageConfig => {
  const dashboard = aDashboardPageConfig();
  return aDashboardPageConfig({
    uiSchema: { ...dashboard.uiSchema, faqs: [] },
    code: 'EIGHTCAT',
    campaignID: 3,
    serverDateTime: SERVER_NOW,
    customerNoPrefix: '',
    frequencyWindows: [...FREQUENCY_WINDOWS_2023],
    ...overrides,
  });
};

/** A query client holding the four reads (no rewards unless given), fresh, as the route loaders leave them. */
export const seededBonusClient = (reads: CardholderReads = {}): QueryClient =>
  seededQueryClient(aPageConfig().campaignID, {
    credit: reads.credit ?? aCredit(),
    transactions: reads.transactions ?? [],
    orders: reads.orders ?? [],
    categories: reads.categories ?? [],
  });
