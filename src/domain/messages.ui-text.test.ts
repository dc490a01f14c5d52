import { describe, expect, it } from 'vitest';
import { fillTemplate, UI_TEXT } from './messages';
import { REWARD_TEXT } from './reward-texts';

// The fixed UI texts of messages.ts and reward-texts.ts, tested apart from the §8 catalogue to keep each test
// file small.
// The spec's quoted UI texts, as literals, grouped as UI_TEXT and REWARD_TEXT group them.
const EXPECTED_UI_TEXT = {
  registerFeedback: {
    invalid: 'The promo code you have entered is INVALID. Please input the correct promo code and try again.',
    alreadyRegistered: 'The promo code you have entered is already registered to the promo.',
    pendingTitle: 'Registration Validation Pending',
    pendingBody: 'You have already registered to the promo...',
    goToLogin: 'Go to Login',
  },
  maintenance: {
    login: 'Due to a system maintenance, this page is temporarily unavailable. Please try again later.',
    home: 'Due to a system maintenance, this page is temporarily unavailable. Please try again later. Thank you',
  },
  titles: {
    registrationSubmitted: 'Registration Submitted',
    egcClaimed: 'eGC Claimed',
    rewardClaimed: 'Reward Claimed',
  },
  sessionExpiredDialog: {
    title: 'Your session expired',
    body: 'Please log in again to continue.',
    action: 'Go to Login',
  },
  notFound: { code: 'Error 404', title: 'Page Not Found', backLink: 'Back to Register' },
  empty: {
    redemptions: "You don't have redemptions yet.",
    qualifiedTransactions: "You don't have qualified transactions yet. Use your card more to gain progress.",
    cardholderQualifiedTransactions: "The cardholder doesn't have qualified transactions yet.",
    cardholderRedemptions: "The cardholder doesn't have redemptions yet.",
    noPromoCode: 'No promo code.',
    updateHistory: 'Update history is empty.',
    noEgcSelected: "You haven't selected an eGC yet.",
  },
  bonusRounds: {
    intro: 'Unlock Accumulated Spend and complete these extra goals to unlock more bonus rewards',
    requirement: 'Meet P75,000 Accumulated Spend first to redeem',
  },
  progress: {
    currentSpend: 'Current Spend',
    goalsHeading: 'Accumulated Spend Goals',
    maximumReached: 'You have reached the maximum spend for this promo. You can now claim your reward.',
    claimReward: 'Claim Reward',
    seeQualifiedTransactions: 'See qualified transactions',
    milestones: ['P50K', 'P75K', 'P200K'],
  },
  claimConfirm: {
    nextTierWarning: 'Claiming on this tier means you can no longer claim the rewards for the next tier.',
    spendMore: 'Spend More',
    claimNow: 'Claim Now',
  },
  redemptions: {
    spendRewards: 'Spend Rewards',
    bonusRoundRewards: 'Bonus Round Rewards',
    groupUsed: 'Used',
    groupActive: 'Active',
    resend: 'RESEND',
    resendConfirm: 'The eGCs will be resent to your mobile and/or email address.',
    rewardBalance: 'Reward Balance',
    allClaimed: 'You have claimed all your eGCs. Thank you for participating…',
  },
  qualifiedTransactions: {
    postingNote: 'Kindly expect transactions to reflect after 5-7 banking days from the date of posting',
  },
  frequencyCard: {
    description: 'Use your card anywhere fifteen (15) times every promo month to earn bonus rewards.',
  },
  extraThreeCard: {
    description: 'Make 3 more merchant category spends to unlock another reward!',
    redeemNow: 'Redeem now',
  },
  installmentCard: {
    description: 'Make at least one installment spend worth P25,000',
    qualified: 'Installment purchase qualified!',
    notQualified: 'Have an installment purchase',
  },
  frequencyPage: {
    months: [
      { label: 'Month 1', period: 'September 15 - October 15' },
      { label: 'Month 2', period: 'October 16 - November 15' },
      { label: 'Month 3', period: 'November 16 - November 30' },
    ],
    claimReward: 'Claim Reward',
    claimed: 'Claimed',
    expired: 'Expired',
    rewardLocked: 'Reward Locked',
    confirm: 'Are you sure you want to proceed? The Bonus eGC will be sent to your mobile and/or email address.',
  },
  rewardPick: {
    chooseBonus: 'Choose your bonus reward',
    monthDescription: 'use the card anywhere fifteen (15) times every promo month',
    installmentQualified: 'Installment purchase qualified!',
  },
  redemptionConfirm: {
    question: 'Are you sure you want to proceed?',
    agreement: 'I agree that by proceeding, this redemption will be processed and cannot be changed or reversed.',
  },
  faq: { fixedQuestion: 'When will I qualify for the spend accumulation?' },
  checkPage: { title: 'Am I registered' },
  adminMenu: { searchCardholder: 'Search Cardholder', generateReport: 'Generate Report' },
} as const;

describe('spec §2, §4, §8 fixed UI texts, word for word', () => {
  const texts: Readonly<Record<string, unknown>> = { ...UI_TEXT, ...REWARD_TEXT };
  it.each(Object.entries(EXPECTED_UI_TEXT))('spec: the %s texts read as the spec', (group, expected) => {
    expect(texts[group]).toMatchObject(expected);
  });
  it('each group is written in one place only', () => {
    const shared = Object.keys(UI_TEXT).filter((group) => Object.hasOwn(REWARD_TEXT, group));
    expect(shared).toEqual([]);
  });
});

describe('template helpers for the {placeholders}', () => {
  it.each([
    [
      fillTemplate(REWARD_TEXT.claimConfirm.question, { reward: 'P1,500 eGC' }),
      'Are you sure you want to claim P1,500 eGC for this tier?',
    ],
    [fillTemplate(REWARD_TEXT.redemptions.bonusEgc, { merchant: 'Jollibee' }), 'Jollibee Bonus eGC'],
    [fillTemplate(REWARD_TEXT.redemptions.reference, { orderID: 1234 }), 'REF 1234'],
    [fillTemplate(REWARD_TEXT.redemptions.validUntil, { expiry: 'Nov 30, 2023' }), 'Valid until Nov 30, 2023'],
    [fillTemplate(REWARD_TEXT.redemptions.groupPartlyUsed, { n: 1, m: 3 }), '1 of 3 used'],
    [
      fillTemplate(REWARD_TEXT.redemptions.creditsExpired, { date: 'Nov 30, 2023' }),
      'Claiming of your reward has expired last Nov 30, 2023.',
    ],
    [fillTemplate(REWARD_TEXT.progress.redemptionUntil, { date: 'Nov 30, 2023' }), 'Redemption until Nov 30, 2023'],
    [fillTemplate(REWARD_TEXT.extraThreeCard.progress, { x: 1 }), "You're at (1 of 3)"],
    [fillTemplate(REWARD_TEXT.extraThreeCard.remaining, { n: 2 }), '2 more to go!'],
    [fillTemplate(REWARD_TEXT.frequencyPage.spends, { n: 7 }), '7 of 15 Spends'],
    [fillTemplate(REWARD_TEXT.rewardPick.extraThreeProgress, { n: 2 }), '(2 of 3)'],
    [
      fillTemplate(UI_TEXT.empty.qualifiedTransactionsInCategory, { category: 'Dining' }),
      "You don't have qualified transactions in Dining yet.",
    ],
    [fillTemplate('No placeholders.', {}), 'No placeholders.'],
  ])('spec: %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('a placeholder without a value is left as written (visible, never "undefined")', () => {
    const loose = fillTemplate as (template: string, values: Record<string, string>) => string;
    expect(loose('REF {orderID}', {})).toBe('REF {orderID}');
  });
});
