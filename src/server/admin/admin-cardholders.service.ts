import type { UserInfo } from '../../contract/admin';
import type { AppDeps } from '../app-deps';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { findCardholderByTarget } from './admin-cardholders.repository';
import { inquiryTarget, type SearchPrefixes, userInfoTarget } from './admin-search';

// spec §5, §7 admin search and user info (an edit is a request for approval: admin-approvals.service.ts).

type Deps = Pick<AppDeps, 'db' | 'campaignId'>;

async function prefixesOf(deps: Deps): Promise<SearchPrefixes> {
  const config = await loadCampaignConfig(deps.db, deps.campaignId);
  return { voucherPrefix: config.settings.customSettings.voucherPrefix, customerNoPrefix: config.customerNoPrefix };
}

/** spec §7 admin inquiry: the cardholder the search names (the route answers the look-up token naming them). */
export async function inquireCardholder(deps: Deps, code: string): Promise<number | undefined> {
  const target = inquiryTarget(code, await prefixesOf(deps));
  return (await findCardholderByTarget(deps.db, deps.campaignId, target))?.id;
}

export async function userInfoOf(deps: Deps, code: string, src: number): Promise<UserInfo | undefined> {
  const target = userInfoTarget(code, src, await prefixesOf(deps));
  return (await findCardholderByTarget(deps.db, deps.campaignId, target))?.info;
}
