import { type ReactNode, useState } from 'react';
import { UI_TEXT } from '../../../domain/messages';
import { isProceedDisabled, type Selection } from '../../../domain/picker';
import { useNetworkAction } from '../../lib/use-network-action';
import { Button } from '../button';
import { NetworkReason } from '../network-reason';
import { RedemptionConfirmDialog } from './redemption-confirm-dialog';
import type { useRedemptionSubmit } from './use-redemption-submit';

export interface RedemptionProceedProps {
  /** The screen's redemption (`useRedemptionSubmit`, through the claim or bonus hook). */
  readonly redemption: ReturnType<typeof useRedemptionSubmit>;
  readonly selection: Selection;
  /** A reason of the screen's own to keep Proceed disabled (a bonus round that cannot be claimed now). */
  readonly isBlocked?: boolean;
  /** The confirmation's text, when the screen words it differently (spec §2 bonus screens). */
  readonly description?: ReactNode;
  /** After the success alert is closed. */
  readonly onClaimed: () => void;
}

/** spec §2 /claim and the bonus screens: Proceed, then the confirmation dialog that redeems (spec §4). */
export function RedemptionProceed({
  redemption,
  selection,
  isBlocked,
  description,
  onClaimed,
}: RedemptionProceedProps) {
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
  // spec §5: "Proceed is disabled while loading or with no selection".
  const disabled =
    isBlocked === true || isProceedDisabled({ loading: redemption.isLoading, selection }) || network.isOffline;
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
        description={description}
      />
    </>
  );
}
