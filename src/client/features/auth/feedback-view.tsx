import { useNavigate } from '@tanstack/react-router';
import { UI_TEXT } from '../../../domain/messages';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import type { Feedback } from './sign-in-feedback';

export interface FeedbackViewProps {
  readonly feedback: Feedback;
  /** spec §2: "Back clears the feedback." Omitted where the form stays in view. */
  readonly onBack?: () => void;
  /** Move focus to the message: the form that had it is hidden. */
  readonly takeFocus?: boolean;
}

/** A sign-in page's feedback: the message, Back, and 'Go to Login' for a registered code (spec §2). */
export function FeedbackView({ feedback, onBack, takeFocus = false }: FeedbackViewProps) {
  const navigate = useNavigate();
  const hasActions = onBack !== undefined || feedback.offersLogin;
  return (
    <FeedbackPanel tone={feedback.tone} title={feedback.title} body={feedback.body} takeFocus={takeFocus}>
      {hasActions ? (
        <>
          {feedback.offersLogin ? (
            <Button onPress={() => navigate({ to: '/login' })}>{UI_TEXT.registerFeedback.goToLogin}</Button>
          ) : null}
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
