import type { FastifyRequest } from 'fastify';
import { BACKGROUND_REQUEST_HEADER } from '../../../contract/envelope';
import type { AdminRole } from '../../../domain/admin-roles';
import type { AppDeps } from '../../app-deps';
import { sha256Hex } from '../token-crypto';
import { readSessionCookie } from './session-cookie';
import { isSessionLive, needsTouch } from './session-policy';
import { findSession, type SessionSubject, type StoredSession, touchSession } from './sessions.repository';

export type SessionDeps = Pick<AppDeps, 'db' | 'clock' | 'https'>;

export interface ActiveSession {
  readonly idHash: string;
  readonly subject: SessionSubject;
  /** The cardholder's promo code; null for an admin. */
  readonly promoCode: string | null;
  /** The admin's role and e-mail as they are now; null for a cardholder. */
  readonly admin: { readonly role: AdminRole; readonly email: string } | null;
}

/**
 * 'none': the request carries no session cookie. 'ended': it carries one that is unknown, expired or revoked
 * (spec §4 tells these apart: -1 not allowed, 1 expired). 'active': a live session, now touched.
 */
export type SessionLookup =
  | { readonly state: 'none' }
  | { readonly state: 'ended' }
  | { readonly state: 'active'; readonly session: ActiveSession };

const NONE = { state: 'none' } as const;
const ENDED = { state: 'ended' } as const;
/** What randomToken() makes: 16 bytes in base64url. Anything else is not ours and needs no query. */
const SESSION_ID = /^[\w-]{22}$/;

const lookups = new WeakMap<FastifyRequest, Promise<SessionLookup>>();
const actives = new WeakMap<FastifyRequest, ActiveSession>();

/** The request's session, looked up (and touched) once per request however many guards ask. */
export function sessionOf(deps: SessionDeps, request: FastifyRequest): Promise<SessionLookup> {
  let lookup = lookups.get(request);
  if (lookup === undefined) {
    lookup = lookUp(deps, request);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** After a guard passed: the request's session. Without one the route forgot its guard, a bug. */
export function authenticatedSession(request: FastifyRequest): ActiveSession {
  const session = actives.get(request);
  if (session === undefined) throw new Error(`no session guard on ${request.method} ${request.url}`);
  return session;
}

/** Login and logout change the session mid-request: later lookups must not see the old one. */
export function forgetSessionLookup(request: FastifyRequest): void {
  lookups.delete(request);
  actives.delete(request);
}

async function lookUp(deps: SessionDeps, request: FastifyRequest): Promise<SessionLookup> {
  const cookie = sessionCookieOf(deps, request);
  if (cookie.state !== 'read') return cookie;
  const stored = await findSession(deps.db, cookie.idHash);
  const now = deps.clock();
  const lookup = settleSessionLookup(request, stored, now);
  if (lookup.state === 'active' && cookie.touch && stored !== undefined && needsTouch(stored, now)) {
    await touchSession(deps.db, cookie.idHash, now);
  }
  return lookup;
}

/**
 * What the request's cookie says before anything is read: no session, one that cannot be ours (ended), or the
 * session to read by its id's hash, and whether this request may restart its idle time (`touch`).
 */
export type SessionCookie =
  | { readonly state: 'none' }
  | { readonly state: 'ended' }
  | { readonly state: 'read'; readonly idHash: string; readonly touch: boolean };

export function sessionCookieOf(deps: Pick<SessionDeps, 'https'>, request: FastifyRequest): SessionCookie {
  const id = readSessionCookie(request, deps.https);
  if (id === undefined) return NONE;
  if (!SESSION_ID.test(id)) return ENDED;
  return { state: 'read', idHash: sha256Hex(id), touch: !isBackgroundRequest(request) };
}

/**
 * The request's lookup from its stored session, judged at `now` and remembered, so every guard of the request
 * answers from it without reading again (decision 0193: a data call reads the row in its own statement).
 */
export function settleSessionLookup(
  request: FastifyRequest,
  stored: StoredSession | undefined,
  now: Date,
): SessionLookup {
  const session = stored && isSessionLive(stored, now) ? toActive(stored) : undefined;
  const lookup: SessionLookup = session === undefined ? ENDED : { state: 'active', session };
  if (session !== undefined) actives.set(request, session);
  lookups.set(request, Promise.resolve(lookup));
  return lookup;
}

/**
 * Decision 0230: a poll a screen makes on its own is no person's activity, so it never restarts the idle time
 * (an unattended admin tab polling the outbox would otherwise stay signed in for ever). The header can only
 * shorten the sender's own session, so the server may take the client's word for it.
 */
const isBackgroundRequest = (request: FastifyRequest): boolean => request.headers[BACKGROUND_REQUEST_HEADER] === '1';

function toActive(stored: StoredSession): ActiveSession | undefined {
  if (stored.kind === 'admin' && stored.adminId !== null && stored.adminRole !== null) {
    const admin = { role: stored.adminRole, email: stored.adminEmail ?? '' };
    return { idHash: stored.idHash, subject: { kind: 'admin', adminId: stored.adminId }, promoCode: null, admin };
  }
  // A cardholder blocked since signing in loses the session with the registration.
  if (stored.kind === 'cardholder' && stored.cardholderId !== null && stored.cardholderStatus === 'registered') {
    const subject = { kind: 'cardholder', cardholderId: stored.cardholderId } as const;
    return { idHash: stored.idHash, subject, promoCode: stored.promoCode, admin: null };
  }
  return undefined;
}

/** How many sessions a process remembers having seen written (about 150 bytes each). */
const SEEN_SESSIONS_KEPT = 20_000;
const seenByDatabase = new WeakMap<object, Map<string, number>>();

const seenSessions = (deps: Pick<SessionDeps, 'db'>): Map<string, number> => {
  let seen = seenByDatabase.get(deps.db);
  if (seen === undefined) {
    seen = new Map();
    seenByDatabase.set(deps.db, seen);
  }
  return seen;
};

/**
 * Decision 0193: whether a request at `now` may find the session's idle time due for its write (decision 0131).
 * False only when this process saw the stored `last_seen_at` within the minute: it is only ever written forward, so
 * the write cannot be due, and the call's statement leaves its UPDATE out.
 */
export function touchMayBeDue(deps: Pick<SessionDeps, 'db'>, idHash: string, now: Date): boolean {
  const seenAt = seenSessions(deps).get(idHash);
  return seenAt === undefined || needsTouch({ lastSeenAt: new Date(seenAt) }, now);
}

/** Remembers the session's stored `last_seen_at` (the newest first: a Map keeps insertion order). */
export function noteSessionSeen(deps: Pick<SessionDeps, 'db'>, idHash: string, lastSeenAt: Date): void {
  const seen = seenSessions(deps);
  seen.delete(idHash);
  seen.set(idHash, lastSeenAt.getTime());
  for (const oldest of seen.keys()) {
    if (seen.size <= SEEN_SESSIONS_KEPT) break;
    seen.delete(oldest);
  }
}
