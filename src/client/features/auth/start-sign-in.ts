import { HttpError } from '../../lib/api';
import { signInFailureMessage } from '../../lib/api-failure';
import { inquireCode } from './api/inquire-code';
import { sendOtp } from './api/send-otp';
import { rememberSentCode, type SentCode, sentCodeFor } from './sent-codes';
import { type Feedback, messageFeedback, shortInquiryFeedback } from './sign-in-feedback';

export type SignInStart =
  | { readonly kind: 'otpSent'; readonly token: string; readonly contact: string }
  /** Decision 0070: a code was sent moments ago; `sent` is it when this tab asked for it, to go on to it. */
  | { readonly kind: 'cooldown'; readonly retryAfterSeconds: number; readonly sent: SentCode | null }
  | { readonly kind: 'feedback'; readonly feedback: Feedback };

const TOO_MANY_REQUESTS = 429;

/**
 * spec §4 'Login flow': "inquire code; if 4679, send the OTP and go to verification". Any other answer is the
 * page's feedback; a thrown call is the generic error, or the maintenance text on HTTP 503.
 */
export async function startSignIn(
  campaignId: number,
  promoCode: string,
  botCheckResponse: string,
): Promise<SignInStart> {
  try {
    const inquiry = await inquireCode(campaignId, promoCode);
    if (inquiry.kind !== 'registered') {
      return { kind: 'feedback', feedback: shortInquiryFeedback(inquiry, promoCode) };
    }
    return await sendCode(campaignId, promoCode, botCheckResponse);
  } catch (error) {
    // Decision 0010: within the cooldown the server answers 429 with Retry-After; not an error to the user.
    if (error instanceof HttpError && error.httpStatus === TOO_MANY_REQUESTS && error.retryAfterSeconds !== null) {
      return { kind: 'cooldown', retryAfterSeconds: error.retryAfterSeconds, sent: sentCodeFor(promoCode) };
    }
    return { kind: 'feedback', feedback: messageFeedback(signInFailureMessage(error)) };
  }
}

/** spec §7 Send OTP, for the first code and for Resend (spec §2 /verification), with a solved bot check. */
export async function sendCode(
  campaignId: number,
  promoCode: string,
  botCheckResponse: string,
): Promise<Exclude<SignInStart, { kind: 'cooldown' }>> {
  const sent = await sendOtp(campaignId, promoCode, botCheckResponse);
  if (sent.kind === 'sent') {
    rememberSentCode(promoCode, { token: sent.token, contact: sent.contact });
    return { kind: 'otpSent', token: sent.token, contact: sent.contact };
  }
  // Decision 0178: a paused promo code is no one's error on this screen: it says what to do, as a warning.
  const tone = sent.outcome.kind === 'guessesSpent' ? 'warning' : 'error';
  return { kind: 'feedback', feedback: messageFeedback(sent.outcome.message, tone) };
}
