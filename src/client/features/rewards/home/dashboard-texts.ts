// Labels the spec names but does not word (spec §2 Home dashboard, Progress panel, Qualified Transactions
// dialog, FAQ): decided here, in one place. Texts the spec does word come from src/domain/messages.ts.
export const DASHBOARD_TEXT = {
  title: 'My Rewards',
  progress: {
    panelLabel: 'Your progress',
    tabsLabel: 'Progress',
    hint: 'Reach a spend goal to claim its eGC. Only the highest goal you reached can be claimed.',
    useCardMore: 'Use your card more to reach the next spend goal.',
    // Decision 0069: once a tier is claimed ('Claimed' as spec §4 words a claimed month; 'Closed' is ours).
    goalClaimed: 'Claimed',
    goalClosed: 'Closed',
    claimedHint: 'You have claimed the {reward} eGC tier. The other spend goals are closed.',
    oneTierOnly: 'Only one accumulated tier reward can be claimed in the promo period.',
    goalSpend: 'Spend {amount}',
    goalReward: '{reward} eGC',
    barLabel: 'Accumulated spend',
    barValue: '{spend} of {maximum}',
  },
  transactions: {
    title: 'Qualified Transactions',
    registeredOn: 'Registered on {date}',
    filterLabel: 'Merchant category',
    allCategories: 'All categories',
    removeFilter: 'Remove category filter',
    listLabel: 'Qualified transactions',
    reachedLabel: 'Merchant categories reached',
    close: 'Close',
  },
  // A Redemptions row's link to its eGCs in My eGCs (decision 0080).
  showEgcs: 'Show eGCs',
  showEgcsOf: 'Show eGCs of {reference}',
  resend: {
    title: 'Resend eGCs',
    // A resend queued offline, in place of RESEND until it is sent (the spec words neither).
    queued: 'Queued — will be sent when you are back online',
    cancelQueued: 'Cancel',
  },
  hubNotice: {
    title: 'Thank you for participating',
    current:
      'Thank you for participating! The eGC Hub with your qualified transactions will be available by September 27, 2023.',
    older: 'Thank you for participating! The eGC Hub will be available by November 24, 2022.',
    close: 'OK',
  },
  maintenanceTitle: 'System maintenance',
  bonusRoundsHeading: 'Bonus Rounds',
  faqHeading: 'Frequently Asked Questions',
} as const;
