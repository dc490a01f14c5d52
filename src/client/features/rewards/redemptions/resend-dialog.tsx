import type { Message } from '../../../../domain/messages';
import { UI_TEXT } from '../../../../domain/messages';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { Button } from '../../../ui/button';
import { FeedbackPanel } from '../../../ui/feedback-panel';
import { ModalDialog } from '../../../ui/modal-dialog';
import { DASHBOARD_TEXT } from '../home/dashboard-texts';

export interface ResendDialogProps {
  readonly isOpen: boolean;
  readonly isPending: boolean;
  /** The refusal of the last attempt, shown in the dialog (spec §4: "Other errors show the error"). */
  readonly failure: Message | null;
  readonly onBack: () => void;
  readonly onProceed: () => void;
}

/** spec §2: RESEND's confirmation, with Back and Proceed; it cannot be dismissed while the call runs. */
export function ResendDialog({ isOpen, isPending, failure, onBack, onProceed }: ResendDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onBack} title={DASHBOARD_TEXT.resend.title} isDismissable={!isPending}>
      <p>{REWARD_TEXT.redemptions.resendConfirm}</p>
      {failure ? <FeedbackPanel tone="error" title={failure.title} body={failure.body} /> : null}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onBack} isDisabled={isPending}>
          {UI_TEXT.actions.back}
        </Button>
        <Button onPress={onProceed} isPending={isPending}>
          {UI_TEXT.actions.proceed}
        </Button>
      </div>
    </ModalDialog>
  );
}
