import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { fillTemplate } from '../../../domain/messages';
import { useCountdown } from '../../lib/use-countdown';
import { waitText } from '../../lib/wait-text';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import type { SignInStart } from './start-sign-in';

// Decision 0070's texts (the wait in words, decision 0167), here rather than in auth-texts.ts: this panel loads only when it shows, and /login's
// first view is at its budget (decision 0057).
export const COOLDOWN_TEXT = {
  title: 'A code was already sent',
  wait: 'You can ask for a new code in {wait}.',
  ready: 'You can ask for a new code now.',
  goOnHint: 'It is still valid: enter it, or wait to ask for a new one.',
  goOn: 'Enter the code already sent',
} as const;

export interface CodeCooldownProps {
  /** The 429's wait, the code this tab was sent (if it can still be entered), and the promo code. */
  readonly cooldown: Extract<SignInStart, { kind: 'cooldown' }> & { readonly promoCode: string };
  /** spec §2 routing rules: where to return after sign-in, carried to /verification. */
  readonly redirect: string | undefined;
}

/**
 * Decision 0070: logging in again within the code cooldown says how long to wait, counting down, and offers the
 * code already sent. The countdown itself is not announced every second (aria-live off inside the status).
 */
export function CodeCooldown({ cooldown, redirect }: CodeCooldownProps) {
  const navigate = useNavigate();
  const until = useMemo(() => new Date(Date.now() + cooldown.retryAfterSeconds * 1000).toISOString(), [cooldown]);
  const left = useCountdown(until, 0);
  const { sent, promoCode } = cooldown;
  const text = COOLDOWN_TEXT;
  const goOn = () =>
    sent &&
    navigate({
      to: '/verification',
      search: { token: sent.token, contact: sent.contact, redirect },
      // history-state.ts: Resend needs the code, which stays out of the URL.
      state: (previous) => ({ ...previous, promoCode }),
    });
  return (
    <FeedbackPanel tone="info" title={text.title} body={sent === null ? null : text.goOnHint}>
      <p className="feedback__body" aria-live="off">
        {left.ended ? text.ready : fillTemplate(text.wait, { wait: waitText(left.totalSeconds) })}
      </p>
      {sent === null ? null : <Button onPress={goOn}>{text.goOn}</Button>}
    </FeedbackPanel>
  );
}
