import type { Kysely } from 'kysely';
import { type CampaignConfig, CampaignConfigSchema } from '../../domain/campaign-config';
import type { Database } from '../db/schema';

export async function findActiveCampaignId(db: Kysely<Database>): Promise<number | null> {
  const row = await db.selectFrom('campaigns').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** The stored configuration, re-validated on read: a bad edit in the database fails loudly, not on a screen. */
export async function loadCampaignConfig(db: Kysely<Database>, campaignId: number): Promise<CampaignConfig> {
  const row = await db.selectFrom('campaigns').select('config').where('id', '=', campaignId).executeTakeFirstOrThrow();
  const stored = typeof row.config === 'string' ? JSON.parse(row.config) : row.config;
  return CampaignConfigSchema.parse(stored);
}
