import { describe, expect, it } from 'vitest';
import { SPEND_GOALS_TWO_TIERS, toSpendGoals } from './campaign-config';
import { claimableAmount, claimedTierReward, creditsBoxState, hasClaimedTier, redeemEntryFromCredits } from './credits';
import type { Credit, Order } from './entities';
import { pesosToCentavos } from './money';

const creditOf = (overrides: Partial<Credit>): Credit => ({
  credits: 0,
  isCreditsExpired: false,
  creditsExpiry: '2023-11-30T15:59:59Z',
  registeredDateTime: '2023-07-01T00:00:00Z',
  isBonusExpired: false,
  cardTypeID: 1,
  points: { active: 0, redeemed: 0, expired: 0 },
  ...overrides,
});

const orderOf = (clientReferenceNo: string): Order => ({
  orderID: 1,
  clientReferenceNo,
  dateOrdered: '2023-08-01T04:00:00Z',
  expiryDate: null,
  value: 500,
  merchant: 'Grocery Mart',
  giftawayStatusID: 43,
  canResend: true,
});
/** A claimed tier's order (spec §3 prefix MAIN), and only bonus orders (BONUS3 Extra Three, BONUSI1, BONUSM1). */
const MAIN_ORDER = [orderOf('MAIN-1')];
const BONUS_ORDERS_ONLY = [orderOf('BONUS3-1'), orderOf('BONUSI1-2'), orderOf('BONUSM1-3')];
const NO_ORDERS: readonly Order[] = [];
const ordersOf = (hasOrders: boolean) => (hasOrders ? MAIN_ORDER : NO_ORDERS);

describe('creditsBoxState (spec §2 Redemptions tab credits box)', () => {
  it.each([
    [0.01, true],
    [1_500, false],
    [5_000, true],
  ])(
    "spec §2: 'Reward Balance' and a Redeem button when credits exist and are not expired — credits %s, orders %s",
    (credits, hasOrders) => {
      expect(creditsBoxState(creditOf({ credits, isCreditsExpired: false }), ordersOf(hasOrders))).toEqual({
        kind: 'balance',
        balance: pesosToCentavos(credits),
        canRedeem: true,
      });
    },
  );

  it.each([
    [0.01, true],
    [1_500, false],
  ])(
    "spec §2: when credits have expired it shows the balance struck through and 'Claiming of your reward has expired last {date}.' — credits %s, orders %s",
    (credits, hasOrders) => {
      expect(creditsBoxState(creditOf({ credits, isCreditsExpired: true }), ordersOf(hasOrders))).toEqual({
        kind: 'expired',
        balance: pesosToCentavos(credits),
        expiredOn: 'Nov 30, 2023',
      });
    },
  );

  it.each([
    ['2023-11-30T15:59:59Z', 'Nov 30, 2023'],
    ['2023-11-30T16:00:00Z', 'Dec 01, 2023'],
  ])("spec §9: the expiry {date} is 'Mon DD, YYYY' on the campaign's calendar — %s", (creditsExpiry, expiredOn) => {
    const state = creditsBoxState(creditOf({ credits: 500, isCreditsExpired: true, creditsExpiry }), MAIN_ORDER);
    expect(state).toMatchObject({ kind: 'expired', expiredOn });
  });

  it('spec §9: the expiry date follows the time zone given', () => {
    const credit = creditOf({ credits: 500, isCreditsExpired: true, creditsExpiry: '2023-11-30T16:00:00Z' });
    expect(creditsBoxState(credit, MAIN_ORDER, 'UTC')).toMatchObject({ expiredOn: 'Nov 30, 2023' });
  });

  it('spec §2: an expired balance without an expiry date still shows as expired, with no date', () => {
    const credit = creditOf({ credits: 500, isCreditsExpired: true, creditsExpiry: null });
    expect(creditsBoxState(credit, NO_ORDERS)).toEqual({
      kind: 'expired',
      balance: pesosToCentavos(500),
      expiredOn: null,
    });
  });

  it.each([
    [0, false, true],
    [0, true, true],
    [-0.01, false, true],
  ])(
    "spec §2: 'With zero credits and orders it says 'You have claimed all your eGCs. Thank you for participating…'' — credits %s, expired %s",
    (credits, isCreditsExpired, hasOrders) => {
      expect(creditsBoxState(creditOf({ credits, isCreditsExpired }), ordersOf(hasOrders))).toEqual({
        kind: 'allClaimed',
      });
    },
  );

  it("'You have claimed all your eGCs…' only once a tier is claimed: bonus orders alone leave the tier to claim", () => {
    expect(creditsBoxState(creditOf({ credits: 0 }), BONUS_ORDERS_ONLY)).toEqual({ kind: 'hidden' });
  });

  it('a claimed tier known by its credit history (points) with nothing left is all claimed, bonus orders or not', () => {
    const credit = creditOf({ credits: 0, points: { active: 0, redeemed: 1_500, expired: 0 } });
    expect(creditsBoxState(credit, BONUS_ORDERS_ONLY)).toEqual({ kind: 'allClaimed' });
    expect(creditsBoxState(credit, NO_ORDERS)).toEqual({ kind: 'allClaimed' });
  });

  it.each([
    [0, false],
    [0, true],
    [-0.01, false],
  ])(
    'spec §2: no credits box without credits and without orders — credits %s, expired %s',
    (credits, isCreditsExpired) => {
      expect(creditsBoxState(creditOf({ credits, isCreditsExpired }), NO_ORDERS)).toEqual({ kind: 'hidden' });
    },
  );
});

describe('hasClaimedTier (decision 0038: credits, credit history or a main order)', () => {
  it.each([
    ['nothing', creditOf({}), NO_ORDERS, false],
    ['a balance', creditOf({ credits: 500 }), NO_ORDERS, true],
    ['redeemed points', creditOf({ points: { active: 0, redeemed: 500, expired: 0 } }), NO_ORDERS, true],
    ['expired points', creditOf({ points: { active: 0, redeemed: 0, expired: 500 } }), NO_ORDERS, true],
    ['a main order', creditOf({}), MAIN_ORDER, true],
    ['bonus orders only', creditOf({}), BONUS_ORDERS_ONLY, false],
  ])('%s → %s', (_name, credit, orders, claimed) => {
    expect(hasClaimedTier(credit, orders)).toBe(claimed);
  });
});

describe("claimedTierReward (decision 0069: the claimed tier's eGC value)", () => {
  it.each([
    ['nothing claimed', creditOf({}), NO_ORDERS, null],
    ['bonus orders only', creditOf({}), BONUS_ORDERS_ONLY, null],
    [
      'the credit history (points)',
      creditOf({ credits: 3_500, points: { active: 3_500, redeemed: 1_500, expired: 0 } }),
      MAIN_ORDER,
      5_000,
    ],
    [
      'expired points count',
      creditOf({ credits: 1_000, points: { active: 0, redeemed: 500, expired: 1_000 } }),
      NO_ORDERS,
      1_500,
    ],
    [
      'no history: the balance and the main orders',
      creditOf({ credits: 1_000 }),
      [...MAIN_ORDER, ...BONUS_ORDERS_ONLY],
      1_500,
    ],
  ])('%s → %s', (_name, credit, orders, pesosClaimed) => {
    expect(claimedTierReward(credit, orders)).toBe(pesosClaimed === null ? null : pesosToCentavos(pesosClaimed));
  });
});

describe('claimableAmount (decision 0071: what /claim may offer, whatever its amount param says)', () => {
  const goals = toSpendGoals(SPEND_GOALS_TWO_TIERS);
  const claimedTier = { active: 3_500, redeemed: 1_500, expired: 0 };
  it.each([
    ['under P75,000, nothing claimed', creditOf({}), NO_ORDERS, 74_999.99, null],
    ['P77,425.50, nothing claimed: the P1,500 tier', creditOf({}), NO_ORDERS, 77_425.5, 1_500],
    ['at the maximum, only a bonus claimed: the P5,000 tier', creditOf({}), BONUS_ORDERS_ONLY, 203_115.4, 5_000],
    ['a claimed tier: its balance', creditOf({ credits: 3_500, points: claimedTier }), MAIN_ORDER, 210_000, 3_500],
    [
      'a claimed tier, balance expired',
      creditOf({ credits: 3_500, isCreditsExpired: true, points: claimedTier }),
      MAIN_ORDER,
      210_000,
      null,
    ],
    [
      'a claimed tier, nothing left',
      creditOf({ points: { active: 0, redeemed: 5_000, expired: 0 } }),
      MAIN_ORDER,
      210_000,
      null,
    ],
  ])('%s → %s', (_name, credit, orders, spend, expected) => {
    const amount = claimableAmount(credit, orders, goals, pesosToCentavos(spend));
    expect(amount).toBe(expected === null ? null : pesosToCentavos(expected));
  });
});

describe('redeemEntryFromCredits (spec §2 /claim amount is the reward value or credit balance)', () => {
  it.each([
    [0.01, 0.01],
    [1_000, 1_000],
    [1_500.5, 1_500.5],
  ])('spec §2: /claim amount is the credit balance in pesos — credits %s', (credits, amount) => {
    expect(redeemEntryFromCredits(creditOf({ credits }))).toEqual({ amount });
  });
});
