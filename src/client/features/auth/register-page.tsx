import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCountdown } from '../../lib/use-countdown';
import { Countdown } from '../../ui/countdown';
import { AUTH_TEXT } from './auth-texts';
import { FeedbackView } from './feedback-view';
import { PeriodEnded } from './period-ended';
import { RegisterForm } from './register-form';
import type { Feedback } from './sign-in-feedback';

export interface Schedule {
  readonly endDateTime: string;
  readonly endMessage: string;
}

export interface RegisterPageProps {
  /** null while a prerendered page hydrates (use-hydrating.ts); the config's campaign right after. */
  readonly campaignId: number | null;
  /** spec §3 settings.schedules.registration; null while a prerendered page hydrates (its countdown not known). */
  readonly registration: Schedule | null;
  readonly serverOffsetMs: number;
  /** The code to start with (Register this code, decision 0165); empty otherwise. */
  readonly promoCode?: string;
}

/** spec §2 /register, with the registration countdown (spec §4); after the end, the end message instead. */
export function RegisterPage({ campaignId, registration, serverOffsetMs, promoCode = '' }: RegisterPageProps) {
  const left = useCountdown(registration?.endDateTime ?? null, serverOffsetMs);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  return (
    <section className="page-card" aria-labelledby="register-title">
      <h1 id="register-title">{AUTH_TEXT.register.heading}</h1>
      {left.ended && registration ? (
        <PeriodEnded endMessage={registration.endMessage} />
      ) : (
        <>
          <Countdown label={AUTH_TEXT.register.closesIn} left={registration ? left : null} />
          {feedback ? <FeedbackView feedback={feedback} onBack={() => setFeedback(null)} takeFocus /> : null}
          <RegisterForm
            campaignId={campaignId}
            promoCode={promoCode}
            onFeedback={setFeedback}
            hidden={feedback !== null}
          />
        </>
      )}
      <nav className="page-links" aria-label={AUTH_TEXT.links.label}>
        <Link to="/check">{AUTH_TEXT.links.checkRegistration}</Link>
        <Link to="/login">{AUTH_TEXT.links.login}</Link>
      </nav>
    </section>
  );
}
