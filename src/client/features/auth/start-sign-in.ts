import { signInFailureMessage } from '../../lib/api-failure';
import { inquireCode } from './api/inquire-code';
import { sendOtp } from './api/send-otp';
import { type Feedback, messageFeedback, shortInquiryFeedback } from './sign-in-feedback';

export type SignInStart =
  | { readonly kind: 'otpSent'; readonly token: string; readonly contact: string }
  | { readonly kind: 'feedback'; readonly feedback: Feedback };

/**
 * spec §4 'Login flow': "inquire code; if 4679, send the OTP and go to verification". Any other answer is the
 * page's feedback; a thrown call is the generic error, or the maintenance text on HTTP 503.
 */
export async function startSignIn(campaignId: number, promoCode: string): Promise<SignInStart> {
  try {
    const inquiry = await inquireCode(campaignId, promoCode);
    if (inquiry.kind !== 'registered') return { kind: 'feedback', feedback: shortInquiryFeedback(inquiry) };
    return await sendCode(campaignId, promoCode);
  } catch (error) {
    return { kind: 'feedback', feedback: messageFeedback(signInFailureMessage(error)) };
  }
}

/** spec §7 Send OTP, for the first code and for Resend (spec §2 /verification). */
export async function sendCode(campaignId: number, promoCode: string): Promise<SignInStart> {
  const sent = await sendOtp(campaignId, promoCode);
  if (sent.kind === 'sent') return { kind: 'otpSent', token: sent.token, contact: sent.contact };
  return { kind: 'feedback', feedback: messageFeedback(sent.outcome.message) };
}
