import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import type { UserInfo } from '../../../contract/admin';
import { type EditUserInfoForm, EditUserInfoSchema, FIELD_LABELS } from '../../../domain/validation';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { ModalDialog } from '../../ui/modal-dialog';
import { AdminFailurePanel } from './admin-failure-panel';
import { AdminTextField } from './admin-text-field';
import { ADMIN_TEXT } from './admin-texts';
import { type AdminFailure, adminFailure } from './api/admin-call';
import { updateUser } from './api/update-user';

export interface EditUserDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly campaignId: number;
  readonly info: UserInfo;
  /** After the update's answer (decision 0187: 4712, waiting for a second admin): the view shows its message. */
  readonly onUpdated: (statusId: number) => Promise<void>;
}

type FormProblem = AdminFailure | { readonly kind: 'unchanged' };

const isUnchanged = (values: EditUserInfoForm, info: UserInfo): boolean =>
  values.emailAddress === (info.emailAddress ?? '') && values.mobileNO === (info.mobileNO ?? '');

function EditUserForm({ campaignId, info, onUpdated, onClose }: Omit<EditUserDialogProps, 'isOpen'>) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm({
    // spec §5 "Edit user info: email required and valid; mobile required."
    schema: EditUserInfoSchema,
    initialValues: { emailAddress: info.emailAddress ?? '', mobileNO: info.mobileNO ?? '' },
    onSubmit: async (values) => {
      setProblem(null);
      // Saving the same values would only add an empty entry to the update history.
      if (isUnchanged(values, info)) return setProblem({ kind: 'unchanged' });
      let statusId: number;
      try {
        statusId = await updateUser(campaignId, info.userID, values);
      } catch (error) {
        return setProblem(adminFailure(error));
      }
      await onUpdated(statusId);
      onClose();
    },
  });
  return (
    <Form onSubmit={form.handleSubmit} validationBehavior="aria">
      {problem?.kind === 'unchanged' ? <FeedbackPanel tone="info" title={ADMIN_TEXT.edit.unchanged} /> : null}
      {problem && problem.kind !== 'unchanged' ? <AdminFailurePanel failure={problem} /> : null}
      <AdminTextField
        label={FIELD_LABELS.emailAddress}
        type="email"
        autoComplete="off"
        isRequired
        {...form.textField('emailAddress')}
      />
      <AdminTextField label={FIELD_LABELS.mobileNO} autoComplete="off" isRequired {...form.textField('mobileNO')} />
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onClose}>
          {ADMIN_TEXT.edit.cancel}
        </Button>
        <Button type="submit" isPending={form.isSubmitting}>
          {ADMIN_TEXT.edit.save}
        </Button>
      </div>
    </Form>
  );
}

/** spec §1 "Edit the cardholder's mobile and email", in a dialog over the cardholder view. */
export function EditUserDialog({ isOpen, ...props }: EditUserDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={ADMIN_TEXT.edit.title}
    >
      <EditUserForm {...props} />
    </ModalDialog>
  );
}
