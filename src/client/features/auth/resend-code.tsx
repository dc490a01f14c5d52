import type { RefObject } from 'react';
import { fillTemplate, messageFor } from '../../../domain/messages';
import { STATUS } from '../../../domain/outcomes';
import { HttpError } from '../../lib/api';
import { signInFailureMessage } from '../../lib/api-failure';
import { useCountdown } from '../../lib/use-countdown';
import { useSingleFlight } from '../../lib/use-single-flight';
import { waitText } from '../../lib/wait-text';
import { Button } from '../../ui/button';
import { AUTH_TEXT } from './auth-texts';
import type { BotCheckHandle } from './bot-check';
import { type Feedback, messageFeedback } from './sign-in-feedback';
import { sendCode } from './start-sign-in';

/** Decision 0010: a new code may be asked for 30 seconds after the last one (the server refuses sooner). */
export const RESEND_COOLDOWN_SECONDS = 30;

/** When a new code may be asked for, `seconds` after `fromMs` (a code's send time, or now). */
export const resendAllowedAt = (seconds: number, fromMs = Date.now()): string =>
  new Date(fromMs + seconds * 1000).toISOString();

export interface ResendCodeProps {
  readonly campaignId: number;
  /** From the history state (history-state.ts); null when the page was opened without it. */
  readonly promoCode: string | null;
  /** Decision 0177: a code is sent only with a solved bot check: the page's, which solves a new one after. */
  readonly botCheck: RefObject<BotCheckHandle | null>;
  /**
   * When it may be pressed (the page keeps it, so the button can move into an expired code's message without
   * starting the wait again), and how to push it back when the server asks to wait longer.
   */
  readonly allowedAt: string;
  readonly onWait: (allowedAt: string) => void;
  readonly onSent: (sent: { readonly token: string; readonly contact: string }) => void;
  readonly onFeedback: (feedback: Feedback) => void;
  /** Without the promo code, Resend starts over at /login. */
  readonly onStartOver: () => void;
}

/** spec §2 /verification 'Resend', with a visible cooldown. */
export function ResendCode(props: ResendCodeProps) {
  const { campaignId, promoCode, botCheck, allowedAt, onWait, onSent, onFeedback, onStartOver } = props;
  const sending = useSingleFlight();
  const left = useCountdown(allowedAt, 0);

  const resend = async () => {
    if (promoCode === null) return onStartOver();
    const proof = (await botCheck.current?.solve()) ?? null;
    if (proof === null) return onFeedback(messageFeedback(messageFor('verify', STATUS.captchaExpired)));
    try {
      const result = await sendCode(campaignId, promoCode, proof);
      botCheck.current?.renew();
      if (result.kind === 'feedback') return onFeedback(result.feedback);
      onWait(resendAllowedAt(RESEND_COOLDOWN_SECONDS));
      onSent(result);
    } catch (error) {
      botCheck.current?.renew();
      // A 429 says when a code may be asked for again: the cooldown shows it instead of an error.
      if (error instanceof HttpError && error.retryAfterSeconds !== null) {
        onWait(resendAllowedAt(error.retryAfterSeconds));
      } else onFeedback(messageFeedback(signInFailureMessage(error)));
    }
  };

  const coolingDown = !left.ended;
  return (
    <Button
      variant="secondary"
      onPress={() => sending.run(resend)}
      isPending={sending.isPending}
      isDisabled={coolingDown}
    >
      {coolingDown
        ? fillTemplate(AUTH_TEXT.verification.resendIn, { wait: waitText(left.totalSeconds) })
        : AUTH_TEXT.verification.resend}
    </Button>
  );
}
