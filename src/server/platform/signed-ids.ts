import type { KeyRing } from './keys/key-ring';
import { hmacHex, purposeKey, sameDigest } from './token-crypto';

// A record's id the server hands out and takes back without storing anything: `<id>.<expiry, epoch seconds>.<HMAC
// of both>`, keyed by a signing key (decision 0091) for one purpose, so a value signed for one use never passes
// for another. A forged or altered value fails the signature; one signed with a key being retired still passes.

const signatureOf = (key: string, purpose: string, payload: string): string =>
  hmacHex(purposeKey(key, purpose), payload);

export function signId(keys: KeyRing, purpose: string, id: number, expiresAt: Date): string {
  const payload = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signatureOf(keys.current, purpose, payload)}`;
}

const WHOLE = /^\d{1,15}$/;

/** The id a genuine, unexpired value names; undefined for anything else. */
export function readSignedId(keys: KeyRing, purpose: string, value: string, now: Date): number | undefined {
  const [id, expiresAt, signature, ...rest] = value.split('.');
  if (id === undefined || expiresAt === undefined || signature === undefined || rest.length > 0) return undefined;
  if (!WHOLE.test(id) || !WHOLE.test(expiresAt)) return undefined;
  const payload = `${id}.${expiresAt}`;
  if (!keys.accepted.some((key) => sameDigest(signature, signatureOf(key, purpose, payload)))) return undefined;
  if (now.getTime() >= Number(expiresAt) * 1000) return undefined;
  return Number(id);
}
