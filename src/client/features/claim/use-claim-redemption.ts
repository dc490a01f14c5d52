import type { RedeemReward } from '../../../domain/picker';
import { redeemMutationKey } from '../../data/mutation-keys';
import { type RedeemVariables, redeem } from '../../data/redeem-mutations';
import { useRedemptionSubmit } from '../../ui/reward-picker/use-redemption-submit';

// spec §4 'Redemption submit' for the main reward (spec §7 main redeem): texts of the 'redeem' set.
const MAIN_SCREEN = { bonus: false } as const;

export function useClaimRedemption(campaignId: number, rewards: readonly RedeemReward[]) {
  return useRedemptionSubmit<RedeemVariables>({
    mutationKey: redeemMutationKey,
    mutationFn: redeem,
    variablesFor: (idempotencyKey) => ({ campaignId, rewards, idempotencyKey }),
    screen: MAIN_SCREEN,
    callName: 'redeem',
  });
}
