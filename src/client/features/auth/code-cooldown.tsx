import { fillTemplate } from '../../../domain/messages';
import { useCountdown } from '../../lib/use-countdown';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AUTH_TEXT } from './auth-texts';
import type { SentCode } from './sent-codes';

export interface CodeCooldownProps {
  /** When a new code may be asked for (from the 429's Retry-After), ISO. */
  readonly until: string;
  /** The code this tab was sent, if it still can be entered. */
  readonly sent: SentCode | null;
  readonly onGoOn: (sent: SentCode) => void;
}

/**
 * Decision 0070: logging in again within the code cooldown says how long to wait, counting down, and offers the
 * code already sent. The countdown itself is not announced every second (aria-live off inside the status).
 */
export function CodeCooldown({ until, sent, onGoOn }: CodeCooldownProps) {
  const left = useCountdown(until, 0);
  const text = AUTH_TEXT.cooldown;
  return (
    <FeedbackPanel tone="info" title={text.title} body={sent === null ? null : text.goOnHint}>
      <p className="feedback__body" aria-live="off">
        {left.ended ? text.ready : fillTemplate(text.wait, { seconds: left.totalSeconds })}
      </p>
      {sent === null ? null : <Button onPress={() => onGoOn(sent)}>{text.goOn}</Button>}
    </FeedbackPanel>
  );
}
