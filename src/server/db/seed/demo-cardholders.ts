import type { CardholderStatus } from '../schema';

// docs/architecture.md §4 Seed: the fixed demo cardholders, one per interesting state. docs/demo-accounts.md lists
// them for people; keep the two in step (seed.test.ts checks every code is documented).

export interface DemoCardholder {
  /** spec §9: 8 word characters; upper case so they are easy to read aloud. */
  readonly promoCode: string;
  /** 10 digits, unique (spec §9: 'customer number input limit 10'). */
  readonly customerNo: string;
  readonly mobileNo: string;
  readonly emailAddress: string;
  readonly cardTypeId: number;
  readonly status: CardholderStatus;
  /** Registration day as days from today; null for those not registered. */
  readonly registeredDay: number | null;
  /** The state in a few words. */
  readonly state: string;
  /** What a user sees when logging in with the code. */
  readonly shows: string;
}

type Entry = Pick<DemoCardholder, 'promoCode' | 'status' | 'registeredDay' | 'state' | 'shows'> & {
  readonly cardTypeId?: number;
};

/** spec §6: premium cardholders have a card type on platinumCardTypeIDs ([7] in the demo). */
const PREMIUM_CARD_TYPE_ID = 7;
const REGULAR_CARD_TYPE_ID = 1;

const ENTRIES: readonly Entry[] = [
  {
    promoCode: 'NEWUSER1',
    status: 'issued',
    registeredDay: null,
    state: 'Not registered',
    shows: "Register: 'Registration Submitted', then pending validation",
  },
  {
    promoCode: 'NEWUSER2',
    status: 'issued',
    registeredDay: null,
    state: 'Not registered',
    shows: 'A spare code, so a demo can register twice',
  },
  {
    promoCode: 'PENDING1',
    status: 'pending',
    registeredDay: null,
    state: 'Registration pending',
    shows: "Register or log in: 'Pending Registration Validation…' until the validation delay passes",
  },
  {
    promoCode: 'NOSPEND1',
    status: 'registered',
    registeredDay: -3,
    state: 'Registered, no spend',
    shows: 'P0.00 spend, both goals Locked, no bonus',
  },
  {
    promoCode: 'SPEND042',
    status: 'registered',
    registeredDay: -40,
    state: 'Spend under P75,000',
    shows: 'P42,350.50 spend; 2 earlier transactions (before registration) do not count',
  },
  {
    promoCode: 'SPEND118',
    status: 'registered',
    registeredDay: -60,
    state: 'Spend P75,000 to under P200,000',
    shows: 'P118,420.75: P1,500 goal reached, claim asks to confirm',
  },
  {
    promoCode: 'SPEND200',
    status: 'registered',
    registeredDay: -70,
    state: 'Spend at the maximum, regular card',
    shows: 'P203,115.40: P5,000 goal reached, claim goes straight to the rewards; premium-only rewards not selectable',
  },
  {
    promoCode: 'PREMIUM7',
    status: 'registered',
    registeredDay: -70,
    cardTypeId: PREMIUM_CARD_TYPE_ID,
    state: 'Spend at the maximum, premium card',
    shows: 'P215,000.00: P5,000 goal reached; premium-only rewards selectable',
  },
  {
    promoCode: 'CLAIMED1',
    status: 'registered',
    registeredDay: -80,
    state: 'Tier claimed, credits left',
    shows: 'P5,000 claimed, one order of P1,500 (one eGC used), P3,500 balance to redeem',
  },
  {
    promoCode: 'EXPIRED1',
    status: 'registered',
    registeredDay: -88,
    state: 'Credits expired',
    shows: 'P1,500 claimed, P500 redeemed, P1,000 balance struck through as expired',
  },
  {
    promoCode: 'FIVECATS',
    status: 'registered',
    registeredDay: -60,
    state: 'Generic bonus qualified',
    shows: '5 categories reached, P77,425.50 spend: generic bonus claimable',
  },
  {
    promoCode: 'EIGHTCAT',
    status: 'registered',
    registeredDay: -65,
    state: 'Extra Three qualified',
    shows: '8 categories reached: generic and Extra Three bonuses claimable',
  },
  {
    promoCode: 'INSTALL1',
    status: 'registered',
    registeredDay: -50,
    state: 'Installment bonus qualified',
    shows: 'P28,500 S1 installment, P35,530.25 total: installment bonus claimable',
  },
  {
    promoCode: 'MONTHONE',
    status: 'registered',
    registeredDay: -50,
    state: 'Month 1 complete and claimed',
    shows: 'Frequency month 1: 15 of 15 spends, Claimed (bonus order)',
  },
  {
    promoCode: 'MONTHEXP',
    status: 'registered',
    registeredDay: -50,
    state: 'Month 1 complete, expired',
    shows: 'Frequency month 1: 15 of 15 spends, Expired',
  },
  {
    promoCode: 'MONTHTWO',
    status: 'registered',
    registeredDay: -30,
    state: 'Month 2 complete',
    shows: 'Frequency month 2 (current): 15 of 15 spends, Claim Reward',
  },
  {
    promoCode: 'ONESHORT',
    status: 'registered',
    registeredDay: -30,
    state: 'Month 2 one spend short',
    shows: 'Frequency month 2: 14 of 15 spends (2 ATM/remittance spends excluded), Reward Locked',
  },
  {
    promoCode: 'BLOCKED1',
    status: 'blocked',
    registeredDay: null,
    state: 'Blocked',
    shows: "Register: 'Invalid Promo Code…'; log in: not registered or invalid",
  },
  // Twins of SPEND118 and SPEND200 that the browser tests claim with, so the read-only suites keep theirs
  // unclaimed whatever order the suites run in.
  {
    promoCode: 'CLAIM118',
    status: 'registered',
    registeredDay: -60,
    state: 'Spend P75,000 to under P200,000 (to claim)',
    shows: 'As SPEND118: P118,420.75, the P1,500 goal to claim',
  },
  {
    promoCode: 'CLAIM200',
    status: 'registered',
    registeredDay: -70,
    state: 'Spend at the maximum, regular card (to claim)',
    shows: 'As SPEND200: P203,115.40, the P5,000 goal to claim',
  },
  {
    promoCode: 'NOSPEND2',
    status: 'registered',
    registeredDay: -3,
    state: 'Registered, no spend (a second one)',
    shows: 'As NOSPEND1; the sign-in tests use it for a wrong one-time code',
  },
  // The offline browser tests' own (docs/product §10): a resendable order to queue offline, and a second to log out.
  {
    promoCode: 'OFFLINE1',
    status: 'registered',
    registeredDay: -80,
    state: 'Tier claimed, an order to resend',
    shows: 'As CLAIMED1 with both eGCs of its P1,500 order unused: RESEND available, P3,500 balance',
  },
  {
    promoCode: 'OFFLINE2',
    status: 'registered',
    registeredDay: -30,
    state: 'Spend P75,000 to under P200,000 (offline logout)',
    shows: 'P85,300.75: P1,500 goal reached; the offline tests log it out',
  },
  {
    promoCode: 'OFFLINE3',
    status: 'registered',
    registeredDay: -60,
    state: 'Tier claimed, generic bonus qualified (offline reopen)',
    shows: 'As FIVECATS, with the P1,500 tier claimed and a P500 eGC ordered: P1,000 balance, generic bonus',
  },
  // The wallet's (decision 0080): an eGC in each state; the wallet browser test claims with the balance.
  {
    promoCode: 'WALLET01',
    status: 'registered',
    registeredDay: -80,
    state: 'Tier claimed, eGCs active, used and expired',
    shows:
      'P5,000 claimed; My eGCs: Circuit Hub P1,000 active, Harvest Fresh used, Kusina Grill expired; P3,000 balance',
  },
];

const FIRST_CUSTOMER_NO = 7_012_340_001;
const FIRST_MOBILE_NO = 9_171_230_001;

/** The demo cardholders with their contact details, numbered in table order. */
export const DEMO_CARDHOLDERS: readonly DemoCardholder[] = ENTRIES.map((entry, index) => ({
  ...entry,
  cardTypeId: entry.cardTypeId ?? REGULAR_CARD_TYPE_ID,
  customerNo: String(FIRST_CUSTOMER_NO + index),
  mobileNo: `+63${FIRST_MOBILE_NO + index}`,
  emailAddress: `${entry.promoCode.toLowerCase()}@demo.local`,
}));
