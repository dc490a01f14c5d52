import { REWARD_TEXT } from '../../../../domain/reward-texts';

// spec §2 Frequency Spend page: "Confirmation: 'Are you sure you want to proceed? The Bonus eGC will be sent to
// your mobile and/or email address.'". The dialog's title is the question (spec §2 'Confirmation dialog'), so
// its description is the rest of the spec's text (a test holds the two together); the bonus screens all send
// one Bonus eGC, so all use it.
export const bonusConfirmDescription = (): string =>
  REWARD_TEXT.frequencyPage.confirm.slice(REWARD_TEXT.redemptionConfirm.question.length).trim();

/** English, as the spec words it; a screen reads bonusConfirmDescription() at render (decision 0208). */
export const BONUS_CONFIRM_DESCRIPTION: string = bonusConfirmDescription();
