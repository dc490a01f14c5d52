import { useEffect, useRef } from 'react';
import { Form } from 'react-aria-components/Form';
import { FIELD_LABELS, RegisterFormSchema } from '../../../domain/validation';
import { failureMessage } from '../../lib/api-failure';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { registerCode } from './api/register-code';
import { AUTH_TEXT } from './auth-texts';
import { type Feedback, messageFeedback, registrationFeedback } from './sign-in-feedback';

export interface RegisterFormProps {
  /** null while a prerendered page hydrates (use-hydrating.ts); the config's campaign right after. */
  readonly campaignId: number | null;
  /** The code the form starts with. */
  readonly promoCode: string;
  readonly onFeedback: (feedback: Feedback) => void;
  /** Kept mounted while the feedback shows, so Back returns to the code as typed. */
  readonly hidden: boolean;
}

/** spec §2 /register: promo code form with two terms checkboxes (spec §5 RegisterFormSchema). */
export function RegisterForm({ campaignId, promoCode: startingCode, onFeedback, hidden }: RegisterFormProps) {
  const form = useForm({
    schema: RegisterFormSchema,
    initialValues: { promoCode: startingCode, acceptTerms: false, acceptDataPrivacy: false },
    onSubmit: async ({ promoCode }) => {
      // Only the instant between hydrating and the next render has no campaign: nothing to send to yet.
      if (campaignId === null) return;
      try {
        onFeedback(registrationFeedback(await registerCode(campaignId, promoCode)));
      } catch (error) {
        onFeedback(messageFeedback(failureMessage(error)));
      }
    },
  });
  const { focusField } = form;
  const wasHidden = useRef(hidden);
  useEffect(() => {
    // Back (spec §2) returns to the form: focus goes back to the code, where the user left off.
    if (wasHidden.current && !hidden) focusField('promoCode');
    wasHidden.current = hidden;
  }, [hidden, focusField]);
  return (
    <Form className="sign-in-form" onSubmit={form.handleSubmit} hidden={hidden} validationBehavior="aria">
      <TextField
        label={FIELD_LABELS.promoCode}
        description={AUTH_TEXT.promoCodeDescription}
        autoComplete="off"
        isRequired
        {...form.textField('promoCode')}
      />
      <Checkbox {...form.checkbox('acceptTerms')}>{AUTH_TEXT.acceptTerms}</Checkbox>
      <Checkbox {...form.checkbox('acceptDataPrivacy')}>{AUTH_TEXT.acceptDataPrivacy}</Checkbox>
      <div className="form-actions">
        <Button type="submit" isPending={form.isSubmitting}>
          {AUTH_TEXT.register.submit}
        </Button>
      </div>
    </Form>
  );
}
