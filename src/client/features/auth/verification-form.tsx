import { type RefObject, useRef } from 'react';
import { Form } from 'react-aria-components/Form';
import {
  FIELD_LABELS,
  OTP_LENGTH,
  VerificationFormSchema,
  type VerificationForm as VerificationFormValues,
} from '../../../domain/validation';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { AUTH_TEXT } from './auth-texts';
import { BotCheck, type BotCheckHandle } from './bot-check';
import { completeSignIn } from './complete-sign-in';
import type { Feedback } from './sign-in-feedback';

export interface VerificationFormProps {
  readonly campaignId: number;
  /** The send-OTP token; changes when a code is resent. */
  readonly otpToken: string;
  /** The page's bot check, which Resend uses too (decision 0177). */
  readonly botCheck: RefObject<BotCheckHandle | null>;
  readonly onFeedback: (feedback: Feedback | null) => void;
  readonly onSignedIn: () => Promise<void>;
}

/** spec §4 'Login flow' on submit: verify the code, log in; on failure show why and renew the bot check. */
function useSignInSubmit(props: VerificationFormProps, botCheck: RefObject<BotCheckHandle | null>) {
  const { campaignId, otpToken, onFeedback, onSignedIn } = props;
  // Set once the OTP is verified: a retry after a failed bot check logs in without verifying it again.
  const loginToken = useRef<{ readonly otpToken: string; readonly value: string } | null>(null);
  return async ({ code, botCheckResponse }: VerificationFormValues) => {
    onFeedback(null);
    const earlier = loginToken.current?.otpToken === otpToken ? loginToken.current.value : null;
    const step = await completeSignIn({ campaignId, otpToken, code, botCheckResponse, loginToken: earlier });
    if (step.kind === 'signedIn') return onSignedIn();
    loginToken.current = step.loginToken === null ? null : { otpToken, value: step.loginToken };
    // The solution was sent, so it is used up (decision 0018): solve a new challenge for the next try.
    botCheck.current?.renew();
    onFeedback(step.feedback);
  };
}

/** spec §2 /verification: 4-digit OTP and the bot check; spec §5: verifying waits until the check is done. */
export function VerificationForm(props: VerificationFormProps) {
  const { botCheck } = props;
  const form = useForm({
    schema: VerificationFormSchema,
    initialValues: { code: '', botCheckResponse: '' },
    prepare: async (values) =>
      values.botCheckResponse ? values : { ...values, botCheckResponse: (await botCheck.current?.solve()) ?? '' },
    onSubmit: useSignInSubmit(props, botCheck),
  });
  return (
    <Form className="sign-in-form" onSubmit={form.handleSubmit} validationBehavior="aria">
      <TextField
        label={FIELD_LABELS.verificationCode}
        description={AUTH_TEXT.verification.codeDescription}
        {...form.textField('code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_LENGTH}
        isRequired
        autoFocus
      />
      <BotCheck
        handleRef={botCheck}
        // A check renewing itself after an attempt is not a missing one: no 'Bot check is required' meanwhile.
        onChange={(payload) => form.setValue('botCheckResponse', payload, { revalidate: payload !== '' })}
        errorMessage={form.errors.botCheckResponse}
        focusRef={form.fieldRef('botCheckResponse')}
      />
      <div className="form-actions">
        <Button type="submit" isPending={form.isSubmitting}>
          {AUTH_TEXT.verification.submit}
        </Button>
      </div>
    </Form>
  );
}
