import type { ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';
import type { Message } from '../../../../domain/messages';
import { UI_TEXT } from '../../../../domain/messages';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { RedemptionConfirmSchema } from '../../../../domain/validation';
import { useForm } from '../../../lib/use-form';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { FeedbackPanel } from '../../../ui/feedback-panel';
import { ModalDialog } from '../../../ui/modal-dialog';
import { PICKER_TEXT } from './reward-picker-texts';
import './reward-picker.css';

/** What the last attempt answered: the success alert, or the error shown in the dialog (spec §4). */
export type RedemptionResult =
  | { readonly kind: 'success'; readonly message: Message }
  | { readonly kind: 'error'; readonly message: Message };

export interface RedemptionConfirmDialogProps {
  readonly isOpen: boolean;
  readonly isLoading: boolean;
  readonly result: RedemptionResult | null;
  /** Sends the redemption; called once the checkbox is ticked, one at a time. */
  readonly onConfirm: () => Promise<void>;
  /** Back, or Escape before success: the dialog closes and the choice stays. */
  readonly onBack: () => void;
  /** Closing the success alert (spec §4: "closing the dialog goes to /claimed"). */
  readonly onDone: () => void;
  /** What will be sent where (spec §2: "says the eGC is sent to mobile and/or email"). */
  readonly description?: ReactNode;
}

const TEXT = REWARD_TEXT.redemptionConfirm;

function ConfirmForm({ isLoading, result, onConfirm, onBack, description }: RedemptionConfirmDialogProps) {
  // spec §4 'Redemption submit': validate the checkbox, clear errors, set loading, call redeem.
  const form = useForm({ schema: RedemptionConfirmSchema, initialValues: { agreed: false }, onSubmit: onConfirm });
  const busy = isLoading || form.isSubmitting;
  return (
    <Form onSubmit={form.handleSubmit} validationBehavior="aria">
      <p>{description ?? PICKER_TEXT.sentToContact}</p>
      <Checkbox {...form.checkbox('agreed')}>{TEXT.agreement}</Checkbox>
      {result?.kind === 'error' ? (
        <FeedbackPanel tone="error" title={result.message.title} body={result.message.body} />
      ) : null}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onBack} isDisabled={busy}>
          {UI_TEXT.actions.back}
        </Button>
        <Button type="submit" isPending={busy}>
          {UI_TEXT.actions.proceed}
        </Button>
      </div>
    </Form>
  );
}

/**
 * spec §2 reward pick screens: "'Are you sure you want to proceed?' … has a terms checkbox, and Back and
 * Proceed buttons. It cannot be dismissed while loading. On success it shows a success alert."
 */
export function RedemptionConfirmDialog(props: RedemptionConfirmDialogProps) {
  const { isOpen, isLoading, result, onBack, onDone } = props;
  const succeeded = result?.kind === 'success';
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) (succeeded ? onDone : onBack)();
      }}
      // Once it succeeded the dialog is titled by its outcome ('Redemption Successful'), no longer by the question.
      title={succeeded ? result.message.title : TEXT.question}
      isDismissable={!isLoading}
    >
      {succeeded ? (
        <>
          {/* The feedback panel's success look, without its title: the dialog's title says it. */}
          <p className="feedback feedback--success" role="status">
            {result.message.body}
          </p>
          <div className="dialog__actions">
            {/* The form that had focus is gone: OK, the one thing left to do, takes it. */}
            <Button onPress={onDone} autoFocus>
              {PICKER_TEXT.done}
            </Button>
          </div>
        </>
      ) : (
        <ConfirmForm {...props} />
      )}
    </ModalDialog>
  );
}
