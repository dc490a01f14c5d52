import { inquireCodeCall } from '../../../../contract/auth';
import { type InquiryOutcome, inquiryOutcome } from '../../../../domain/inquiry-outcome';
import { callApi } from '../../../lib/api';

/** spec §7 Inquire code: POST /inquire/{id}?code=… with { code, id }; spec §4 'Inquiry result'. */
export async function inquireCode(campaignId: number, code: string): Promise<InquiryOutcome> {
  const result = await callApi(inquireCodeCall, {
    params: { id: campaignId },
    query: { code },
    body: { code, id: campaignId },
  });
  // Decision 0166: 4678 says 'issued' in its data for a code that can be registered now.
  return inquiryOutcome(result.statusId, result.data);
}
