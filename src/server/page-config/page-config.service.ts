import type { Kysely } from 'kysely';
import type { PageConfig } from '../../contract/config';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { loadCatalogueEntries, loadCategories } from '../campaign/catalogue.repository';
import type { Database } from '../db/schema';
import type { Viewer } from '../platform/sessions/session-guards';
import { rewardLists } from './reward-groups';

/** spec §3 page config: what every screen needs before its first call, as data rather than HTML. */
export async function buildPageConfig(
  db: Kysely<Database>,
  campaignId: number,
  viewer: Viewer,
  now: Date,
): Promise<PageConfig> {
  const [campaign, entries, categories] = await Promise.all([
    loadCampaignConfig(db, campaignId),
    loadCatalogueEntries(db, campaignId),
    loadCategories(db, campaignId),
  ]);
  return {
    settings: campaign.settings,
    uiSchema: { ...campaign.uiSchema, ...rewardLists(entries, categories) },
    code: viewer.promoCode,
    campaignID: campaign.campaignID,
    serverDateTime: now.toISOString(),
    isAuthenticated: viewer.isAuthenticated,
    isAdmin: viewer.isAdmin,
    adminRole: viewer.adminRole,
    customerNoPrefix: campaign.customerNoPrefix,
    timeZone: campaign.timeZone,
    spendGoals: campaign.spendGoals,
    frequencyWindows: campaign.frequencyWindows,
  };
}
