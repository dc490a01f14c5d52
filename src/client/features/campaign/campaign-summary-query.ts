import { queryOptions } from '@tanstack/react-query';
import { campaignInquireCall } from '../../../contract/auth';
import { callApi } from '../../lib/api';

export const campaignSummaryKeys = { byId: (campaignId: number) => ['campaign-summary', campaignId] as const };

/** spec §7 Campaign inquire (POST /api/campaign/v5/inquire/{id}): the campaign's name and open windows. */
export const campaignSummaryQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: campaignSummaryKeys.byId(campaignId),
    queryFn: async ({ signal }) => {
      const result = await callApi(campaignInquireCall, { params: { id: campaignId }, body: {}, signal });
      if (result.kind !== 'success') throw new Error(`campaign inquire answered status ${result.statusId}`);
      return result.data;
    },
    staleTime: 5 * 60_000,
  });
