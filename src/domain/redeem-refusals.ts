import type { BonusRedemptionResult, MainRedemptionResult } from './picker';

// spec §8: "Other redeem statuses show the error derived from the status in the dialog"; their ids and texts
// are not shown, so they are ours (docs/decisions/0028-redeem-refusal-ids.md). 7 is the spec's own.

export const REDEEM_REFUSAL = {
  maximumRedemption: 7,
  unavailable: 4301,
  premiumOnly: 4302,
  belowLowestGoal: 4303,
  creditsExpired: 4304,
  invalidSelection: 4305,
  bonusNotAllowed: 4306,
} as const;

export type RedeemRefusalId = (typeof REDEEM_REFUSAL)[keyof typeof REDEEM_REFUSAL];

/** Texts for the ids above (7 is already in the catalogue), merged into the redeem message sets. */
export const REDEEM_REFUSAL_TEXTS: Readonly<Record<Exclude<RedeemRefusalId, 7>, string>> = {
  [REDEEM_REFUSAL.unavailable]:
    'Reward Not Available: The eGC you chose is no longer available. Please choose another.',
  [REDEEM_REFUSAL.premiumOnly]: 'Premium Reward: This eGC is only for signature-tier cardholders.',
  [REDEEM_REFUSAL.belowLowestGoal]: 'Spend Goal Not Reached: Reach an accumulated spend goal to claim a reward.',
  [REDEEM_REFUSAL.creditsExpired]: 'Claiming Expired: The claiming period of your reward has ended.',
  [REDEEM_REFUSAL.invalidSelection]: "Invalid Selection: You haven't selected an eGC yet.",
  [REDEEM_REFUSAL.bonusNotAllowed]: 'Bonus Not Available: This bonus reward cannot be claimed.',
};

type RefusalReason =
  | Extract<MainRedemptionResult, { ok: false }>['reason']
  | Extract<BonusRedemptionResult, { ok: false }>['reason']
  | 'DUPLICATE_REWARD'
  | 'BELOW_LOWEST_GOAL'
  | 'BONUS_NOT_ALLOWED';

/** Resend refused: the order was resent within its cooldown (decision 0030). */
export const RESEND_NOT_AVAILABLE = 4307;
export const RESEND_NOT_AVAILABLE_TEXT =
  'Resend Not Available: Your eGCs were resent recently. Please try again in a few minutes.';

/** Resend refused: every eGC of the order is used or expired, so nothing is sent (decision 0161). */
export const RESEND_NOTHING_LEFT = 4308;

/**
 * Decision 0188: resend refused because the mobile or e-mail was changed within the cooling-off (24 hours unless
 * configured otherwise): the codes would go to contact details the cardholder may not have chosen.
 */
export const RESEND_AFTER_CONTACT_CHANGE = 4309;
export const RESEND_AFTER_CONTACT_CHANGE_TEXT =
  'Resend Not Available: Your mobile or email was changed recently, so your eGCs cannot be resent yet. They are in My eGCs.';

/** The status id the server answers for a refused redemption. */
export function refusalStatusId(reason: RefusalReason): RedeemRefusalId {
  switch (reason) {
    case 'OVER_BALANCE':
      return REDEEM_REFUSAL.maximumRedemption;
    case 'UNAVAILABLE':
    case 'UNKNOWN_REWARD':
    case 'DUPLICATE_REWARD':
      return REDEEM_REFUSAL.unavailable;
    case 'PREMIUM_ONLY':
      return REDEEM_REFUSAL.premiumOnly;
    case 'CREDITS_EXPIRED':
      return REDEEM_REFUSAL.creditsExpired;
    case 'BELOW_LOWEST_GOAL':
      return REDEEM_REFUSAL.belowLowestGoal;
    case 'BONUS_NOT_ALLOWED':
      return REDEEM_REFUSAL.bonusNotAllowed;
    case 'EMPTY_SELECTION':
    case 'INVALID_QUANTITY':
    case 'NOT_SINGLE_REWARD':
      return REDEEM_REFUSAL.invalidSelection;
  }
}
