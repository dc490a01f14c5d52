import { clearMessage } from '../../../domain/clear-texts';
import type { InquiryOutcome } from '../../../domain/inquiry-outcome';
import { type Message, messageFor, UI_TEXT } from '../../../domain/messages';
import { STATUS } from '../../../domain/outcomes';
import type { RegistrationResult } from './api/register-code';

// What the register, check and login pages show for each outcome. Titles come from the spec §8 catalogue;
// the register and login pages use spec §8's "short texts" as bodies, /check the catalogue's full texts.

export interface Feedback {
  readonly tone: 'success' | 'info' | 'warning' | 'error';
  readonly title: string;
  readonly body: string | null;
  /**
   * The way on the feedback offers: spec §2's Go to Login for a registered code; Register this code for a code
   * issued and not yet registered, Resend code for an expired one-time code (decision 0165).
   */
  readonly offer: 'login' | 'register' | 'resend' | null;
  /** The promo code asked about, for Register this code. */
  readonly promoCode?: string;
}

export const messageFeedback = (
  message: Message,
  tone: Feedback['tone'] = 'error',
  offer: Feedback['offer'] = null,
): Feedback => ({ tone, title: message.title, body: message.body, offer });

const short = (tone: Feedback['tone'], title: string, body: string, offer: Feedback['offer'] = null): Feedback => ({
  tone,
  title,
  body,
  offer,
});

/** spec §8 short texts for an inquiry's answer on the register and login pages. */
export function shortInquiryFeedback(outcome: InquiryOutcome, promoCode?: string): Feedback {
  const texts = UI_TEXT.registerFeedback;
  switch (outcome.kind) {
    case 'registered':
      return short(
        'success',
        messageFor('register', STATUS.registerAlreadyRegistered).title,
        texts.alreadyRegistered,
        'login',
      );
    case 'pendingValidation':
      return short('info', texts.pendingTitle, texts.pendingBody);
    case 'notYetRegistered':
      return { ...messageFeedback(clearMessage('notYetRegistered'), 'info', 'register'), promoCode };
    case 'invalid':
      return short('error', outcome.message.title, texts.invalid);
    case 'error':
      return messageFeedback(outcome.message);
  }
}

/** spec §2 /register feedback states: success, registered (offers Go to Login), invalid, pending. */
export function registrationFeedback(result: RegistrationResult): Feedback {
  if (result.step === 'inquiry') return shortInquiryFeedback(result.outcome);
  const { outcome } = result;
  switch (outcome.kind) {
    case 'submitted':
      // What happens next, in spec §8's pending text: validation within 5-7 banking days, then a message.
      return {
        tone: 'success',
        title: UI_TEXT.titles.registrationSubmitted,
        body: messageFor('inquiry', STATUS.pendingValidation4677).body,
        offer: null,
      };
    case 'invalid':
      return short('error', outcome.message.title, UI_TEXT.registerFeedback.invalid);
    case 'registrationExpired':
      return messageFeedback(outcome.message, 'warning');
    case 'error':
      return messageFeedback(outcome.message);
  }
}

/** /check ('Am I registered'): the inquiry texts of spec §8 in full. */
export function checkFeedback(outcome: InquiryOutcome, promoCode: string): Feedback {
  const tone = {
    registered: 'success',
    pendingValidation: 'info',
    notYetRegistered: 'info',
    invalid: 'warning',
    error: 'error',
  } as const;
  const issued = outcome.kind === 'notYetRegistered';
  const message = issued ? clearMessage('notYetRegistered') : outcome.message;
  const offer = outcome.kind === 'registered' ? 'login' : issued ? 'register' : null;
  return { ...messageFeedback(message, tone[outcome.kind], offer), promoCode };
}
