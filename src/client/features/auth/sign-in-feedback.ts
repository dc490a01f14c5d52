import { type Message, messageFor, UI_TEXT } from '../../../domain/messages';
import { type InquiryOutcome, STATUS } from '../../../domain/outcomes';
import type { RegistrationResult } from './api/register-code';

// What the register, check and login pages show for each outcome. Titles come from the spec §8 catalogue;
// the register and login pages use spec §8's "short texts" as bodies, /check the catalogue's full texts.

export interface Feedback {
  readonly tone: 'success' | 'info' | 'warning' | 'error';
  readonly title: string;
  readonly body: string | null;
  /** spec §2: the registered state "offers Go to Login". */
  readonly offersLogin: boolean;
}

export const messageFeedback = (message: Message, tone: Feedback['tone'] = 'error'): Feedback => ({
  tone,
  title: message.title,
  body: message.body,
  offersLogin: false,
});

const short = (tone: Feedback['tone'], title: string, body: string, offersLogin = false): Feedback => ({
  tone,
  title,
  body,
  offersLogin,
});

/** spec §8 short texts for an inquiry's answer on the register and login pages. */
export function shortInquiryFeedback(outcome: InquiryOutcome): Feedback {
  const texts = UI_TEXT.registerFeedback;
  switch (outcome.kind) {
    case 'registered':
      return short(
        'success',
        messageFor('register', STATUS.registerAlreadyRegistered).title,
        texts.alreadyRegistered,
        true,
      );
    case 'pendingValidation':
      return short('info', texts.pendingTitle, texts.pendingBody);
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
        offersLogin: false,
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
export function checkFeedback(outcome: InquiryOutcome): Feedback {
  const tone = { registered: 'success', pendingValidation: 'info', invalid: 'warning', error: 'error' } as const;
  return { ...messageFeedback(outcome.message, tone[outcome.kind]), offersLogin: outcome.kind === 'registered' };
}
