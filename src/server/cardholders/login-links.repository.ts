import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { registeredInCampaign } from './registered-in-campaign.repository';

// The login_links rows: only a token's SHA-256 is stored (login-links.ts makes and checks the tokens).

type Db = Kysely<Database> | Transaction<Database>;

export async function insertLoginLink(
  db: Db,
  link: { tokenHash: string; cardholderId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('login_links')
    .values({
      token_hash: link.tokenHash,
      cardholder_id: link.cardholderId,
      expires_at: link.expiresAt,
      created_at: link.now,
    })
    .execute();
}

/** One guarded UPDATE: unused, unexpired, its cardholder registered in this campaign. The cardholder's id. */
export async function spendLoginLink(
  db: Db,
  tokenHash: string,
  campaignId: number,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('login_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('cardholder_id', 'in', registeredInCampaign(db, campaignId))
    .returning('cardholder_id')
    .executeTakeFirst();
  return row?.cardholder_id;
}
