import { sendOtpCall } from '../../../../contract/auth';
import { type SendOtpOutcome, sendOtpOutcome } from '../../../../domain/outcomes';
import { callApi } from '../../../lib/api';

export type SendOtpResult =
  | { readonly kind: 'sent'; readonly token: string; readonly contact: string; readonly outcome: SendOtpOutcome }
  | { readonly kind: 'refused'; readonly outcome: SendOtpOutcome };

/** spec §7 Send OTP: POST /v2/otp/send/{id} with { promoid, id }; data { token, contact } on 0. */
export async function sendOtp(campaignId: number, promoCode: string): Promise<SendOtpResult> {
  const result = await callApi(sendOtpCall, {
    params: { id: campaignId },
    body: { promoid: promoCode, id: campaignId },
  });
  const outcome = sendOtpOutcome(result.statusId);
  if (result.kind === 'success') return { kind: 'sent', ...result.data, outcome };
  return { kind: 'refused', outcome };
}
