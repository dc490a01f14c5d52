import { queryOptions } from '@tanstack/react-query';
import { egcsCall } from '../../../../contract/wallet';
import { callApi } from '../../../lib/api';
import { cardholderKeys } from '../../../query-keys';

// Decision 0080: the signed-in cardholder's eGCs with their codes, kept on the device with the other cardholder
// reads (persisted for offline use, wiped at logout). An installed app that is open asks again when it regains
// focus, so an eGC the merchant just took shows as used (decision 0082).
export const egcsQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: cardholderKeys.egcs(campaignId),
    queryFn: ({ signal }) => callApi(egcsCall, { params: { id: campaignId }, signal }),
    refetchOnWindowFocus: true,
  });
