import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { fillTemplate, messageFor } from '../../../domain/messages';
import { STATUS } from '../../../domain/outcomes';
import { AUTH_TEXT } from './auth-texts';
import type { BotCheckHandle } from './bot-check';
import { FeedbackView } from './feedback-view';
import { RESEND_COOLDOWN_SECONDS, ResendCode, resendAllowedAt } from './resend-code';
import { sentAtOf } from './sent-codes';
import { type Feedback, messageFeedback } from './sign-in-feedback';
import { VerificationForm } from './verification-form';
import './verification.css';

export interface VerificationPageProps {
  readonly campaignId: number;
  /** spec §2 /verification params. */
  readonly token: string;
  readonly contact: string;
  readonly promoCode: string | null;
  /** Kept when starting over at /login (spec §2 routing rules). */
  readonly redirect: string | undefined;
  /** A new code went out: the route puts its token and contact in the URL. */
  readonly onResent: (sent: { readonly token: string; readonly contact: string }) => void;
  readonly onSignedIn: () => Promise<void>;
  readonly onStartOver: () => void;
}

// spec §8 Send OTP 0: 'Successfully Sent: A verification code has been sent to your email or mobile.'
const codeSent = (): Feedback => messageFeedback(messageFor('sendOtp', STATUS.success), 'success');

/** spec §2 /verification: 4-digit OTP entry, bot check, Resend. */
export function VerificationPage(props: VerificationPageProps) {
  const { campaignId, token, contact, promoCode } = props;
  const [feedback, setFeedback] = useState<Feedback | null>(codeSent);
  // One bot check for Verify and Resend: a resend spends its solution, and the check solves a new one.
  const botCheck = useRef<BotCheckHandle>(null);
  // Decision 0010's 30 s from when this code was sent (this tab knows, decision 0070), else from now.
  const [resendAt, setResendAt] = useState(() =>
    resendAllowedAt(RESEND_COOLDOWN_SECONDS, sentAtOf(token) ?? Date.now()),
  );
  const resend = (
    <ResendCode
      campaignId={campaignId}
      promoCode={promoCode}
      botCheck={botCheck}
      allowedAt={resendAt}
      onWait={setResendAt}
      onSent={(sent) => {
        setFeedback(codeSent());
        props.onResent(sent);
      }}
      onFeedback={setFeedback}
      onStartOver={props.onStartOver}
    />
  );
  // Decision 0165: an expired code's message offers Resend code itself.
  const resendInFeedback = feedback?.offer === 'resend';
  return (
    <section className="page-card" aria-labelledby="verification-title">
      <h1 id="verification-title">{AUTH_TEXT.verification.heading}</h1>
      {contact ? (
        <p className="verification__contact">{fillTemplate(AUTH_TEXT.verification.sentTo, { contact })}</p>
      ) : null}
      {feedback ? <FeedbackView feedback={feedback}>{resendInFeedback ? resend : undefined}</FeedbackView> : null}
      <VerificationForm
        campaignId={campaignId}
        otpToken={token}
        botCheck={botCheck}
        onFeedback={setFeedback}
        onSignedIn={props.onSignedIn}
      />
      <div className="page-links">
        {resendInFeedback ? null : resend}
        <Link to="/login" search={{ redirect: props.redirect }} className="verification__start-over">
          {AUTH_TEXT.links.useAnotherCode}
        </Link>
      </div>
    </section>
  );
}
