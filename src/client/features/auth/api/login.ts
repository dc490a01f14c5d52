import { CAPTCHA_RESPONSE_HEADER, loginCall } from '../../../../contract/auth';
import { type LoginOutcome, loginOutcome } from '../../../../domain/outcomes';
import { callApi } from '../../../lib/api';

/**
 * spec §7 Login: POST /v3/login/{id}?token=… with { token, id, g-recaptcha-response }, the bot-check response
 * "also as a header". On 0 the server sets the session cookie.
 */
export async function login(campaignId: number, loginToken: string, botCheckResponse: string): Promise<LoginOutcome> {
  const result = await callApi(loginCall, {
    params: { id: campaignId },
    query: { token: loginToken },
    body: { token: loginToken, id: campaignId, [CAPTCHA_RESPONSE_HEADER]: botCheckResponse },
    headers: { [CAPTCHA_RESPONSE_HEADER]: botCheckResponse },
  });
  return loginOutcome(result.statusId, result.data);
}
