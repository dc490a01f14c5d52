// Test data for the dashboard's tests (spec §3 entities), one builder per entity with sensible defaults.
import type { PageConfig } from '../../../../contract/config';
import { SPEND_GOALS_TWO_TIERS, toSpendGoals } from '../../../../domain/campaign-config';
import type { Credit, MerchantCategory, Order, Transaction } from '../../../../domain/entities';
import type { SpendGoal } from '../../../../domain/goals';
import { promoState } from '../../../../domain/promo-state';
import type { PromoReads } from '../api/use-promo-state';
import { type DashboardModel, dashboardModel } from '../home/dashboard-model';

const REGISTERED = '2023-07-01T02:00:00Z';

export const aCredit = (overrides: Partial<Credit> = {}): Credit => ({
  credits: 0,
  isCreditsExpired: false,
  creditsExpiry: null,
  registeredDateTime: REGISTERED,
  isBonusExpired: false,
  cardTypeID: 1,
  points: { active: 0, redeemed: 0, expired: 0 },
  ...overrides,
});

let nextId = 1;

export const aTransaction = (overrides: Partial<Transaction> = {}): Transaction => {
  const id = nextId++;
  return {
    id,
    referenceNo: `REF-${id}`,
    transactionDateTime: '2023-07-10T04:00:00Z',
    postedDateTime: null,
    expiryDateTime: null,
    value: 1000,
    type: null,
    mccID: 5411,
    location: 'GROCERY MART MAKATI',
    order: null,
    ...overrides,
  };
};

export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  orderID: 900,
  clientReferenceNo: 'MAIN-900',
  dateOrdered: '2023-08-01T04:00:00Z',
  expiryDate: '2024-01-28T04:00:00Z',
  value: 500,
  merchant: 'Grocery Mart',
  giftawayStatusID: 43,
  canResend: true,
  ...overrides,
});

export const aCategory = (overrides: Partial<MerchantCategory> = {}): MerchantCategory => ({
  id: 1,
  mccID: 5411,
  name: 'BANK - Groceries',
  count: 0,
  image: '/images/categories/groceries.svg',
  color: '#2E7D32',
  ...overrides,
});

/** Qualified spend of `pesos` as one transaction after registration. */
export const spendOf = (pesos: number): Transaction[] => (pesos === 0 ? [] : [aTransaction({ value: pesos })]);

const schedule = { endMessage: 'Ended.', endDateTime: '2023-11-30T15:59:59Z' };

/** The page config of a signed-in cardholder after the hub notices' dates (so neither shows). */
export const aPageConfig = (overrides: Partial<PageConfig> = {}): PageConfig => ({
  settings: {
    schedules: { registration: schedule, redemption: schedule },
    customSettings: { voucherPrefix: 'DEMO' },
  },
  uiSchema: {
    merchantCategories: [],
    rewards: [],
    rewardsByCategory: [],
    bonusRewardsByCategory: [],
    bonusRewardsByCategoryFrequency: [],
    faqs: [{ question: 'How do I qualify?', answer: 'Spend with your card.' }],
    platinumCardTypeIDs: [7],
  },
  code: 'SPEND118',
  campaignID: 1,
  serverDateTime: '2023-10-01T02:00:00Z',
  isAuthenticated: true,
  isAdmin: false,
  customerNoPrefix: '70',
  timeZone: 'Asia/Manila',
  spendGoals: SPEND_GOALS_TWO_TIERS.map((goal) => ({ ...goal })),
  frequencyWindows: [],
  ...overrides,
});

/** A cardholder's reads as home receives them, and when they are judged (Oct 1, 2023 unless told). */
export interface HomeReads extends PromoReads {
  readonly goals?: readonly SpendGoal[];
  readonly timeZone?: string;
  readonly redemptionEndDateTime?: string;
  readonly now?: string;
}

/** Home's model of these reads: their promo state (decision 0160) and home's display values. */
export function homeModelOf(reads: HomeReads): DashboardModel {
  const timeZone = reads.timeZone ?? 'Asia/Manila';
  const redemptionEndDateTime = reads.redemptionEndDateTime ?? '2023-11-30T15:59:59Z';
  const campaign = {
    goals: reads.goals ?? toSpendGoals(SPEND_GOALS_TWO_TIERS),
    windows: [],
    timeZone,
    redemptionEndDateTime,
  };
  return dashboardModel({
    promo: promoState({ ...reads, campaign }, reads.now ?? '2023-10-01T02:00:00Z'),
    categories: reads.categories,
    registeredDateTime: reads.credit.registeredDateTime,
    timeZone,
    redemptionEndDateTime,
  });
}
