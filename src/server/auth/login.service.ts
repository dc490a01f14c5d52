import { useLoginLink } from '../cardholders/login-links';
import { type IssuedSession, issueSession } from '../platform/sessions/sessions.service';
import { sha256Hex } from '../platform/token-crypto';
import type { AuthContext } from './auth-context';
import { useLoginToken } from './otp-challenges.repository';

// spec §7 Login and Auto login: a good token starts a cardholder session; the token is used up in the same
// transaction that stores the session, so a failure leaves the token usable and no half-made session.

export type LoginDecision =
  | { readonly ok: true; readonly session: IssuedSession }
  | { readonly ok: false; readonly reason: 'INVALID_TOKEN' };

const INVALID: LoginDecision = { ok: false, reason: 'INVALID_TOKEN' };

/** `/v3/login`: the login token from verify (after the bot check, which the route runs first). */
export async function loginWithToken(
  context: AuthContext,
  loginToken: string,
  previousSessionId: string | undefined,
): Promise<LoginDecision> {
  const { db, campaignId, now } = context;
  return db.transaction().execute(async (trx): Promise<LoginDecision> => {
    const cardholderId = await useLoginToken(trx, campaignId, sha256Hex(loginToken), now);
    if (cardholderId === undefined) return INVALID;
    return { ok: true, session: await issueSession(trx, { kind: 'cardholder', cardholderId }, previousSessionId, now) };
  });
}

/** `/v2/login`: a signed link token from `createLoginLink`. */
export async function loginWithLink(
  context: AuthContext,
  linkToken: string,
  previousSessionId: string | undefined,
): Promise<LoginDecision> {
  const { db, campaignId, now } = context;
  return db.transaction().execute(async (trx): Promise<LoginDecision> => {
    const cardholderId = await useLoginLink(trx, context.keys, campaignId, linkToken, now);
    if (cardholderId === undefined) return INVALID;
    return { ok: true, session: await issueSession(trx, { kind: 'cardholder', cardholderId }, previousSessionId, now) };
  });
}
