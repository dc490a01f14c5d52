import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { KeyRing } from '../platform/keys/key-ring';
import { hmacHex, purposeKey, randomToken, sameDigest, sha256Hex } from '../platform/token-crypto';
import { insertLoginLink, spendLoginLink } from './login-links.repository';

// docs/architecture.md §4, decision 0020: auto login (`/v2/login`) takes only a single-use signed link token, valid
// 15 minutes, never a bare promo code. The token is `<128 random bits>.<HMAC of them>`: a forged one is refused
// before any query; only its SHA-256 is stored.

type Db = Kysely<Database> | Transaction<Database>;

const LOGIN_LINK_LIFETIME_MS = 15 * 60_000;

/** Decision 0106: the link in the registration-confirmed message, read when the message is, within a day. */
export const CONFIRMATION_LINK_LIFETIME_MS = 24 * 60 * 60_000;

const signatureOf = (key: string, nonce: string): string => hmacHex(purposeKey(key, 'login-link'), nonce);

/** A link token for the cardholder (for a link in a message), signed with the current key. */
export async function createLoginLink(
  db: Db,
  keys: KeyRing,
  cardholderId: number,
  now: Date,
  lifetimeMs = LOGIN_LINK_LIFETIME_MS,
): Promise<string> {
  const nonce = randomToken();
  const token = `${nonce}.${signatureOf(keys.current, nonce)}`;
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await insertLoginLink(db, { tokenHash: sha256Hex(token), cardholderId, expiresAt, now });
  return token;
}

/** Signed with any accepted key (decision 0091: a link sent before a rotation still works). */
function isSignedLinkToken(keys: KeyRing, token: string): boolean {
  const [nonce, signature, ...rest] = token.split('.');
  if (nonce === undefined || signature === undefined || rest.length > 0) return false;
  return keys.accepted.some((key) => sameDigest(signature, signatureOf(key, nonce)));
}

/**
 * Uses the link up in one guarded UPDATE: signed, unused, unexpired, its cardholder registered in this
 * campaign. Answers the cardholder's id, or undefined.
 */
export async function useLoginLink(
  db: Db,
  keys: KeyRing,
  campaignId: number,
  token: string,
  now: Date,
): Promise<number | undefined> {
  if (!isSignedLinkToken(keys, token)) return undefined;
  return spendLoginLink(db, sha256Hex(token), campaignId, now);
}
