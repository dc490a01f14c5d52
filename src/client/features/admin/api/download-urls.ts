import { downloadOrdersCall, downloadTransactionsCall } from '../../../../contract/reports';
import { urlFor } from '../../../lib/api';

// spec §7 Download transactions and Download orders: plain GETs with the inquiry's token. The screens link to
// them, so the browser streams the CSV to a file itself (with the admin's session cookie) and nothing large
// passes through the page's memory.

export const transactionsDownloadUrl = (campaignId: number, token: string): string =>
  urlFor(downloadTransactionsCall, { params: { campaignID: campaignId }, query: { token } });

export const ordersDownloadUrl = (campaignId: number, token: string): string =>
  urlFor(downloadOrdersCall, { params: { campaignID: campaignId }, query: { token } });
