// Labels of /claim and /claimed that the spec names but does not word (spec §2), decided here in one place.
// Texts the spec words come from src/domain/messages.ts (UI_TEXT, messageFor).
export const CLAIM_TEXT = {
  title: 'Choose your eGCs',
  description: 'Choose eGCs worth up to {amount} in total.',
  backToHome: 'Back to home',
  // Decision 0071: an amount that is not the cardholder's to claim.
  refused: {
    title: 'This amount cannot be claimed',
    canClaim: 'You can claim {amount}.',
    nothing: 'There is nothing to claim right now.',
  },
  claimedBody: 'Your eGCs are on their way to your registered mobile and/or email address.',
} as const;
