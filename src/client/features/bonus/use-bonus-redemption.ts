import { useCallback } from 'react';
import type { RedeemReward } from '../../../domain/picker';
import { type BonusRedeemVariables, bonusRedeem } from '../../data/redeem-mutations';
import { useRedemptionSubmit } from '../../ui/reward-picker/use-redemption-submit';

// spec §4 'Redemption submit' for a bonus round (spec §7 bonus redeem): texts of the 'bonusRedeem' set, or
// 'bonusRedeemMonths' on the month screens (spec §8: plural 'eGCs').
export const bonusRedeemMutationKey = ['bonusRedeem'] as const;

const BONUS_SCREEN = { bonus: true } as const;
const MONTH_SCREEN = { bonus: true, months: true } as const;

export interface BonusRedemptionTarget {
  readonly campaignId: number;
  /** spec §3: the bonus record's transaction id; null when the round has no record (nothing to claim). */
  readonly token: number | null;
  /** spec §5: the one reward chosen, quantity 1; null before a choice. */
  readonly reward: RedeemReward | null;
  readonly months: boolean;
}

export function useBonusRedemption({ campaignId, token, reward, months }: BonusRedemptionTarget) {
  const variablesFor = useCallback(
    (idempotencyKey: string): BonusRedeemVariables => {
      // Proceed is disabled without a record or a choice (spec §5), so a submit without them is a bug.
      if (token === null || reward === null) throw new Error('bonus redeem submitted without a record or a reward');
      return { campaignId, token, reward, idempotencyKey };
    },
    [campaignId, token, reward],
  );
  return useRedemptionSubmit<BonusRedeemVariables>({
    mutationKey: bonusRedeemMutationKey,
    mutationFn: bonusRedeem,
    variablesFor,
    screen: months ? MONTH_SCREEN : BONUS_SCREEN,
    callName: 'bonusRedeem',
  });
}
