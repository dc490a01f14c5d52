import { autoLoginCall } from '../../../../contract/auth';
import { STATUS } from '../../../../domain/outcomes';
import { callApi } from '../../../lib/api';

/**
 * spec §7 Auto login: POST /v2/login/{id}?token=… with { token, id }. Architecture §4: the token is a
 * single-use signed link token (decision 0020), never a bare promo code. On 0 the server sets the session
 * cookie; true then. A refused token or a failed call is false: the user stays signed out and the guard
 * sends them to /login as for any guarded page.
 */
export async function autoLogin(campaignId: number, token: string): Promise<boolean> {
  try {
    const result = await callApi(autoLoginCall, {
      params: { id: campaignId },
      query: { token },
      body: { token, id: campaignId },
    });
    return result.statusId === STATUS.success;
  } catch {
    return false;
  }
}
