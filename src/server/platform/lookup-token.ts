import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { findCardholderById, type LookedUpCardholder } from './cardholder-lookup.repository';
import type { KeyRing } from './keys/key-ring';
import { readSignedId, signId } from './signed-ids';

// docs/decisions/0012-admin-access.md: the admin inquiry answers an opaque token naming the looked-up
// cardholder; the admin transactions, orders and downloads take it back. `<cardholder id>.<expiry, epoch
// seconds>.<HMAC-SHA256 of both>` (signed-ids.ts) keyed by a signing key (decision 0091) for this purpose only: nothing is stored, a forged
// or altered token fails the signature, and it lasts an hour. It is bound to nothing else: the admin session
// is what authorises its use (every call that reads it checks one).

export const LOOKUP_TOKEN_LIFETIME_MS = 60 * 60_000;

const PURPOSE = 'admin-lookup';

export function signLookupToken(keys: KeyRing, cardholderId: number, now: Date): string {
  return signId(keys, PURPOSE, cardholderId, new Date(now.getTime() + LOOKUP_TOKEN_LIFETIME_MS));
}

/** The cardholder id a genuine, unexpired token names; undefined for anything else. */
export function readLookupToken(keys: KeyRing, token: string, now: Date): number | undefined {
  return readSignedId(keys, PURPOSE, token, now);
}

export const LOOKUP_EXPIRED_TEXT = 'The cardholder look-up has expired. Please search for the cardholder again.';

/** A bad or expired look-up token answers 2 (the spec's invalid-token id). */
export const lookupExpired = () => ({ status: { id: STATUS.invalidToken, message: LOOKUP_EXPIRED_TEXT }, data: null });

/** The cardholder a token names, if it is genuine, unexpired, of this campaign and not blocked. */
export async function lookedUpCardholder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'campaignId' | 'keys'>,
  token: string,
): Promise<LookedUpCardholder | undefined> {
  const cardholderId = readLookupToken(deps.keys(), token, deps.clock());
  return cardholderId === undefined ? undefined : findCardholderById(deps.db, deps.campaignId, cardholderId);
}
