import { logoutCall } from '../../../../contract/auth';
import { type LogoutOutcome, logoutOutcome } from '../../../../domain/outcomes';
import { callApi } from '../../../lib/api';

/** spec §7 Logout: GET /api/account/logoff; "Response id 0 is success". */
export async function logout(): Promise<LogoutOutcome> {
  const result = await callApi(logoutCall);
  return logoutOutcome(result.statusId);
}
