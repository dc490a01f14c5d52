import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { UI_TEXT } from '../../../domain/messages';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AUTH_TEXT } from './auth-texts';
import type { Feedback } from './sign-in-feedback';

export interface FeedbackViewProps {
  readonly feedback: Feedback;
  /** spec §2: "Back clears the feedback." Omitted where the form stays in view. */
  readonly onBack?: () => void;
  /** Move focus to the message: the form that had it is hidden. */
  readonly takeFocus?: boolean;
  /** The page's own way on, under the message (the verification page's Resend code). */
  readonly children?: ReactNode;
}

/**
 * A sign-in page's feedback: the message, Back, 'Go to Login' for a registered code (spec §2), and 'Register this
 * code' for a code issued and not yet registered (decision 0165), which /register opens with the code filled in.
 */
export function FeedbackView({ feedback, onBack, takeFocus = false, children }: FeedbackViewProps) {
  const navigate = useNavigate();
  const { offer, promoCode } = feedback;
  const hasActions = onBack !== undefined || offer === 'login' || offer === 'register' || children !== undefined;
  return (
    <FeedbackPanel tone={feedback.tone} title={feedback.title} body={feedback.body} takeFocus={takeFocus}>
      {hasActions ? (
        <>
          {offer === 'login' ? (
            <Button onPress={() => navigate({ to: '/login' })}>{UI_TEXT.registerFeedback.goToLogin}</Button>
          ) : null}
          {offer === 'register' ? (
            // history-state.ts: the code rides in history state, as it does from /login to /verification.
            <Link to="/register" state={(previous) => ({ ...previous, promoCode })} className="button button--primary">
              {AUTH_TEXT.links.registerThisCode}
            </Link>
          ) : null}
          {children}
          {onBack ? (
            <Button variant="secondary" onPress={onBack}>
              {UI_TEXT.actions.back}
            </Button>
          ) : null}
        </>
      ) : null}
    </FeedbackPanel>
  );
}
