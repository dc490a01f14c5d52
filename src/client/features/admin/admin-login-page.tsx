import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { fillTemplate, type Message } from '../../../domain/messages';
import { type AdminLoginForm, AdminLoginSchema, FIELD_LABELS } from '../../../domain/validation';
import { HttpError } from '../../lib/api';
import { signInFailureMessage } from '../../lib/api-failure';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AdminTextField } from './admin-text-field';
import { ADMIN_TEXT } from './admin-texts';
import { type AdminLoginResult, adminLogin } from './api/admin-login';
import { SecondFactorQr } from './second-factor-qr';

export interface AdminLoginPageProps {
  readonly campaignId: number;
  /** Decision 0184: the one-time enrolment link's token (`/admin?enrol=…`), sent with the sign-in; null without. */
  readonly enrolment: string | null;
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

/** Decision 0122: after the password, the code step (and the enrolment's QR), then the recovery codes once. */
type Step =
  | { readonly kind: 'password' }
  | { readonly kind: 'code'; readonly form: AdminLoginForm; readonly enrol: { secret: string; uri: string } | null }
  | { readonly kind: 'recovery'; readonly codes: readonly string[] };

/** spec §2 /admin: email and password (spec §5); spec §8 "An admin login failure shows an error built from the response id." */
export function AdminLoginPage({ campaignId, enrolment, onSignedIn }: AdminLoginPageProps) {
  const [failure, setFailure] = useState<Message | null>(null);
  const [notice, setNotice] = useState<Message | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'password' });

  async function follow(result: AdminLoginResult, form: AdminLoginForm) {
    if (result.kind === 'admin') {
      if (result.recoveryCodes) return setStep({ kind: 'recovery', codes: result.recoveryCodes });
      return onSignedIn();
    }
    if (result.kind === 'error') return setFailure(result.message);
    const enrol = result.kind === 'enrol' ? { secret: result.secret, uri: result.uri } : null;
    // The first ask is a notice; a second one on the code step means the code was wrong.
    if (step.kind === 'code') setFailure(result.message);
    else setNotice(result.message);
    setStep({ kind: 'code', form, enrol });
  }

  async function attempt(form: AdminLoginForm, totp?: string) {
    setFailure(null);
    try {
      await follow(await adminLogin(campaignId, form, totp, enrolment), form);
    } catch (error) {
      setFailure(adminLoginFailureMessage(error));
    }
  }

  const form = useForm({
    schema: AdminLoginSchema,
    initialValues: { emailAddress: '', password: '' },
    onSubmit: (values) => attempt(values),
  });

  return (
    <section className="page-card" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">
        {step.kind === 'code' && step.enrol ? ADMIN_TEXT.login.enrolHeading : ADMIN_TEXT.login.heading}
      </h1>
      {failure ? <FeedbackPanel tone="error" title={failure.title} body={failure.body} /> : null}
      {step.kind === 'password' && enrolment ? (
        <p className="admin-login__notice">{ADMIN_TEXT.login.enrolIntro}</p>
      ) : null}
      {step.kind === 'password' ? (
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
      ) : null}
      {step.kind === 'code' ? (
        <CodeStep notice={failure ? null : notice} enrol={step.enrol} onCode={(code) => attempt(step.form, code)} />
      ) : null}
      {step.kind === 'recovery' ? <RecoveryCodes codes={step.codes} onDone={onSignedIn} /> : null}
    </section>
  );
}

interface CodeStepProps {
  readonly notice: Message | null;
  readonly enrol: { readonly secret: string; readonly uri: string } | null;
  readonly onCode: (code: string) => Promise<void>;
}

function CodeStep({ notice, enrol, onCode }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  return (
    <>
      {notice ? <p className="admin-login__notice">{notice.text}</p> : null}
      {enrol ? <SecondFactorQr uri={enrol.uri} secret={enrol.secret} /> : null}
      <Form
        className="sign-in-form"
        validationBehavior="aria"
        onSubmit={async (event) => {
          event.preventDefault();
          setPending(true);
          try {
            await onCode(code.trim());
          } finally {
            setPending(false);
            setCode('');
          }
        }}
      >
        <AdminTextField
          name="totp"
          label={ADMIN_TEXT.login.codeLabel}
          description={ADMIN_TEXT.login.codeDescription}
          autoComplete="one-time-code"
          maxLength={32}
          isRequired
          value={code}
          onChange={setCode}
        />
        <div className="form-actions">
          <Button type="submit" isPending={pending}>
            {ADMIN_TEXT.login.verify}
          </Button>
        </div>
      </Form>
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { readonly codes: readonly string[]; readonly onDone: () => Promise<void> }) {
  return (
    <section aria-labelledby="admin-recovery-title">
      <h2 id="admin-recovery-title">{ADMIN_TEXT.login.recoveryHeading}</h2>
      <p>{ADMIN_TEXT.login.recoveryIntro}</p>
      <ul className="admin-recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <Button onPress={onDone}>{ADMIN_TEXT.login.recoveryDone}</Button>
      </div>
    </section>
  );
}
