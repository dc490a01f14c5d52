import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Form } from 'react-aria-components/Form';
import { FIELD_LABELS, LoginWithBotCheckSchema } from '../../../domain/validation';
import { preloadWhenIdle } from '../../lib/preloadable';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { AUTH_TEXT } from './auth-texts';
import { LazyBotCheck, useLazyBotCheck } from './lazy-bot-check';
import type { Feedback } from './sign-in-feedback';
import type { SignInStart } from './start-sign-in';

// The calls behind Login (inquire, send the code, their feedback) are not needed to show the form: they load
// once the page is idle, or on the first Login if that comes sooner (decision 0055).
const loadSignIn = () => import('./start-sign-in');

export interface LoginFormProps {
  /** null while a prerendered page hydrates (use-hydrating.ts); the config's campaign right after. */
  readonly campaignId: number | null;
  /** spec §2 routing rules: where to return after sign-in, carried to /verification. */
  readonly redirect: string | undefined;
  readonly onFeedback: (feedback: Feedback | null) => void;
  /** Decision 0070: a code was sent moments ago (429 with Retry-After). */
  readonly onCooldown: (cooldown: Extract<SignInStart, { kind: 'cooldown' }>, promoCode: string) => void;
}

/**
 * spec §2 /login: promo code and one terms checkbox; spec §4: inquire, send the OTP, go to verification.
 * Decision 0177: the send takes a solved bot check, so Log in waits for it as Verify does (spec §5).
 */
export function LoginForm({ campaignId, redirect, onFeedback, onCooldown }: LoginFormProps) {
  const navigate = useNavigate();
  const botCheck = useLazyBotCheck();
  useEffect(() => preloadWhenIdle(async () => void (await loadSignIn())), []);
  const form = useForm({
    schema: LoginWithBotCheckSchema,
    initialValues: { promoCode: '', acceptTerms: false, botCheckResponse: '' },
    prepare: async (values) =>
      values.botCheckResponse
        ? values
        : { ...values, botCheckResponse: (await (await botCheck.ready()).solve()) ?? '' },
    onSubmit: async ({ promoCode, botCheckResponse }) => {
      // Only the instant between hydrating and the next render has no campaign: nothing to send to yet.
      if (campaignId === null) return;
      onFeedback(null);
      const { startSignIn } = await loadSignIn();
      const start = await startSignIn(campaignId, promoCode, botCheckResponse);
      // A solution is single-use (decision 0018): staying on /login, the next Log in solves a new one.
      if (start.kind !== 'otpSent') (await botCheck.ready()).renew();
      if (start.kind === 'feedback') return onFeedback(start.feedback);
      if (start.kind === 'cooldown') return onCooldown(start, promoCode);
      await navigate({
        to: '/verification',
        search: { token: start.token, contact: start.contact, redirect },
        // history-state.ts: Resend needs the code, which stays out of the URL.
        state: (previous) => ({ ...previous, promoCode }),
      });
    },
  });
  return (
    <Form className="sign-in-form" onSubmit={form.handleSubmit} validationBehavior="aria">
      <TextField
        label={FIELD_LABELS.promoCode}
        description={AUTH_TEXT.promoCodeDescription}
        autoComplete="username"
        isRequired
        {...form.textField('promoCode')}
      />
      <Checkbox {...form.checkbox('acceptTerms')}>{AUTH_TEXT.acceptTerms}</Checkbox>
      {/* Decision 0190: the prerendered page and its hydration have no campaign yet; the bot check joins right after
          (decision 0177: it loads after the first view anyway), so both draw the same form. */}
      {campaignId === null ? null : (
        <LazyBotCheck
          handleRef={botCheck.ref}
          // A check renewing itself after an attempt is not a missing one: no 'Bot check is required' meanwhile.
          onChange={(payload) => form.setValue('botCheckResponse', payload, { revalidate: payload !== '' })}
          errorMessage={form.errors.botCheckResponse}
          focusRef={form.fieldRef('botCheckResponse')}
        />
      )}
      <div className="form-actions">
        <Button type="submit" isPending={form.isSubmitting}>
          {AUTH_TEXT.login.submit}
        </Button>
      </div>
    </Form>
  );
}
