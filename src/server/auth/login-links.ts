import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { registeredInCampaign } from './registered-in-campaign';
import { hmacHex, purposeKey, randomToken, sameDigest, sha256Hex } from './token-crypto';

// Architecture §4, decision 0010: auto login (`/v2/login`) takes only a single-use signed link token, valid
// 15 minutes, never a bare promo code. The token is `<128 random bits>.<HMAC of them>`: a forged one is refused
// before any query; only its SHA-256 is stored.

type Db = Kysely<Database> | Transaction<Database>;

export const LOGIN_LINK_LIFETIME_MS = 15 * 60_000;

const signatureOf = (secret: string, nonce: string): string => hmacHex(purposeKey(secret, 'login-link'), nonce);

/** A link token for the cardholder (for a link in a message, later issues). */
export async function createLoginLink(db: Db, secret: string, cardholderId: number, now: Date): Promise<string> {
  const nonce = randomToken();
  const token = `${nonce}.${signatureOf(secret, nonce)}`;
  await db
    .insertInto('login_links')
    .values({
      token_hash: sha256Hex(token),
      cardholder_id: cardholderId,
      expires_at: new Date(now.getTime() + LOGIN_LINK_LIFETIME_MS),
      created_at: now,
    })
    .execute();
  return token;
}

export function isSignedLinkToken(secret: string, token: string): boolean {
  const [nonce, signature, ...rest] = token.split('.');
  if (nonce === undefined || signature === undefined || rest.length > 0) return false;
  return sameDigest(signature, signatureOf(secret, nonce));
}

/**
 * Uses the link up in one guarded UPDATE: signed, unused, unexpired, its cardholder registered in this
 * campaign. Answers the cardholder's id, or undefined.
 */
export async function useLoginLink(
  db: Db,
  secret: string,
  campaignId: number,
  token: string,
  now: Date,
): Promise<number | undefined> {
  if (!isSignedLinkToken(secret, token)) return undefined;
  const row = await db
    .updateTable('login_links')
    .set({ used_at: now })
    .where('token_hash', '=', sha256Hex(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('cardholder_id', 'in', registeredInCampaign(db, campaignId))
    .returning('cardholder_id')
    .executeTakeFirst();
  return row?.cardholder_id;
}
