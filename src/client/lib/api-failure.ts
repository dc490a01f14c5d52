import { clearMessage } from '../../domain/clear-texts';
import { type Message, messageFor, UI_TEXT } from '../../domain/messages';
import { HttpError, NoAnswerError } from './api';

// spec §8: an HTTP failure is looked up in the generic set by HTTP status, else the generic failure (id 500).
// Decision: the server signals maintenance with HTTP 503; the sign-in pages then show spec §8's
// 'Login maintenance' text instead of the generic one.

const MAINTENANCE_HTTP_STATUS = 503;

export function isMaintenance(error: unknown): boolean {
  return error instanceof HttpError && error.httpStatus === MAINTENANCE_HTTP_STATUS;
}

/**
 * The message for a thrown call: no answer at all says so (decision 0165), an HttpError by its status, anything
 * else (a malformed answer) as id 500.
 */
export function failureMessage(error: unknown): Message {
  if (error instanceof NoAnswerError) return clearMessage('noAnswer');
  return messageFor('generic', null, error instanceof HttpError ? error.httpStatus : undefined);
}

/** The sign-in pages' message for a thrown call: maintenance on 503 (spec §8), else `failureMessage`. */
export function signInFailureMessage(error: unknown): Message {
  if (!isMaintenance(error)) return failureMessage(error);
  return { title: UI_TEXT.maintenance.login, body: null, text: UI_TEXT.maintenance.login };
}
