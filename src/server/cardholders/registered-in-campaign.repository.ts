import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The ids of the campaign's registered cardholders, as a subquery: a login token (OTP or link) is used up only
 * for one of them, in the same guarded UPDATE that marks it used.
 */
export function registeredInCampaign(db: Kysely<Database> | Transaction<Database>, campaignId: number) {
  return db
    .selectFrom('cardholders')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'registered');
}
