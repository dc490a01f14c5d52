import { hmacHex, purposeKey, sameDigest } from '../auth/token-crypto';

// docs/decisions/0012-admin-access.md: the admin inquiry answers an opaque token naming the looked-up
// cardholder; the admin transactions, orders and downloads take it back. `<cardholder id>.<expiry, epoch
// seconds>.<HMAC-SHA256 of both>` keyed by SESSION_SECRET for this purpose only: nothing is stored, a forged
// or altered token fails the signature, and it lasts an hour. It is bound to nothing else: the admin session
// is what authorises its use (every call that reads it checks one).

export const LOOKUP_TOKEN_LIFETIME_MS = 60 * 60_000;

const signatureOf = (secret: string, payload: string): string => hmacHex(purposeKey(secret, 'admin-lookup'), payload);

export function signLookupToken(secret: string, cardholderId: number, now: Date): string {
  const expiresAt = Math.floor((now.getTime() + LOOKUP_TOKEN_LIFETIME_MS) / 1000);
  const payload = `${cardholderId}.${expiresAt}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

const WHOLE = /^\d{1,15}$/;

/** The cardholder id a genuine, unexpired token names; undefined for anything else. */
export function readLookupToken(secret: string, token: string, now: Date): number | undefined {
  const [id, expiresAt, signature, ...rest] = token.split('.');
  if (id === undefined || expiresAt === undefined || signature === undefined || rest.length > 0) return undefined;
  if (!WHOLE.test(id) || !WHOLE.test(expiresAt)) return undefined;
  if (!sameDigest(signature, signatureOf(secret, `${id}.${expiresAt}`))) return undefined;
  if (now.getTime() >= Number(expiresAt) * 1000) return undefined;
  return Number(id);
}
