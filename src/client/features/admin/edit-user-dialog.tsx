import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import type { ContactField, UserInfo } from '../../../contract/admin';
import { type EditUserInfoForm, EditUserInfoSchema } from '../../../domain/contact-edit';
import { FIELD_LABELS } from '../../../domain/validation';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { ModalDialog } from '../../ui/modal-dialog';
import { AdminFailurePanel } from './admin-failure-panel';
import { AdminTextField } from './admin-text-field';
import { ADMIN_TEXT } from './admin-texts';
import { type AdminFailure, adminFailure } from './api/admin-call';
import { type UpdateUserAnswer, updateUser } from './api/update-user';

export interface EditUserDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly campaignId: number;
  readonly info: UserInfo;
  /** After the update's answer (decision 0187: 4712, waiting for a second admin): the view shows its message. */
  readonly onUpdated: (statusId: number) => Promise<void>;
}

type FormProblem = AdminFailure | { readonly kind: 'unchanged' };

interface Parsed {
  readonly emailAddress: string;
  readonly mobileNO: string;
}

// Compared as the schema gives them (decision 0218: the mobile in E.164), so '0917…' for '+63917…' is no change.
const isUnchanged = (values: Parsed, info: UserInfo): boolean =>
  values.emailAddress === (info.emailAddress ?? '') && values.mobileNO === (info.mobileNO ?? '');

function EditUserForm({ campaignId, info, onUpdated, onClose }: Omit<EditUserDialogProps, 'isOpen'>) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // Decision 0218: the fields the server found on another cardholder; the next Save then confirms them.
  const [inUse, setInUse] = useState<readonly ContactField[]>([]);
  const form = useForm({
    // spec §5 "Edit user info: email required and valid; mobile required." Decision 0218: and a reason.
    schema: EditUserInfoSchema,
    initialValues: { emailAddress: info.emailAddress ?? '', mobileNO: info.mobileNO ?? '', reason: '' },
    onSubmit: async (values: EditUserInfoForm): Promise<void> => {
      setProblem(null);
      // Saving the same values would only add an empty entry to the update history.
      if (isUnchanged(values, info)) return setProblem({ kind: 'unchanged' });
      let answer: UpdateUserAnswer;
      try {
        answer = await updateUser(campaignId, info.userID, values, inUse.length > 0);
      } catch (error) {
        return setProblem(adminFailure(error));
      }
      if (answer.kind === 'inUse') return setInUse(answer.fields);
      await onUpdated(answer.statusId);
      onClose();
    },
  });
  // A changed e-mail or mobile is checked again: the confirmation was for the values the warning named.
  const contactField = (name: ContactField) => {
    const bound = form.textField(name);
    return {
      ...bound,
      onChange: (value: string) => {
        setInUse([]);
        bound.onChange(value);
      },
      warning: inUse.includes(name) ? ADMIN_TEXT.edit.inUse[name] : undefined,
    };
  };
  return (
    <Form onSubmit={form.handleSubmit} validationBehavior="aria">
      {problem?.kind === 'unchanged' ? <FeedbackPanel tone="info" title={ADMIN_TEXT.edit.unchanged} /> : null}
      {problem && problem.kind !== 'unchanged' ? <AdminFailurePanel failure={problem} /> : null}
      {inUse.length > 0 ? (
        <FeedbackPanel tone="warning" title={ADMIN_TEXT.edit.inUseTitle} body={ADMIN_TEXT.edit.inUseBody} />
      ) : null}
      <AdminTextField
        label={FIELD_LABELS.emailAddress}
        type="email"
        autoComplete="off"
        isRequired
        {...contactField('emailAddress')}
      />
      <AdminTextField label={FIELD_LABELS.mobileNO} autoComplete="off" isRequired {...contactField('mobileNO')} />
      <AdminTextField
        label={FIELD_LABELS.reason}
        autoComplete="off"
        isRequired
        description={ADMIN_TEXT.edit.reasonHint}
        {...form.textField('reason')}
      />
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onClose}>
          {ADMIN_TEXT.edit.cancel}
        </Button>
        <Button type="submit" isPending={form.isSubmitting}>
          {inUse.length > 0 ? ADMIN_TEXT.edit.saveAnyway : ADMIN_TEXT.edit.save}
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
