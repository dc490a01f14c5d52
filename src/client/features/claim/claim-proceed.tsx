import type { RedeemReward, Selection } from '../../../domain/picker';
import { RedemptionProceed } from '../../ui/reward-picker/redemption-proceed';
import { useClaimRedemption } from './use-claim-redemption';

export interface ClaimProceedProps {
  readonly campaignId: number;
  readonly selection: Selection;
  /** The selection as the redeem call takes it (`toRedeemRewards`). */
  readonly rewards: readonly RedeemReward[];
  /** After the success alert is closed. */
  readonly onClaimed: () => void;
}

/** spec §2 /claim: Proceed, then the confirmation dialog that redeems (spec §4 'Redemption submit'). */
export function ClaimProceed({ campaignId, selection, rewards, onClaimed }: ClaimProceedProps) {
  const redemption = useClaimRedemption(campaignId, rewards);
  return <RedemptionProceed redemption={redemption} selection={selection} onClaimed={onClaimed} />;
}
