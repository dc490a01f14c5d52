import { adminLoginCall, SecondFactorEnrolmentSchema } from '../../../../contract/admin-accounts';
import { logoutCall } from '../../../../contract/auth';
import { readEnvelope } from '../../../../contract/envelope';
import { type Message, splitMessage } from '../../../../domain/messages';
import {
  type AdminLoginOutcome,
  adminLoginOutcome,
  type LogoutOutcome,
  logoutOutcome,
  STATUS,
} from '../../../../domain/outcomes';
import type { AdminLoginForm } from '../../../../domain/validation';
import { callApi, HttpError, MalformedResponseError, urlFor } from '../../../lib/api';

export type AdminLoginResult =
  | { readonly kind: 'admin'; readonly recoveryCodes: readonly string[] | null }
  /** Decision 0122: the password is right; the second factor's code is needed (or was wrong). */
  | { readonly kind: 'needCode'; readonly message: Message }
  /** Decision 0122: no second factor yet: show the secret as a QR and as text, then ask for a code. */
  | { readonly kind: 'enrol'; readonly message: Message; readonly secret: string; readonly uri: string }
  | { readonly kind: 'error'; readonly message: Message };

/**
 * spec §7 Admin login: POST /api/account/login { emailAddress, password, id } (+ `totp`, decision 0122);
 * "Success when response id is 5". spec §8: a failure "shows an error built from the response id". The server
 * words what went wrong in `status.message`; that text is shown when it comes, else the catalogue's for the id.
 * (`callApi` does not pass `status.message` on, hence the own fetch.)
 */
export async function adminLogin(
  campaignId: number,
  form: AdminLoginForm,
  totp?: string,
  /** Decision 0184: the one-time enrolment link's token, when the page was opened from one. */
  enrolment?: string | null,
): Promise<AdminLoginResult> {
  const response = await fetch(urlFor(adminLoginCall), {
    method: adminLoginCall.method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...form, id: campaignId, ...(totp ? { totp } : {}), ...(enrolment ? { enrolment } : {}) }),
  });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new HttpError(response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  const reading = readEnvelope(adminLoginCall, await response.json().catch(() => undefined));
  if (reading.kind === 'malformed') throw new MalformedResponseError(adminLoginCall.name, reading.error.message);
  if (reading.kind === 'success') return { kind: 'admin', recoveryCodes: reading.data?.recoveryCodes ?? null };
  const outcome: AdminLoginOutcome = adminLoginOutcome(reading.statusId);
  const message = reading.message || outcome.kind === 'admin' ? splitMessage(reading.message ?? '') : outcome.message;
  if (reading.statusId === STATUS.adminSecondFactorNeeded) return { kind: 'needCode', message };
  if (reading.statusId === STATUS.adminSecondFactorEnrol) {
    const enrolment = SecondFactorEnrolmentSchema.safeParse(reading.data);
    if (!enrolment.success) throw new MalformedResponseError(adminLoginCall.name, enrolment.error.message);
    return { kind: 'enrol', message, ...enrolment.data };
  }
  return { kind: 'error', message };
}

/** spec §7 Logout: GET /api/account/logoff ends the admin's session too; "Response id 0 is success". */
export async function adminLogout(): Promise<LogoutOutcome> {
  const result = await callApi(logoutCall);
  return logoutOutcome(result.statusId);
}
