import { adminLoginCall, logoutCall } from '../../../../contract/auth';
import { readEnvelope } from '../../../../contract/envelope';
import { type Message, splitMessage } from '../../../../domain/messages';
import {
  type AdminLoginOutcome,
  adminLoginOutcome,
  type LogoutOutcome,
  logoutOutcome,
} from '../../../../domain/outcomes';
import type { AdminLoginForm } from '../../../../domain/validation';
import { callApi, HttpError, MalformedResponseError, urlFor } from '../../../lib/api';

export type AdminLoginResult = { readonly kind: 'admin' } | { readonly kind: 'error'; readonly message: Message };

/**
 * spec §7 Admin login: POST /api/account/login { emailAddress, password, id }; "Success when response id is 5".
 * spec §8: a failure "shows an error built from the response id". The server answers 2 for a wrong e-mail or
 * password and for a locked account alike, and words which in `status.message`; that text is shown when it
 * comes, else the catalogue's for the id. (`callApi` does not pass `status.message` on, hence the own fetch.)
 */
export async function adminLogin(campaignId: number, form: AdminLoginForm): Promise<AdminLoginResult> {
  const response = await fetch(urlFor(adminLoginCall), {
    method: adminLoginCall.method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...form, id: campaignId }),
  });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new HttpError(response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  const reading = readEnvelope(adminLoginCall, await response.json().catch(() => undefined));
  if (reading.kind === 'malformed') throw new MalformedResponseError(adminLoginCall.name, reading.error.message);
  const outcome: AdminLoginOutcome = adminLoginOutcome(reading.statusId);
  if (outcome.kind === 'admin') return outcome;
  return { kind: 'error', message: reading.message ? splitMessage(reading.message) : outcome.message };
}

/** spec §7 Logout: GET /api/account/logoff ends the admin's session too; "Response id 0 is success". */
export async function adminLogout(): Promise<LogoutOutcome> {
  const result = await callApi(logoutCall);
  return logoutOutcome(result.statusId);
}
