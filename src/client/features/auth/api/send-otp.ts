import { CAPTCHA_RESPONSE_HEADER, sendOtpCall } from '../../../../contract/auth';
import { type SendOtpOutcome, sendOtpOutcome } from '../../../../domain/outcomes';
import { callApi } from '../../../lib/api';
import { withReopenTime } from './reopen-time';

export type SendOtpResult =
  | { readonly kind: 'sent'; readonly token: string; readonly contact: string; readonly outcome: SendOtpOutcome }
  | { readonly kind: 'refused'; readonly outcome: SendOtpOutcome };

/**
 * spec §7 Send OTP: POST /v2/otp/send/{id} with { promoid, id }; data { token, contact } on 0. Decision 0177: with
 * the bot-check response as login sends it, in the body and as the header.
 */
export async function sendOtp(campaignId: number, promoCode: string, botCheckResponse: string): Promise<SendOtpResult> {
  const result = await callApi(sendOtpCall, {
    params: { id: campaignId },
    body: { promoid: promoCode, id: campaignId, [CAPTCHA_RESPONSE_HEADER]: botCheckResponse },
    headers: { [CAPTCHA_RESPONSE_HEADER]: botCheckResponse },
  });
  const outcome = withReopenTime(sendOtpOutcome(result.statusId), result.data);
  if (result.kind === 'success') return { kind: 'sent', ...result.data, outcome };
  return { kind: 'refused', outcome };
}
