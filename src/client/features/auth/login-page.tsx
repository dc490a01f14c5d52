import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useCountdown } from '../../lib/use-countdown';
import { AUTH_TEXT } from './auth-texts';
import { FeedbackView } from './feedback-view';
import { LoginForm } from './login-form';
import { PeriodEnded } from './period-ended';
import type { Schedule } from './register-page';
import type { Feedback } from './sign-in-feedback';
import type { SignInStart } from './start-sign-in';

// Only after a second Log in within the cooldown (decision 0070): kept out of /login's first view (its budget).
const CodeCooldown = lazy(async () => ({ default: (await import('./code-cooldown')).CodeCooldown }));

type Cooldown = Extract<SignInStart, { kind: 'cooldown' }> & { readonly promoCode: string };

export interface LoginPageProps {
  /** null while a prerendered page hydrates (use-hydrating.ts); the config's campaign right after. */
  readonly campaignId: number | null;
  /** spec §3 settings.schedules.redemption: after its end, the end message replaces the form; null: not known yet. */
  readonly redemption: Schedule | null;
  readonly serverOffsetMs: number;
  /** spec §2 routing rules: where to return after sign-in. */
  readonly redirect: string | undefined;
}

/** spec §2 /login, with the redemption period's end message (spec §2 routing rules) once it is over. */
export function LoginPage({ campaignId, redemption, serverOffsetMs, redirect }: LoginPageProps) {
  const { ended } = useCountdown(redemption?.endDateTime ?? null, serverOffsetMs);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [cooldown, setCooldown] = useState<Cooldown | null>(null);
  return (
    <section className="page-card" aria-labelledby="login-title">
      <h1 id="login-title">{AUTH_TEXT.login.heading}</h1>
      {ended && redemption ? <PeriodEnded endMessage={redemption.endMessage} /> : null}
      {!ended && feedback ? <FeedbackView feedback={feedback} /> : null}
      {!ended && !feedback && cooldown ? (
        <Suspense fallback={null}>
          <CodeCooldown cooldown={cooldown} redirect={redirect} />
        </Suspense>
      ) : null}
      {ended ? null : (
        <LoginForm
          campaignId={campaignId}
          redirect={redirect}
          onFeedback={setFeedback}
          onCooldown={(start, promoCode) => setCooldown({ ...start, promoCode })}
        />
      )}
      <nav className="page-links" aria-label={AUTH_TEXT.links.label}>
        <Link to="/register">{AUTH_TEXT.links.register}</Link>
        <Link to="/check">{AUTH_TEXT.links.checkRegistration}</Link>
      </nav>
    </section>
  );
}
