import { describe, expect, it } from 'vitest';
import { SPEND_GOALS_TWO_TIERS, toSpendGoals } from '../campaign-config';
import type { Egc } from '../egcs';
import type { Credit, MerchantCategory, Order, Transaction } from '../entities';
import { pesosToCentavos } from '../money';
import { groupStatusText } from '../orders';
import { REWARD_TEXT } from '../reward-texts';
import { type PromoFacts, promoState } from './promo-state';
import { orderResend } from './resend';

// The demo's cardholders (docs/demo-accounts.md) as the promo state sees them: the states a reviewer found
// contradicting each other, each now told the same way by every screen (decision 0160).

const NOW = '2026-11-28T02:00:00Z';
const YESTERDAY = '2026-11-27T02:00:00Z';
const IN_SIX_MONTHS = '2027-05-27T02:00:00Z';
const TZ = 'Asia/Manila';
const campaign = {
  goals: toSpendGoals(SPEND_GOALS_TWO_TIERS),
  windows: [
    { start: '2026-10-14', end: '2026-11-12' },
    { start: '2026-11-13', end: '2026-12-12' },
    { start: '2026-12-13', end: '2026-12-27' },
  ],
  timeZone: TZ,
  redemptionEndDateTime: '2027-01-27T15:59:59Z',
};

/** A claimed tier's credit: its balance, what was redeemed of it, its expiry. */
const claimedCredit = (balance: number, redeemed: number, creditsExpiry = '2027-01-26T02:30:00Z'): Credit =>
  credit({ credits: balance, creditsExpiry, points: { active: balance, redeemed, expired: 0 } });

const credit = (overrides: Partial<Credit> = {}): Credit => ({
  credits: 0,
  isCreditsExpired: false,
  creditsExpiry: null,
  registeredDateTime: '2026-10-01T02:00:00Z',
  isBonusExpired: false,
  cardTypeID: 1,
  points: { active: 0, redeemed: 0, expired: 0 },
  ...overrides,
});

let ids = 1;
const spend = (pesos: number, overrides: Partial<Transaction> = {}): Transaction => {
  const id = ids++;
  return {
    id,
    referenceNo: `TXN-${id}`,
    transactionDateTime: '2026-10-20T04:00:00Z',
    postedDateTime: null,
    expiryDateTime: null,
    value: pesos,
    type: null,
    mccID: 5411,
    location: 'SHOP',
    order: null,
    ...overrides,
  };
};
const record = (referenceNo: string, expiryDateTime = '2027-01-20T02:00:00Z'): Transaction =>
  spend(0, { referenceNo, expiryDateTime, mccID: null });

const egc = (orderID: number, overrides: Partial<Order> = {}): Order => ({
  orderID,
  clientReferenceNo: `MAIN-${orderID}`,
  dateOrdered: '2026-11-01T02:45:00Z',
  expiryDate: IN_SIX_MONTHS,
  value: 500,
  merchant: 'Harvest Fresh',
  giftawayStatusID: 43,
  canResend: true,
  ...overrides,
});

const categories = (reached: number): MerchantCategory[] =>
  Array.from({ length: 10 }, (_, index) => ({
    id: index + 1,
    mccID: 5000 + index,
    name: `C${index}`,
    count: index < reached ? 1 : 0,
  }));

const facts = (overrides: Partial<PromoFacts>): PromoFacts => ({
  credit: credit(),
  transactions: [],
  orders: [],
  categories: categories(0),
  campaign,
  ...overrides,
});

describe('the demo states, one promo state each (decision 0160)', () => {
  it('WALLET01: the eGC past its expiry is Expired, not Active; no RESEND; My eGCs agrees', () => {
    const orders = [
      egc(5, { giftawayStatusID: 44, canResend: false }),
      egc(5, { value: 1_000, merchant: 'Circuit Hub' }),
      // The server judged it resendable when it was read, the day before it expired: judged again now.
      egc(6, { merchant: 'Kusina Grill', expiryDate: YESTERDAY }),
    ];
    const wallet: Egc[] = orders.map((order, index) => ({
      ...order,
      id: index + 1,
      expiryDate: order.expiryDate ?? IN_SIX_MONTHS,
      image: null,
      code: `EGC-${index}`,
      barcodeFormat: 'qr',
      usedAt: null,
    }));
    const state = promoState(
      facts({
        credit: claimedCredit(3_000, 2_000),
        transactions: [spend(210_000)],
        orders,
        egcs: wallet,
      }),
      NOW,
    );
    const [ref6, ref5] = state.redemptions.spendRewards;
    expect(ref6?.orderID).toBe(6);
    expect(groupStatusText(ref6?.status ?? { state: 'active', active: 0, used: 0, expired: 0, total: 0 })).toBe(
      'Expired',
    );
    expect(ref6?.validity).toEqual({ kind: 'expiredOn', date: YESTERDAY });
    expect(ref6?.resendable).toBe(false);
    expect(ref5?.status).toMatchObject({ state: 'mixed', used: 1, active: 1 });
    expect(ref5?.resendable).toBe(true);
    expect(state.wallet?.expired.map((each) => each.merchant)).toEqual(['Kusina Grill']);
    expect(state.wallet?.active.map((each) => each.merchant)).toEqual(['Circuit Hub']);
    // The server's resend of REF 6 is refused for nothing left; REF 5 sends only Circuit Hub.
    expect(orderResend({ coolingDown: false, egcs: orders.filter((each) => each.orderID === 6) }, NOW, TZ)).toEqual({
      ok: false,
      reason: 'nothingLive',
    });
    const ref5Resend = orderResend({ coolingDown: false, egcs: orders.filter((each) => each.orderID === 5) }, NOW, TZ);
    expect(ref5Resend.ok && ref5Resend.egcs.map((each) => each.merchant)).toEqual(['Circuit Hub']);
    expect(state.banner).toMatchObject({
      claim: 'redeemBalance',
      title: 'P3,000 left to redeem',
      invites: 'mainRedeem',
    });
    expect(state.banner.line).toBe('Choose your eGCs by Jan 26, 2027');
  });

  it('EIGHTCAT after claiming its P1,500 tier in full: not "claimed all", the Extra Three is still to redeem', () => {
    const state = promoState(
      facts({
        credit: claimedCredit(0, 1_500),
        transactions: [spend(120_000), record('BONUS-7012340012'), record('BONUS3-7012340012')],
        orders: [egc(8, { value: 1_500 })],
        categories: categories(8),
      }),
      NOW,
    );
    expect(state.bonus.rounds.extraThree.allowed).toBe(true);
    expect(state.creditsBox).toEqual({ kind: 'bonusLeft' });
    expect(state.banner).toMatchObject({ claim: 'bonusLeft', art: 'bonus', invites: 'bonusRedeem' });
    expect(state.nothingLeftToClaim).toBe(false);
    expect(state.claim).toEqual({ kind: 'none' });
  });

  it('CLAIM118 after claiming its tier: the banner no longer invites a claim; all claimed', () => {
    const state = promoState(
      facts({
        credit: claimedCredit(0, 1_500),
        transactions: [spend(118_420.75)],
        orders: [egc(9), egc(9), egc(9)],
      }),
      NOW,
    );
    expect(state.banner).toMatchObject({
      band: 'from75kUnder200k',
      claim: 'allClaimed',
      art: 'allClaimed',
      title: 'You claimed your P1,500 eGC',
      invites: null,
    });
    expect(state.creditsBox).toEqual({ kind: 'allClaimed' });
    expect(state.goals.map((goal) => goal.status)).toEqual(['Claimed', 'Closed']);
    expect(state.nothingLeftToClaim).toBe(true);
  });

  it('EXPIRED1: credits expired, the banner says so and invites nothing', () => {
    const state = promoState(
      facts({
        credit: credit({
          credits: 1_000,
          isCreditsExpired: true,
          creditsExpiry: '2026-11-14T02:30:00Z',
          points: { active: 0, redeemed: 500, expired: 1_000 },
        }),
        transactions: [spend(80_000)],
        orders: [egc(3, { giftawayStatusID: 44, canResend: false })],
      }),
      NOW,
    );
    expect(state.banner).toMatchObject({ claim: 'creditsExpired', art: 'expired', invites: null });
    expect(state.banner.line).toBe('P1,000 was left when claiming ended on Nov 14, 2026');
    expect(state.creditsBox).toMatchObject({ kind: 'expired', expiredOn: 'Nov 14, 2026' });
    expect(state.claim).toEqual({ kind: 'none' });
  });

  it.each([
    ['CLAIMED1', 3_500],
    ['OFFLINE1', 3_500],
  ])('%s: a balance left, the banner invites redeeming it, not claiming the P5,000 tier again', (_, balance) => {
    const state = promoState(
      facts({
        credit: credit({
          credits: balance,
          creditsExpiry: '2027-01-07T02:30:00Z',
          points: { active: balance, redeemed: 1_500, expired: 0 },
        }),
        transactions: [spend(203_115.4)],
        orders: [egc(1), egc(1, { value: 1_000 })],
      }),
      NOW,
    );
    expect(state.banner).toMatchObject({
      band: 'from200k',
      claim: 'redeemBalance',
      art: 'balance',
      title: 'P3,500 left to redeem',
    });
    expect(state.claim).toMatchObject({ kind: 'redeemBalance', search: { amount: balance } });
    expect(state.creditsBox).toMatchObject({ kind: 'balance', balance: pesosToCentavos(balance) });
  });

  it('INSTALL1: Redeem now on the Installment card with no P75,000 requirement beside it', () => {
    const state = promoState(
      facts({
        transactions: [spend(28_500, { type: 'S1-12' }), spend(7_030.25), record('BONUSI1-7012340013')],
        categories: categories(2),
      }),
      NOW,
    );
    expect(state.bonus.rounds.installment.allowed).toBe(true);
    expect(state.bonus.requirements.installment).toBeNull();
    // The Extra Three still needs the P75,000 goal; its card says so.
    expect(state.bonus.requirements.extraThree).toBe(REWARD_TEXT.bonusRounds.requirement);
    expect(state.banner).toMatchObject({ claim: 'reachGoal', title: 'Spend P75,000', invites: null });
  });

  it('MONTHTWO: month 2 can be claimed, the Frequency card shows no requirement', () => {
    const month2 = Array.from({ length: 15 }, (_, day) =>
      spend(2_500, { transactionDateTime: `2026-11-${String(13 + day).padStart(2, '0')}T04:00:00Z` }),
    );
    const state = promoState(
      facts({ transactions: [...month2, record('BONUSM2-7012340016')] }),
      '2026-11-28T04:00:00Z',
    );
    expect(state.bonus.rounds.month2?.allowed).toBe(true);
    expect(state.bonus.requirements.frequency).toBeNull();
  });

  it('decision 0164: under P30,000, the Installment and Frequency cards say P30,000, the Extra Three P75,000', () => {
    const state = promoState(facts({ transactions: [spend(26_000, { type: 'S1-6' })] }), NOW);
    expect(state.bonus.requirements).toEqual({
      extraThree: REWARD_TEXT.bonusRounds.requirement,
      installment: REWARD_TEXT.bonusRounds.spendRequirement,
      frequency: REWARD_TEXT.bonusRounds.spendRequirement,
    });
  });
});

describe('the banner (decision 0162): the spend band, and the claim state', () => {
  it.each([
    [42_350.5, 'under75k', 'Spend P75,000', 'with your card to earn a P1,500 eGC'],
    [118_420.75, 'from75kUnder200k', 'You reached P75,000', 'Claim a P1,500 eGC or keep spending for P5,000'],
    [203_115.4, 'from200k', 'You reached P200,000', 'Claim your P5,000 eGC'],
  ])('before a claim, P%s: %s, %s / %s', (pesos, band, title, line) => {
    const state = promoState(facts({ transactions: [spend(pesos)] }), NOW);
    expect(state.banner).toMatchObject({ band, art: band, title, line });
    expect(state.banner.invites).toBe(pesos >= 75_000 ? 'mainRedeem' : null);
  });

  it('a claimed balance without a known expiry still invites redeeming it', () => {
    const state = promoState(
      facts({
        credit: credit({ credits: 500, points: { active: 500, redeemed: 0, expired: 0 } }),
        transactions: [spend(80_000)],
      }),
      NOW,
    );
    expect(state.banner.line).toBe(REWARD_TEXT.banner.redeemBalance.lineNoDate);
  });

  it('a balance that expired while the screen was open is judged again at now', () => {
    const state = promoState(
      facts({
        credit: credit({
          credits: 500,
          creditsExpiry: YESTERDAY,
          points: { active: 500, redeemed: 1_000, expired: 0 },
        }),
        transactions: [spend(80_000)],
      }),
      NOW,
    );
    expect(state.banner.claim).toBe('creditsExpired');
    expect(state.claim.kind).toBe('none');
  });

  it('the marks of the one progress scale: P75,000 at 0.667, P200,000 at 1', () => {
    const { progress } = promoState(facts({ transactions: [spend(118_420.75)] }), NOW).spend;
    expect(progress.marks.map((mark) => [mark.shortLabel, mark.label, mark.mark, mark.reached])).toEqual([
      ['P75K', 'P75,000', 0.667, true],
      ['P200K', 'P200,000', 1, false],
    ]);
    // The Spend tab put P118,420.75 at 78%; the banner had it at 59% on a scale of its own.
    expect(progress.value).toBeCloseTo(0.7827, 4);
  });
});
