import { useState } from 'react';
import { UI_TEXT } from '../../../domain/messages';
import { isProceedDisabled, type RedeemReward, type Selection } from '../../../domain/picker';
import { useNetworkAction } from '../../lib/use-network-action';
import { Button } from '../../ui/button';
import { NetworkReason } from '../../ui/network-reason';
import { RedemptionConfirmDialog } from '../../ui/reward-picker/redemption-confirm-dialog';
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
  const [isConfirming, setConfirming] = useState(false);
  // Issue 6: redeeming needs the server; offline Proceed is disabled with the reason.
  const network = useNetworkAction();

  const closeDialog = () => {
    setConfirming(false);
    redemption.reset();
  };
  const confirm = async () => {
    // spec §4: 1 or -1 shows the session-expired dialog (raised by the mutation cache) in place of this one.
    if ((await redemption.submit()) === 'sessionExpired') closeDialog();
  };

  return (
    <>
      <div className="form-actions">
        <Button
          onPress={() => setConfirming(true)}
          // spec §5: "Proceed is disabled while loading or with no selection".
          isDisabled={isProceedDisabled({ loading: redemption.isLoading, selection }) || network.isOffline}
          aria-describedby={network.reasonId}
        >
          {UI_TEXT.actions.proceed}
        </Button>
        <NetworkReason action={network} />
      </div>
      <RedemptionConfirmDialog
        isOpen={isConfirming}
        isLoading={redemption.isLoading}
        result={redemption.result}
        onConfirm={confirm}
        onBack={closeDialog}
        onDone={onClaimed}
      />
    </>
  );
}
