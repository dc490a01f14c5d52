import { describe, expect, it } from 'vitest';
import { creditsBoxState, redeemEntryFromCredits } from './credits';
import type { Credit } from './entities';
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

describe('creditsBoxState (spec §2 Redemptions tab credits box)', () => {
  it.each([
    [0.01, true],
    [1_500, false],
    [5_000, true],
  ])(
    "spec §2: 'Reward Balance' and a Redeem button when credits exist and are not expired — credits %s, orders %s",
    (credits, hasOrders) => {
      expect(creditsBoxState(creditOf({ credits, isCreditsExpired: false }), hasOrders)).toEqual({
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
      expect(creditsBoxState(creditOf({ credits, isCreditsExpired: true }), hasOrders)).toEqual({
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
    const state = creditsBoxState(creditOf({ credits: 500, isCreditsExpired: true, creditsExpiry }), true);
    expect(state).toMatchObject({ kind: 'expired', expiredOn });
  });

  it('spec §9: the expiry date follows the time zone given', () => {
    const credit = creditOf({ credits: 500, isCreditsExpired: true, creditsExpiry: '2023-11-30T16:00:00Z' });
    expect(creditsBoxState(credit, true, 'UTC')).toMatchObject({ expiredOn: 'Nov 30, 2023' });
  });

  it('spec §2: an expired balance without an expiry date still shows as expired, with no date', () => {
    const credit = creditOf({ credits: 500, isCreditsExpired: true, creditsExpiry: null });
    expect(creditsBoxState(credit, false)).toEqual({ kind: 'expired', balance: pesosToCentavos(500), expiredOn: null });
  });

  it.each([
    [0, false, true],
    [0, true, true],
    [-0.01, false, true],
  ])(
    "spec §2: 'With zero credits and orders it says 'You have claimed all your eGCs. Thank you for participating…'' — credits %s, expired %s",
    (credits, isCreditsExpired, hasOrders) => {
      expect(creditsBoxState(creditOf({ credits, isCreditsExpired }), hasOrders)).toEqual({ kind: 'allClaimed' });
    },
  );

  it.each([
    [0, false],
    [0, true],
    [-0.01, false],
  ])(
    'spec §2: no credits box without credits and without orders — credits %s, expired %s',
    (credits, isCreditsExpired) => {
      expect(creditsBoxState(creditOf({ credits, isCreditsExpired }), false)).toEqual({ kind: 'hidden' });
    },
  );
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
