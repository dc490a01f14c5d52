import { clearMessage } from '../../../domain/clear-texts';
import type { Message } from '../../../domain/messages';
import { STATUS } from '../../../domain/outcomes';
import { signInFailureMessage } from '../../lib/api-failure';
import { saveKeptLanguage } from '../../lib/language-switch';
import { login } from './api/login';
import { verifyOtp } from './api/verify-otp';
import { forgetSentCode } from './sent-codes';
import { type Feedback, messageFeedback } from './sign-in-feedback';

export interface SignInAttempt {
  readonly campaignId: number;
  /** The send-OTP token from the URL (spec §2 /verification param). */
  readonly otpToken: string;
  readonly code: string;
  /** The ALTCHA payload (spec §7 `g-recaptcha-response`). */
  readonly botCheckResponse: string;
  /** A login token from an earlier attempt whose OTP was already verified, else null. */
  readonly loginToken: string | null;
}

export type SignInStep =
  | { readonly kind: 'signedIn' }
  /** `loginToken` is kept when only the bot check failed, so a retry need not verify the used OTP again. */
  | { readonly kind: 'failed'; readonly feedback: Feedback; readonly loginToken: string | null };

/** spec §4 'Login flow': "verify the OTP; log in with the returned token and the bot-check response". */
export async function completeSignIn(attempt: SignInAttempt): Promise<SignInStep> {
  let loginToken = attempt.loginToken;
  try {
    if (loginToken === null) {
      const verified = await verifyOtp(attempt.campaignId, attempt.otpToken, attempt.code);
      if (verified.kind === 'refused') {
        const expired = verified.outcome.kind === 'codeExpired';
        // Decision 0165: an expired code says so and offers Resend code; /login no longer offers it (decision 0070).
        if (expired) forgetSentCode(attempt.otpToken);
        if (expired) return failed(clearMessage('codeExpired'), null, 'resend');
        // Decision 0178: the promo code's guess budget is spent: what to do, as a warning (as an expired code is).
        const paused = verified.outcome.kind === 'guessesSpent';
        return failed(verified.outcome.message, null, null, paused ? 'warning' : 'error');
      }
      // Used now: logging in again within the cooldown must not offer it as 'the code already sent'.
      forgetSentCode(attempt.otpToken);
      loginToken = verified.loginToken;
    }
    const outcome = await login(attempt.campaignId, loginToken, attempt.botCheckResponse);
    if (outcome.isLoggedIn) {
      // Decision 0209: a language chosen on /login becomes the cardholder's, for the messages sent to them.
      void saveKeptLanguage();
      return { kind: 'signedIn' };
    }
    // spec §7: -5 is the bot check's failure, not the token's: the token stays for a retry with a new solution.
    return failed(outcome.message, outcome.statusId === STATUS.botCheckFailed ? loginToken : null);
  } catch (error) {
    return failed(signInFailureMessage(error), loginToken);
  }
}

/** A failure's feedback: an error, or, with Resend code to offer, a warning (an expired code is no one's fault). */
const failed = (
  message: Message,
  loginToken: string | null,
  offer: Feedback['offer'] = null,
  tone: Feedback['tone'] = offer === 'resend' ? 'warning' : 'error',
): SignInStep => ({ kind: 'failed', feedback: messageFeedback(message, tone, offer), loginToken });
