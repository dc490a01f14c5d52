import { type Kysely, sql } from 'kysely';
import { type CampaignConfig, CampaignConfigSchema } from '../../domain/campaign-config';
import type { Database } from '../db/schema';

export async function findActiveCampaignId(db: Kysely<Database>): Promise<number | null> {
  const row = await db.selectFrom('campaigns').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

// Every data call reads the configuration; validating it is the costly part (about 0.75 ms, docs/product §11's
// benchmark), and it changes only when someone edits it. The row is still read each time, as text, and parsed
// again only when that text differs from the last one seen for the campaign.
const lastParsed = new Map<number, { readonly text: string; readonly config: CampaignConfig }>();

/**
 * The configuration's stored text as a column of another statement: `select …, campaignConfigText(db, id).as('config')`.
 * Decision 0134: a dashboard call folds the campaign read into its own statement rather than a round trip of its own.
 */
export function campaignConfigText(db: Kysely<Database>, campaignId: number) {
  return db.selectFrom('campaigns').select(sql<string>`config::text`.as('text')).where('id', '=', campaignId);
}

/** The configuration from its stored text, re-validated: a bad edit in the database fails loudly, not on a screen. */
export function campaignConfigFromText(campaignId: number, text: string): CampaignConfig {
  const last = lastParsed.get(campaignId);
  if (last?.text === text) return last.config;
  const config = CampaignConfigSchema.parse(JSON.parse(text));
  lastParsed.set(campaignId, { text, config });
  return config;
}

/** The stored configuration, re-validated on read. */
export async function loadCampaignConfig(db: Kysely<Database>, campaignId: number): Promise<CampaignConfig> {
  const { text } = await campaignConfigText(db, campaignId).executeTakeFirstOrThrow();
  return campaignConfigFromText(campaignId, text);
}
