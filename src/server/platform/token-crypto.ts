import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// docs/decisions/0010-sign-in-limits.md: every token the server hands out is 128 random bits; only hashes are
// stored, so a database leak alone lets nobody sign in. Codes and links are keyed by a signing key (a pepper; decision 0091).

const TOKEN_BYTES = 16;

/** 128 random bits, base64url (22 characters): OTP send tokens, login tokens, session ids. */
export function randomToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmacHex(key: string, data: string | Uint8Array): string {
  return createHmac('sha256', key).update(data).digest('hex');
}

/** One key per purpose from a signing key, so a value made for one use never verifies for another. */
export function purposeKey(secret: string, purpose: string): string {
  return hmacHex(secret, `promo-portal/${purpose}`);
}

/** Compares two hex digests in constant time (a different length answers false at once: lengths are public). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
