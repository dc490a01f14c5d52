import { useState } from 'react';
import { UI_TEXT } from '../../../domain/messages';
import { isProceedDisabled, type RedeemReward, type Selection } from '../../../domain/picker';
import { useNetworkAction } from '../../lib/use-network-action';
import { Button } from '../../ui/button';
import { NetworkReason } from '../../ui/network-reason';
import { RedemptionConfirmDialog } from '../../ui/reward-picker/redemption-confirm-dialog';
import { BONUS_CONFIRM_DESCRIPTION } from './bonus-confirm-text';
import { type BonusRedemptionTarget, useBonusRedemption } from './use-bonus-redemption';

export interface BonusProceedProps extends BonusRedemptionTarget {
  readonly selection: Selection;
  readonly reward: RedeemReward | null;
  /** The round may be claimed now (spec §4); else Proceed stays disabled. */
  readonly canClaim: boolean;
  /** After the success alert is closed. */
  readonly onClaimed: () => void;
}

/** spec §2 bonus screens: Proceed, then the confirmation dialog that redeems (spec §4 'Redemption submit'). */
export function BonusProceed({ selection, canClaim, onClaimed, ...target }: BonusProceedProps) {
  const redemption = useBonusRedemption(target);
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
  // spec §5: "Proceed is disabled while loading or with no selection"; also when the round cannot be claimed.
  const disabled =
    !canClaim ||
    target.token === null ||
    isProceedDisabled({ loading: redemption.isLoading, selection }) ||
    network.isOffline;
  return (
    <>
      <div className="form-actions">
        <Button onPress={() => setConfirming(true)} isDisabled={disabled} aria-describedby={network.reasonId}>
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
        description={BONUS_CONFIRM_DESCRIPTION}
      />
    </>
  );
}
