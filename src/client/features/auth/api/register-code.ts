import { registerCall } from '../../../../contract/auth';
import type { InquiryOutcome } from '../../../../domain/inquiry-outcome';
import { type RegisterOutcome, registerOutcome } from '../../../../domain/outcomes';
import { callApi } from '../../../lib/api';
import { inquireCode } from './inquire-code';

/** What registering a code came to: the register outcome, and on 44 the follow-up inquiry's (spec §4). */
export type RegistrationResult =
  | { readonly step: 'register'; readonly outcome: Exclude<RegisterOutcome, { kind: 'inquireCode' }> }
  | { readonly step: 'inquiry'; readonly outcome: InquiryOutcome };

/** spec §7 Register: POST /v2/register/{id} with { vouchercode, id }; "44 triggers a code inquiry" (spec §4). */
export async function registerCode(campaignId: number, code: string): Promise<RegistrationResult> {
  const result = await callApi(registerCall, {
    params: { id: campaignId },
    body: { vouchercode: code, id: campaignId },
  });
  const outcome = registerOutcome(result.statusId);
  if (outcome.kind === 'inquireCode') return { step: 'inquiry', outcome: await inquireCode(campaignId, code) };
  return { step: 'register', outcome };
}
