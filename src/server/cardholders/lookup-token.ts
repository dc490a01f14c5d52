import type { FastifyRequest } from 'fastify';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import type { KeyRing } from '../platform/keys/key-ring';
import { authenticatedSession } from '../platform/sessions/session-lookup';
import { readSignedId, signId } from '../platform/signed-ids';
import { findCardholderById, type LookedUpCardholder } from './cardholder-lookup.repository';

// docs/decisions/0033-admin-look-up-token.md: the admin inquiry answers an opaque token naming the looked-up
// cardholder; the admin transactions, orders and downloads take it back. `<cardholder id>.<expiry, epoch
// seconds>.<HMAC-SHA256 of both>` (signed-ids.ts) keyed by a signing key (decision 0091) for this purpose only:
// nothing is stored, a forged or altered token fails the signature, and it lasts an hour. Decision 0183: the key is
// also the admin session's (its id's hash), so a token works only in the session that got it: not for another
// admin, and not after its admin logs out (or signs in again).

export const LOOKUP_TOKEN_LIFETIME_MS = 60 * 60_000;

/** The admin session a token belongs to: the hash of its id (the id itself is never at hand on the server). */
type SessionIdHash = string;

const purposeOf = (session: SessionIdHash) => `admin-lookup:${session}`;

export function signLookupToken(keys: KeyRing, session: SessionIdHash, cardholderId: number, now: Date): string {
  return signId(keys, purposeOf(session), cardholderId, new Date(now.getTime() + LOOKUP_TOKEN_LIFETIME_MS));
}

/** The cardholder id a genuine, unexpired token of this session names; undefined for anything else. */
export function readLookupToken(keys: KeyRing, session: SessionIdHash, token: string, now: Date): number | undefined {
  return readSignedId(keys, purposeOf(session), token, now);
}

/** After `requireAdmin`: a new token naming the cardholder, for this request's admin session. */
export const lookupTokenFor = (deps: Pick<AppDeps, 'keys' | 'clock'>, request: FastifyRequest, cardholderId: number) =>
  signLookupToken(deps.keys(), authenticatedSession(request).idHash, cardholderId, deps.clock());

export const LOOKUP_EXPIRED_TEXT = 'The cardholder look-up has expired. Please search for the cardholder again.';

/** A bad or expired look-up token answers 2 (the spec's invalid-token id). */
export const lookupExpired = () => ({ status: { id: STATUS.invalidToken, message: LOOKUP_EXPIRED_TEXT }, data: null });

/**
 * After `requireAdmin`: the cardholder a token names, if it is genuine, unexpired, this admin session's, of this
 * campaign and not blocked.
 */
export async function lookedUpCardholder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'campaignId' | 'keys'>,
  request: FastifyRequest,
  token: string,
): Promise<LookedUpCardholder | undefined> {
  const session = authenticatedSession(request).idHash;
  const cardholderId = readLookupToken(deps.keys(), session, token, deps.clock());
  return cardholderId === undefined ? undefined : findCardholderById(deps.db, deps.campaignId, cardholderId);
}
