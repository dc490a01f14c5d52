import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { fillTemplate, type Message } from '../../../domain/messages';
import { AdminLoginSchema, FIELD_LABELS } from '../../../domain/validation';
import { HttpError } from '../../lib/api';
import { signInFailureMessage } from '../../lib/api-failure';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AdminTextField } from './admin-text-field';
import { ADMIN_TEXT } from './admin-texts';
import { adminLogin } from './api/admin-login';

export interface AdminLoginPageProps {
  readonly campaignId: number;
  /** After response id 5 (spec §6): the caller reads the page config again and opens the dashboard. */
  readonly onSignedIn: () => Promise<void>;
}

/** A thrown login call: the lockout's wait when the server gives one, else the sign-in pages' message. */
function adminLoginFailureMessage(error: unknown): Message {
  if (error instanceof HttpError && error.httpStatus === 429 && error.retryAfterSeconds !== null) {
    const text = fillTemplate(ADMIN_TEXT.login.tooManyAttempts, { minutes: Math.ceil(error.retryAfterSeconds / 60) });
    return { title: text, body: null, text };
  }
  return signInFailureMessage(error);
}

/** spec §2 /admin: email and password (spec §5); spec §8 "An admin login failure shows an error built from the response id." */
export function AdminLoginPage({ campaignId, onSignedIn }: AdminLoginPageProps) {
  const [failure, setFailure] = useState<Message | null>(null);
  const form = useForm({
    schema: AdminLoginSchema,
    initialValues: { emailAddress: '', password: '' },
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const outcome = await adminLogin(campaignId, values);
        if (outcome.kind === 'admin') return await onSignedIn();
        setFailure(outcome.message);
      } catch (error) {
        setFailure(adminLoginFailureMessage(error));
      }
    },
  });
  return (
    <section className="page-card" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">{ADMIN_TEXT.login.heading}</h1>
      {failure ? <FeedbackPanel tone="error" title={failure.title} body={failure.body} /> : null}
      <Form className="sign-in-form" onSubmit={form.handleSubmit} validationBehavior="aria">
        <AdminTextField
          label={FIELD_LABELS.emailAddress}
          type="email"
          autoComplete="username"
          isRequired
          {...form.textField('emailAddress')}
        />
        <AdminTextField
          label={FIELD_LABELS.password}
          type="password"
          autoComplete="current-password"
          isRequired
          {...form.textField('password')}
        />
        <div className="form-actions">
          <Button type="submit" isPending={form.isSubmitting}>
            {ADMIN_TEXT.login.submit}
          </Button>
        </div>
      </Form>
    </section>
  );
}
