import type { ClaimConfirmationModel } from '../../../../domain/goals';
import { fillTemplate } from '../../../../domain/messages';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { Button } from '../../../ui/button';
import { ModalDialog } from '../../../ui/modal-dialog';

export interface ClaimConfirmDialogProps {
  /** The confirmation to show, or null when closed. */
  readonly confirmation: ClaimConfirmationModel | null;
  readonly onSpendMore: () => void;
  readonly onClaimNow: () => void;
}

/** spec §2 Claim confirmation dialog (below the maximum; at the maximum the claim goes straight to /claim). */
export function ClaimConfirmDialog({ confirmation, onSpendMore, onClaimNow }: ClaimConfirmDialogProps) {
  const text = REWARD_TEXT.claimConfirm;
  return (
    <ModalDialog
      isOpen={confirmation !== null}
      onOpenChange={onSpendMore}
      title={confirmation ? fillTemplate(text.question, { reward: confirmation.rewardText }) : ''}
    >
      {confirmation?.showNextTierWarning ? <p>{text.nextTierWarning}</p> : null}
      <div className="dialog__actions">
        {confirmation?.showSpendMore ? (
          <Button variant="secondary" onPress={onSpendMore}>
            {text.spendMore}
          </Button>
        ) : null}
        <Button onPress={onClaimNow}>{text.claimNow}</Button>
      </div>
    </ModalDialog>
  );
}
