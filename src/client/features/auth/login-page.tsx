import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCountdown } from '../../lib/use-countdown';
import { AUTH_TEXT } from './auth-texts';
import { CodeCooldown } from './code-cooldown';
import { FeedbackView } from './feedback-view';
import { LoginForm, useGoToVerification } from './login-form';
import { PeriodEnded } from './period-ended';
import type { Schedule } from './register-page';
import type { SentCode } from './sent-codes';
import type { Feedback } from './sign-in-feedback';

interface Cooldown {
  readonly until: string;
  readonly sent: SentCode | null;
  readonly promoCode: string;
}

export interface LoginPageProps {
  readonly campaignId: number;
  /** spec §3 settings.schedules.redemption: after its end, the end message replaces the form. */
  readonly redemption: Schedule;
  readonly serverOffsetMs: number;
  /** spec §2 routing rules: where to return after sign-in. */
  readonly redirect: string | undefined;
}

/** spec §2 /login, with the redemption period's end message (spec §2 routing rules) once it is over. */
export function LoginPage({ campaignId, redemption, serverOffsetMs, redirect }: LoginPageProps) {
  const { ended } = useCountdown(redemption.endDateTime, serverOffsetMs);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [cooldown, setCooldown] = useState<Cooldown | null>(null);
  const goToVerification = useGoToVerification(redirect);
  const showFeedback = (next: Feedback | null) => {
    setCooldown(null);
    setFeedback(next);
  };
  return (
    <section className="page-card" aria-labelledby="login-title">
      <h1 id="login-title">{AUTH_TEXT.login.heading}</h1>
      {ended ? <PeriodEnded endMessage={redemption.endMessage} /> : null}
      {!ended && feedback ? <FeedbackView feedback={feedback} /> : null}
      {!ended && cooldown ? (
        <CodeCooldown
          until={cooldown.until}
          sent={cooldown.sent}
          onGoOn={(sent) => goToVerification(sent, cooldown.promoCode)}
        />
      ) : null}
      {ended ? null : (
        <LoginForm
          campaignId={campaignId}
          redirect={redirect}
          onFeedback={showFeedback}
          onCooldown={(start, promoCode) =>
            setCooldown({
              until: new Date(Date.now() + start.retryAfterSeconds * 1000).toISOString(),
              sent: start.sent,
              promoCode,
            })
          }
        />
      )}
      <nav className="page-links" aria-label={AUTH_TEXT.links.label}>
        <Link to="/register">{AUTH_TEXT.links.register}</Link>
        <Link to="/check">{AUTH_TEXT.links.checkRegistration}</Link>
      </nav>
    </section>
  );
}
