// Labels of the bonus screens (spec §2 Bonus cards, Frequency Spend page, bonus reward pick screens) that the
// spec names but does not word, decided here in one place. Texts the spec words come from
// src/domain/messages.ts (UI_TEXT, messageFor).
export const BONUS_TEXT = {
  cards: {
    listLabel: 'Bonus round cards',
    frequencyTitle: 'Frequency Spend',
    extraThreeTitle: 'Extra Three',
    installmentTitle: 'Installment',
    /** Decision: the Installment card links to its screen with the Extra Three card's wording. */
    redeemInstallment: 'Redeem now',
  },
  frequencyPage: {
    title: 'Frequency Spend',
    monthsLabel: 'Promo months',
    /** The accessible name of the squares, e.g. '9 of 15 spends'. */
    squaresLabel: '{n} of {total} spends',
  },
  pick: {
    /** spec §2: bonus screens say "that only one reward may be claimed". */
    onlyOne: 'Only one reward may be claimed.',
    rewardsLabel: 'Bonus rewards',
    notClaimable: 'This bonus reward cannot be claimed now.',
    backToHome: 'Back to home',
    backToFrequency: 'Back to Frequency Spend',
    extraThreeHeading: 'Bonus Round',
    installmentHeading: 'Installment',
    /** spec §2 Installment screen: "says to make at least one installment spend worth P25,000 to unlock". */
    installmentUnlock: 'Make at least one installment spend worth P25,000 to unlock this bonus reward.',
    monthHeading: '{label}: {period}',
  },
  extraThree: {
    firstFiveLabel: 'First five merchant categories reached',
    extraLabel: 'Extra three merchant categories',
    notReached: 'Not reached yet',
    categoriesLabel: 'Merchant categories',
    categorySpends: 'Spends: {count}',
    transactionsTitle: '{category} transactions',
    listLabel: 'Transactions in {category}',
    close: 'Close',
  },
  claimed: {
    body: 'Your Bonus eGC is on its way to your registered mobile and/or email address.',
    backToHome: 'Back to home',
  },
} as const;
