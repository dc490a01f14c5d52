// Fixed texts of the cardholder's reward screens (home, redemptions, bonus rounds, the reward picker), word for
// word as the spec quotes them (§2, §4) and written as UI_TEXT is (messages.ts: `{placeholder}`s, fillTemplate).
// Kept apart from UI_TEXT because the sign-in pages ship with the shell and need none of them (decision 0055).
export const REWARD_TEXT = {
  bonusRounds: {
    intro: 'Unlock Accumulated Spend and complete these extra goals to unlock more bonus rewards',
    requirement: 'Meet P75,000 Accumulated Spend first to redeem',
    // Decision 0164: the Installment and Frequency Spend rounds need P30,000 in total (spec §9), not P75,000; the
    // same sentence with their own amount, shown on their own cards.
    spendRequirement: 'Meet P30,000 Accumulated Spend first to redeem',
  },
  // Decision 0162: the home banner's words by claim state (ours: the spec picks the banner by spend band only).
  // Eyebrows are written in sentence case; the banner shows them in capitals.
  banner: {
    reachGoal: { eyebrow: 'Next goal', title: 'Spend {threshold}', line: 'with your card to earn a {reward} eGC' },
    claimTier: {
      eyebrow: 'Goal reached',
      title: 'You reached {threshold}',
      line: 'Claim a {reward} eGC or keep spending for {next}',
    },
    claimTop: { eyebrow: 'Top goal reached', title: 'You reached {threshold}', line: 'Claim your {reward} eGC' },
    redeemBalance: {
      eyebrow: 'Reward claimed',
      title: '{balance} left to redeem',
      line: 'Choose your eGCs by {date}',
      lineNoDate: 'Choose your eGCs with what is left of your reward',
    },
    creditsExpired: {
      eyebrow: 'Claiming ended',
      title: 'Your reward balance expired',
      line: '{balance} was left when claiming ended on {date}',
      lineNoDate: '{balance} was left when claiming ended',
    },
    bonusLeft: {
      eyebrow: 'Bonus round',
      title: 'A bonus reward is waiting',
      line: 'Redeem your bonus eGC in Bonus Rounds below',
    },
    allClaimed: {
      eyebrow: 'All claimed',
      title: 'You claimed your {reward} eGC',
      titleNoReward: 'You claimed your eGCs',
      line: 'Thank you for participating',
    },
  },
  progress: {
    spendTab: 'Spend',
    redemptionsTab: 'Redemptions',
    currentSpend: 'Current Spend',
    goalsHeading: 'Accumulated Spend Goals',
    goalStatus: { claim: 'Claim', locked: 'Locked', skipped: 'Skipped' },
    milestones: ['P50K', 'P75K', 'P200K'],
    maximumReached: 'You have reached the maximum spend for this promo. You can now claim your reward.',
    redemptionUntil: 'Redemption until {date}',
    claimReward: 'Claim Reward',
    seeQualifiedTransactions: 'See qualified transactions',
  },
  claimConfirm: {
    question: 'Are you sure you want to claim {reward} for this tier?',
    nextTierWarning: 'Claiming on this tier means you can no longer claim the rewards for the next tier.',
    spendMore: 'Spend More',
    claimNow: 'Claim Now',
  },
  redemptions: {
    spendRewards: 'Spend Rewards',
    bonusRoundRewards: 'Bonus Round Rewards',
    bonusEgc: '{merchant} Bonus eGC',
    reference: 'REF {orderID}',
    validUntil: 'Valid until {expiry}',
    // Decision 0160: a row (and a wallet card) whose eGCs can no longer be spent says when they stopped being.
    expiredOn: 'Expired on {date}',
    // spec §4: order group status text.
    groupUsed: 'Used',
    groupActive: 'Active',
    groupPartlyUsed: '{n} of {m} used',
    // Decision 0160: an expired eGC is neither Active nor Used (ours: the spec knew only statuses 43 and 44).
    groupExpired: 'Expired',
    groupPartlyExpired: '{n} of {m} expired',
    groupAlsoExpired: '{n} expired',
    resend: 'RESEND',
    resendConfirm: 'The eGCs will be resent to your mobile and/or email address.',
    rewardBalance: 'Reward Balance',
    redeem: 'Redeem',
    allClaimed: 'You have claimed all your eGCs. Thank you for participating…',
    // Decision 0163: the tier's credits are spent but a bonus round is still open, so 'claimed all' would be untrue.
    bonusLeft:
      'You have claimed all the eGCs of your spend reward. A bonus reward is still waiting for you in Bonus Rounds.',
    creditsExpired: 'Claiming of your reward has expired last {date}.',
  },
  qualifiedTransactions: {
    postingNote: 'Kindly expect transactions to reflect after 5-7 banking days from the date of posting',
  },
  frequencyCard: {
    description: 'Use your card anywhere fifteen (15) times every promo month to earn bonus rewards.',
    viewProgress: 'View Progress',
  },
  extraThreeCard: {
    description: 'Make 3 more merchant category spends to unlock another reward!',
    progress: "You're at ({x} of 3)",
    remaining: '{n} more to go!',
    completed: 'Completed',
    redeemed: 'Redeemed',
    redeemNow: 'Redeem now',
  },
  installmentCard: {
    description: 'Make at least one installment spend worth P25,000',
    qualified: 'Installment purchase qualified!',
    notQualified: 'Have an installment purchase',
    redeemed: 'Redeemed',
  },
  frequencyPage: {
    months: [
      { label: 'Month 1', period: 'September 15 - October 15' },
      { label: 'Month 2', period: 'October 16 - November 15' },
      { label: 'Month 3', period: 'November 16 - November 30' },
    ],
    spends: '{n} of 15 Spends',
    completed: 'Completed',
    redemptionUntil: 'Redemption until {date}',
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
    extraThreeProgress: '({n} of 3)',
    completed: 'Completed',
    showDetails: 'Show details',
  },
  redemptionConfirm: {
    question: 'Are you sure you want to proceed?',
    agreement: 'I agree that by proceeding, this redemption will be processed and cannot be changed or reversed.',
  },
  faq: {
    fixedQuestion: 'When will I qualify for the spend accumulation?',
    // spec §2 names the fixed question but not its answer: written here (markdown, sanitised like the others).
    fixedAnswer:
      'Your card spend counts from the day you registered your promo code. Transactions made before your ' +
      'registration date do not qualify. Kindly expect transactions to reflect after 5-7 banking days from the ' +
      'date of posting.',
  },
} as const;
