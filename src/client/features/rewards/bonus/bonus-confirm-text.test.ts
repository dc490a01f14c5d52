import { describe, expect, it } from 'vitest';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { BONUS_CONFIRM_DESCRIPTION } from './bonus-confirm-text';

describe('BONUS_CONFIRM_DESCRIPTION', () => {
  it("spec §2: the dialog's title and this description read the Frequency Spend confirmation word for word", () => {
    expect(`${REWARD_TEXT.redemptionConfirm.question} ${BONUS_CONFIRM_DESCRIPTION}`).toBe(
      'Are you sure you want to proceed? The Bonus eGC will be sent to your mobile and/or email address.',
    );
  });
});
