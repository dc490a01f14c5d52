import { describe, expect, it } from 'vitest';
import { SPEND_GOALS_TWO_TIERS, toSpendGoals } from './campaign-config';
import {
  areCreditsExpired,
  type CreditsBoxFacts,
  claimableAmount,
  claimedTierReward,
  creditOf,
  creditsBoxState,
  hasClaimedTier,
  mainRedeemBasis,
  redeemEntryFromCredits,
} from './credits';
import type { Credit, Order } from './entities';
import { pesosToCentavos } from './money';

const aCredit = (overrides: Partial<Credit>): Credit => ({
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

/** The box as a screen judges it: expiry as the read says, no bonus open unless given. */
const boxOf = (credit: Credit, orders: readonly Order[], facts: Partial<CreditsBoxFacts> = {}) =>
  creditsBoxState(credit, orders, { creditsExpired: credit.isCreditsExpired, bonusLeft: false, ...facts });

describe('creditsBoxState (spec §2 Redemptions tab credits box)', () => {
  it.each([
    [0.01, true],
    [1_500, false],
    [5_000, true],
  ])(
    "spec §2: 'Reward Balance' and a Redeem button when credits exist and are not expired — credits %s, orders %s",
    (credits, hasOrders) => {
      expect(boxOf(aCredit({ credits, isCreditsExpired: false }), ordersOf(hasOrders))).toEqual({
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
      expect(boxOf(aCredit({ credits, isCreditsExpired: true }), ordersOf(hasOrders))).toEqual({
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
    const state = boxOf(aCredit({ credits: 500, isCreditsExpired: true, creditsExpiry }), MAIN_ORDER);
    expect(state).toMatchObject({ kind: 'expired', expiredOn });
  });

  it('spec §9: the expiry date follows the time zone given', () => {
    const credit = aCredit({ credits: 500, isCreditsExpired: true, creditsExpiry: '2023-11-30T16:00:00Z' });
    expect(boxOf(credit, MAIN_ORDER, { timeZone: 'UTC' })).toMatchObject({ expiredOn: 'Nov 30, 2023' });
  });

  it('spec §2: an expired balance without an expiry date still shows as expired, with no date', () => {
    const credit = aCredit({ credits: 500, isCreditsExpired: true, creditsExpiry: null });
    expect(boxOf(credit, NO_ORDERS)).toEqual({
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
      expect(boxOf(aCredit({ credits, isCreditsExpired }), ordersOf(hasOrders))).toEqual({
        kind: 'allClaimed',
      });
    },
  );

  it("'You have claimed all your eGCs…' only once a tier is claimed: bonus orders alone leave the tier to claim", () => {
    expect(boxOf(aCredit({ credits: 0 }), BONUS_ORDERS_ONLY)).toEqual({ kind: 'hidden' });
  });

  it('a claimed tier known by its credit history (points) with nothing left is all claimed, bonus orders or not', () => {
    const credit = aCredit({ credits: 0, points: { active: 0, redeemed: 1_500, expired: 0 } });
    expect(boxOf(credit, BONUS_ORDERS_ONLY)).toEqual({ kind: 'allClaimed' });
    expect(boxOf(credit, NO_ORDERS)).toEqual({ kind: 'allClaimed' });
  });

  it('decision 0163: nothing left of the tier but a bonus round open is not all claimed', () => {
    const credit = aCredit({ credits: 0, points: { active: 0, redeemed: 1_500, expired: 0 } });
    expect(boxOf(credit, MAIN_ORDER, { bonusLeft: true })).toEqual({ kind: 'bonusLeft' });
    // A balance left, or an expired one, says so whatever the bonus rounds.
    expect(boxOf(aCredit({ credits: 500 }), MAIN_ORDER, { bonusLeft: true })).toMatchObject({ kind: 'balance' });
    expect(boxOf(aCredit({ credits: 500 }), MAIN_ORDER, { bonusLeft: true, creditsExpired: true })).toMatchObject({
      kind: 'expired',
    });
    // Before a tier is claimed the box stays hidden.
    expect(boxOf(aCredit({}), NO_ORDERS, { bonusLeft: true })).toEqual({ kind: 'hidden' });
  });

  it.each([
    [0, false],
    [0, true],
    [-0.01, false],
  ])(
    'spec §2: no credits box without credits and without orders — credits %s, expired %s',
    (credits, isCreditsExpired) => {
      expect(boxOf(aCredit({ credits, isCreditsExpired }), NO_ORDERS)).toEqual({ kind: 'hidden' });
    },
  );
});

describe('hasClaimedTier (decision 0038: credits, credit history or a main order)', () => {
  it.each([
    ['nothing', aCredit({}), NO_ORDERS, false],
    ['a balance', aCredit({ credits: 500 }), NO_ORDERS, true],
    ['redeemed points', aCredit({ points: { active: 0, redeemed: 500, expired: 0 } }), NO_ORDERS, true],
    ['expired points', aCredit({ points: { active: 0, redeemed: 0, expired: 500 } }), NO_ORDERS, true],
    ['a main order', aCredit({}), MAIN_ORDER, true],
    ['bonus orders only', aCredit({}), BONUS_ORDERS_ONLY, false],
  ])('%s → %s', (_name, credit, orders, claimed) => {
    expect(hasClaimedTier(credit, orders)).toBe(claimed);
  });
});

describe("claimedTierReward (decision 0069: the claimed tier's eGC value)", () => {
  it.each([
    ['nothing claimed', aCredit({}), NO_ORDERS, null],
    ['bonus orders only', aCredit({}), BONUS_ORDERS_ONLY, null],
    [
      'the credit history (points)',
      aCredit({ credits: 3_500, points: { active: 3_500, redeemed: 1_500, expired: 0 } }),
      MAIN_ORDER,
      5_000,
    ],
    [
      'expired points count',
      aCredit({ credits: 1_000, points: { active: 0, redeemed: 500, expired: 1_000 } }),
      NO_ORDERS,
      1_500,
    ],
    [
      'no history: the balance and the main orders',
      aCredit({ credits: 1_000 }),
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
    ['under P75,000, nothing claimed', aCredit({}), NO_ORDERS, 74_999.99, null],
    ['P77,425.50, nothing claimed: the P1,500 tier', aCredit({}), NO_ORDERS, 77_425.5, 1_500],
    ['at the maximum, only a bonus claimed: the P5,000 tier', aCredit({}), BONUS_ORDERS_ONLY, 203_115.4, 5_000],
    ['a claimed tier: its balance', aCredit({ credits: 3_500, points: claimedTier }), MAIN_ORDER, 210_000, 3_500],
    [
      'a claimed tier, balance expired',
      aCredit({ credits: 3_500, isCreditsExpired: true, points: claimedTier }),
      MAIN_ORDER,
      210_000,
      null,
    ],
    [
      'a claimed tier, nothing left',
      aCredit({ points: { active: 0, redeemed: 5_000, expired: 0 } }),
      MAIN_ORDER,
      210_000,
      null,
    ],
  ])('%s → %s', (_name, credit, orders, spend, expected) => {
    const judged = { totalSpend: pesosToCentavos(spend), creditsExpired: credit.isCreditsExpired };
    const amount = claimableAmount(credit, orders, goals, judged);
    expect(amount).toBe(expected === null ? null : pesosToCentavos(expected));
  });
});

describe('redeemEntryFromCredits (spec §2 /claim amount is the reward value or credit balance)', () => {
  it.each([
    [0.01, 0.01],
    [1_000, 1_000],
    [1_500.5, 1_500.5],
  ])('spec §2: /claim amount is the credit balance in pesos — credits %s', (credits, amount) => {
    expect(redeemEntryFromCredits(aCredit({ credits }))).toEqual({ amount });
  });
});

describe("areCreditsExpired (spec §4 Expiry: by day, at the screen's now)", () => {
  it.each([
    ['the read says so', aCredit({ isCreditsExpired: true }), '2023-11-01T00:00:00Z', true],
    ['before the expiry day', aCredit({}), '2023-11-30T15:00:00Z', false],
    ['on the expiry day, Manila', aCredit({}), '2023-11-30T15:59:00Z', false],
    ['the day after, Manila', aCredit({}), '2023-11-30T16:00:00Z', true],
    ['no expiry known', aCredit({ creditsExpiry: null }), '2030-01-01T00:00:00Z', false],
  ])('%s → %s', (_name, credit, now, expired) => {
    expect(areCreditsExpired(credit, now, 'Asia/Manila')).toBe(expired);
  });
});

describe('creditOf (the credits read from the ledger, decision 0011)', () => {
  const facts = {
    balance: pesosToCentavos(3_500),
    redeemed: pesosToCentavos(1_500),
    creditsExpireAt: new Date('2023-11-30T15:59:59Z'),
    registeredAt: new Date('2023-07-01T00:00:00Z'),
    cardTypeId: 7,
    redemptionEndDateTime: '2023-12-15T15:59:59Z',
  };

  it('a live balance is active points; dates as ISO text', () => {
    expect(creditOf(facts, '2023-11-01T00:00:00Z', 'Asia/Manila')).toEqual({
      credits: 3_500,
      isCreditsExpired: false,
      creditsExpiry: '2023-11-30T15:59:59.000Z',
      registeredDateTime: '2023-07-01T00:00:00.000Z',
      isBonusExpired: false,
      cardTypeID: 7,
      points: { active: 3_500, redeemed: 1_500, expired: 0 },
    });
  });

  it('an expired balance is expired points; the bonus rounds close with the redemption period', () => {
    expect(creditOf(facts, '2023-12-16T00:00:00Z', 'Asia/Manila')).toMatchObject({
      isCreditsExpired: true,
      isBonusExpired: true,
      points: { active: 0, redeemed: 1_500, expired: 3_500 },
    });
  });

  it('no tier claimed: no expiry', () => {
    const none = { ...facts, balance: pesosToCentavos(0), redeemed: pesosToCentavos(0), creditsExpireAt: null };
    expect(creditOf(none, '2023-11-01T00:00:00Z', 'Asia/Manila')).toMatchObject({
      credits: 0,
      isCreditsExpired: false,
      creditsExpiry: null,
    });
  });
});

describe('mainRedeemBasis (decision 0011: what a main redeem spends from)', () => {
  const goals = toSpendGoals(SPEND_GOALS_TWO_TIERS);
  const now = '2023-11-01T00:00:00Z';

  it('below every goal, nothing to claim: 4303', () => {
    expect(mainRedeemBasis({ claim: null, totalSpend: pesosToCentavos(74_999.99) }, goals, now, 'Asia/Manila')).toEqual(
      {
        ok: false,
        reason: 'BELOW_LOWEST_GOAL',
      },
    );
  });

  it('spec §4: the first redeem claims the highest goal reached, its reward the balance', () => {
    const basis = mainRedeemBasis({ claim: null, totalSpend: pesosToCentavos(203_115.4) }, goals, now, 'Asia/Manila');
    expect(basis).toEqual({ ok: true, newClaim: goals[1], balance: pesosToCentavos(5_000), creditsExpired: false });
  });

  it.each([
    ['2023-11-01T00:00:00Z', false],
    ['2023-10-30T00:00:00Z', true],
  ])('a claimed tier spends its balance, expired by day (expiry %s → %s)', (creditsExpireAt, creditsExpired) => {
    const claim = { balance: pesosToCentavos(500), creditsExpireAt };
    expect(mainRedeemBasis({ claim }, goals, now, 'Asia/Manila')).toEqual({
      ok: true,
      newClaim: null,
      balance: pesosToCentavos(500),
      creditsExpired,
    });
  });
});
