import { describe, expect, it } from 'vitest';
import type { MerchantCategoryStyle } from '../../../../domain/campaign-config';
import { SPEND_GOALS_THREE_TIERS, SPEND_GOALS_TWO_TIERS, toSpendGoals } from '../../../../domain/campaign-config';
import type { Credit, MerchantCategory, Order, Transaction } from '../../../../domain/entities';
import type { SpendGoal } from '../../../../domain/goals';
import { promoState } from '../../../../domain/promo-state';
import { aCategory, aCredit, anOrder, aTransaction, spendOf } from '../testing/dashboard-fixtures';
import { type DashboardInput, dashboardModel, withCategoryStyles } from './dashboard-model';

interface Reads {
  readonly credit: Credit;
  readonly transactions: readonly Transaction[];
  readonly orders: readonly Order[];
  readonly categories: readonly MerchantCategory[];
  readonly categoryStyles?: readonly MerchantCategoryStyle[];
  readonly goals: readonly SpendGoal[];
}

const REDEMPTION_END = '2023-11-30T15:59:59Z';

/** Home's input from a cardholder's reads: their promo state (decision 0160) on Oct 1, 2023. */
const input = (overrides: Partial<Reads> = {}): DashboardInput => {
  const reads: Reads = {
    credit: aCredit(),
    transactions: [],
    orders: [],
    categories: [],
    ...overrides,
    goals: overrides.goals ?? toSpendGoals(SPEND_GOALS_TWO_TIERS),
  };
  const campaign = { goals: reads.goals, windows: [], timeZone: 'Asia/Manila', redemptionEndDateTime: REDEMPTION_END };
  return {
    promo: promoState({ ...reads, campaign }, '2023-10-01T02:00:00Z'),
    categories: reads.categories,
    categoryStyles: reads.categoryStyles,
    registeredDateTime: reads.credit.registeredDateTime,
    timeZone: 'Asia/Manila',
    redemptionEndDateTime: REDEMPTION_END,
  };
};

describe('dashboardModel: banner band and goals (spec §2 Home, §4 goal statuses)', () => {
  it.each([
    [74_999.99, 'under75k', ['Locked', 'Locked']],
    [75_000, 'from75kUnder200k', ['Reached', 'Locked']],
    [199_999.99, 'from75kUnder200k', ['Reached', 'Locked']],
    [200_000, 'from200k', ['Skipped', 'Reached']],
    [200_000.01, 'from200k', ['Skipped', 'Reached']],
  ])('spec §2: spend %d is band %s with goals %j', (pesos, band, statuses) => {
    const model = dashboardModel(input({ transactions: spendOf(pesos) }));
    expect(model.promo.spend.band).toBe(band);
    expect(model.promo.goals.map((goal) => goal.status)).toEqual(statuses);
  });

  it('spec §1: transactions before the registration date and BONUS records do not count', () => {
    const transactions = [
      aTransaction({ value: 80_000, transactionDateTime: '2023-06-29T04:00:00Z' }),
      aTransaction({ value: 5_000, referenceNo: 'BONUS-1' }),
      aTransaction({ value: 1_000, transactionDateTime: '2023-07-02T04:00:00Z' }),
      aTransaction({ value: 2_000, transactionDateTime: '2023-07-03T04:00:00Z' }),
    ];
    const model = dashboardModel(input({ transactions }));
    expect(model.promo.spend.total).toBe(300_000);
    expect(model.qualified.map((transaction) => transaction.value)).toEqual([2_000, 1_000]);
  });

  it('spec §4: the maximum state and the progress bar at the maximum', () => {
    const model = dashboardModel(input({ transactions: spendOf(200_000) }));
    expect(model.promo.spend.atMaximum).toBe(true);
    expect(model.promo.spend.progress.value).toBe(1);
  });

  it("spec §2: 'Redemption until' is the redemption end date, shown 'Mon DD, YYYY' in the campaign zone", () => {
    expect(dashboardModel(input()).redemptionUntil).toBe('Nov 30, 2023');
  });

  it('shows the registration date, or null when the server sends none', () => {
    expect(dashboardModel(input()).registeredOn).toBe('Jul 01, 2023');
    expect(dashboardModel(input({ credit: aCredit({ registeredDateTime: null }) })).registeredOn).toBeNull();
  });
});

describe('dashboardModel: claim action (spec §4 claim flow)', () => {
  it('nothing to claim below the lowest goal', () => {
    expect(dashboardModel(input({ transactions: spendOf(74_999.99) })).promo.claim).toEqual({ kind: 'none' });
  });

  it('spec §4: below the maximum a confirmation notice shows first, for the highest reached tier', () => {
    const action = dashboardModel(input({ transactions: spendOf(118_420.75) })).promo.claim;
    expect(action).toEqual({
      kind: 'confirm',
      confirmation: { rewardText: 'P1,500 eGC', showSpendMore: true, showNextTierWarning: true },
      search: { amount: 1_500, totalSpend: 118_420.75 },
    });
  });

  it('spec §4: with the 50K reading, 60,000 of spend confirms the P500 tier', () => {
    const action = dashboardModel(
      input({ goals: toSpendGoals(SPEND_GOALS_THREE_TIERS), transactions: spendOf(60_000) }),
    ).promo.claim;
    expect(action.kind === 'confirm' && action.search).toEqual({ amount: 500, totalSpend: 60_000 });
  });

  it('spec §4: at the maximum it goes straight to /claim with the amount of the highest tier and the spend', () => {
    const action = dashboardModel(input({ transactions: spendOf(203_115.4) })).promo.claim;
    expect(action).toEqual({ kind: 'claim', search: { amount: 5_000, totalSpend: 203_115.4 } });
  });

  it("past P75,000 with only a bonus claimed: Claim still confirms the tier, no 'claimed all your eGCs'", () => {
    const orders = [anOrder({ clientReferenceNo: 'BONUS3-901' }), anOrder({ clientReferenceNo: 'BONUSM1-902' })];
    const model = dashboardModel(input({ transactions: spendOf(118_420.75), orders }));
    expect(model.promo.tier.claimed).toBe(false);
    expect(model.promo.claim.kind).toBe('confirm');
    expect(model.promo.creditsBox).toEqual({ kind: 'hidden' });
  });

  it('a claimed tier with a balance redeems the balance (the credits box Redeem)', () => {
    const credit = aCredit({ credits: 3_500, points: { active: 3_500, redeemed: 1_500, expired: 0 } });
    const model = dashboardModel(input({ credit, transactions: spendOf(210_000), orders: [anOrder()] }));
    expect(model.promo.tier.claimed).toBe(true);
    expect(model.promo.claim).toEqual({ kind: 'redeemBalance', search: { amount: 3_500, totalSpend: 210_000 } });
    expect(model.promo.creditsBox.kind).toBe('balance');
  });

  it.each([
    ['all claimed', aCredit({ points: { active: 0, redeemed: 5_000, expired: 0 } })],
    [
      'expired',
      aCredit({ credits: 1_000, isCreditsExpired: true, points: { active: 0, redeemed: 500, expired: 1_000 } }),
    ],
  ])('a claimed tier with nothing to redeem (%s) offers no claim', (_name, credit) => {
    const model = dashboardModel(input({ credit, transactions: spendOf(80_000), orders: [anOrder()] }));
    expect(model.promo.claim).toEqual({ kind: 'none' });
  });
});

describe('dashboardModel: redemptions and categories (spec §2, §5)', () => {
  it("spec §2: 'Spend Rewards' are main orders, 'Bonus Round Rewards' bonus orders, grouped by orderID", () => {
    const orders = [
      anOrder({ orderID: 1, value: 500 }),
      anOrder({ orderID: 1, value: 500 }),
      anOrder({ orderID: 2, clientReferenceNo: 'BONUSM1-2', merchant: 'City Cafe' }),
    ];
    const { redemptions } = dashboardModel(input({ orders })).promo;
    expect(redemptions.spendRewards.map((group) => [group.orderID, group.value])).toEqual([[1, 100_000]]);
    expect(redemptions.bonusRewards.map((group) => group.orderID)).toEqual([2]);
  });

  it('spec §5: categories by display name; the first five reached icons', () => {
    const names = ['BANK - Zoo', 'BANK - Airlines', 'Books', 'Clothing', 'Dining', 'Electronics', 'Fuel'];
    const categories = names.map((name, index) =>
      aCategory({ id: index, mccID: index, name, count: index === 2 ? 0 : 1 }),
    );
    const model = dashboardModel(input({ categories }));
    expect(model.categories.map((category) => category.name)).toEqual([
      'BANK - Airlines',
      'Books',
      'Clothing',
      'Dining',
      'Electronics',
      'Fuel',
      'BANK - Zoo',
    ]);
    expect(model.reachedIcons.map((category) => category.name)).toEqual([
      'BANK - Airlines',
      'Clothing',
      'Dining',
      'Electronics',
      'Fuel',
    ]);
  });
});

describe('withCategoryStyles (spec §3 UISchema merchantCategories: mccID, image, color)', () => {
  const styles = [{ mccID: 5812, image: '/images/categories/restaurants.svg', color: '#C62828' }];

  it("fills a category's missing image and colour from the configuration by mccID", () => {
    const [styled] = withCategoryStyles([aCategory({ mccID: 5812, image: null, color: null })], styles);
    expect(styled).toMatchObject({ image: '/images/categories/restaurants.svg', color: '#C62828' });
  });

  it("keeps the category's own image, and leaves an unconfigured one without", () => {
    const own = aCategory({ mccID: 5812, image: '/own.svg', color: '#000000' });
    const unknown = aCategory({ mccID: 1, image: null, color: null });
    expect(withCategoryStyles([own, unknown], styles)).toEqual([own, { ...unknown, image: null, color: null }]);
  });

  it('the dashboard model uses the configured styles', () => {
    const categories = [aCategory({ mccID: 5812, count: 2, image: null })];
    const model = dashboardModel(input({ categories, categoryStyles: styles }));
    expect(model.reachedIcons[0]?.image).toBe('/images/categories/restaurants.svg');
  });
});
