import type { AnyCall, CallData } from '../../../../contract/envelope';
import { type Message, messageFor } from '../../../../domain/messages';
import { isSessionProblem, STATUS } from '../../../../domain/outcomes';
import { type ApiResult, type CallOptions, callApi, HttpError } from '../../../lib/api';
import { failureMessage } from '../../../lib/api-failure';
import { type ServerFieldErrors, serverFieldErrors } from '../../../lib/server-field-errors';

// Every admin call goes through here. The server refuses an admin call without an admin session with HTTP 401
// (none) or 403 (a cardholder's); spec §4 makes 1 and -1 the session problem ids. All of them mean "sign in
// again at /admin", so they become one error the screens turn into the session-expired text and a way back to
// the admin page. They are kept out of the cardholder's session-expired dialog, whose way back is /login.

const SESSION_HTTP_STATUSES: readonly number[] = [401, 403];

export class AdminSessionEndedError extends Error {
  constructor() {
    super('the admin session has ended');
    this.name = 'AdminSessionEndedError';
  }
}

/** A status id the screen has no outcome for: shown as the error built from the id (spec §8). */
export class AdminStatusError extends Error {
  constructor(
    callName: string,
    readonly statusId: number,
  ) {
    super(`${callName} answered status ${statusId}`);
    this.name = 'AdminStatusError';
  }
}

/** Decision 0232: the session is fine, but the admin's role does not allow the call (HTTP 403, status 4713). */
const isRoleRefusal = (error: unknown): boolean =>
  error instanceof HttpError && error.httpStatus === 403 && error.status?.id === STATUS.adminRoleRefused;

export async function adminCall<C extends AnyCall>(call: C, options: CallOptions): Promise<ApiResult<C>> {
  let result: ApiResult<C>;
  try {
    result = await callApi(call, options);
  } catch (error) {
    if (isRoleRefusal(error)) throw error;
    if (error instanceof HttpError && SESSION_HTTP_STATUSES.includes(error.httpStatus)) {
      throw new AdminSessionEndedError();
    }
    throw error;
  }
  if (isSessionProblem(result.statusId)) throw new AdminSessionEndedError();
  return result;
}

/** The call's success data; any other status id throws `AdminStatusError`. */
export async function adminRead<C extends AnyCall>(call: C, options: CallOptions): Promise<CallData<C>> {
  const result = await adminCall(call, options);
  if (result.kind === 'success') return result.data;
  throw new AdminStatusError(call.name, result.statusId);
}

export type AdminFailure =
  | { readonly kind: 'sessionEnded' }
  /** Decision 0232: the role does not allow it; the screens read the role again (useRoleRefusalRefresh). */
  | { readonly kind: 'roleRefused' }
  /** The inquiry's token was refused (2, the spec's invalid token): it has expired, so search again. */
  | { readonly kind: 'lookupExpired' }
  | { readonly kind: 'failed'; readonly message: Message };

/** What a thrown admin call means for the screen. */
export function adminFailure(error: unknown): AdminFailure {
  if (error instanceof AdminSessionEndedError) return { kind: 'sessionEnded' };
  if (isRoleRefusal(error)) return { kind: 'roleRefused' };
  if (error instanceof AdminStatusError && error.statusId === STATUS.invalidToken) return { kind: 'lookupExpired' };
  if (error instanceof AdminStatusError) return { kind: 'failed', message: messageFor('generic', error.statusId) };
  return { kind: 'failed', message: failureMessage(error) };
}

/** A malformed request (HTTP 4xx but the session's): asking again would be refused the same way. */
const isRequestRefusal = (error: unknown): boolean =>
  error instanceof HttpError && error.httpStatus >= 400 && error.httpStatus < 500;

/**
 * Admin queries retry a failed call once when the failure may pass (network, HTTP 5xx), never an ended
 * session (only signing in again helps), a refused request nor a status id (the server would answer the same).
 */
export const retryTransientFailure = (failureCount: number, error: unknown): boolean =>
  !(error instanceof AdminSessionEndedError || error instanceof AdminStatusError || isRequestRefusal(error)) &&
  failureCount < 1;

/** Decision 0217: a 400's message, each part beside the field it names (null for any other failure). */
export function refusedFields(error: unknown): ServerFieldErrors | null {
  const message = error instanceof HttpError && error.httpStatus === 400 ? error.status?.message : undefined;
  return message ? serverFieldErrors(message) : null;
}
