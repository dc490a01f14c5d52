import { verifyOtpCall } from '../../../../contract/auth';
import { type VerifyOutcome, verifyOutcome } from '../../../../domain/outcomes';
import { callApi } from '../../../lib/api';
import { withReopenTime } from './reopen-time';

export type VerifyOtpResult =
  | { readonly kind: 'verified'; readonly loginToken: string }
  | { readonly kind: 'refused'; readonly outcome: VerifyOutcome };

/** spec §7 Verify OTP: POST /v2/otp/verify/{id} with { token, code, id }; data { token } (the login token). */
export async function verifyOtp(campaignId: number, token: string, code: string): Promise<VerifyOtpResult> {
  const result = await callApi(verifyOtpCall, {
    params: { id: campaignId },
    body: { token, code, id: campaignId },
  });
  if (result.kind === 'success') return { kind: 'verified', loginToken: result.data.token };
  return { kind: 'refused', outcome: withReopenTime(verifyOutcome(result.statusId), result.data) };
}
