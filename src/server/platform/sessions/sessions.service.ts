import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { randomToken, sha256Hex } from '../token-crypto';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';
import { forgetSessionLookup, type SessionDeps } from './session-lookup';
import { SESSION_LIMITS } from './session-policy';
import { insertSession, revokeSession, type SessionSubject } from './sessions.repository';

type Db = Kysely<Database> | Transaction<Database>;

export interface IssuedSession {
  /** The raw id: goes into the cookie only. */
  readonly id: string;
  readonly maxAgeSeconds: number;
}

/**
 * Decision 0019: login always issues a new id (no session fixation) and revokes the one the browser came with.
 * Runs on `db` so a caller can make it part of its own transaction (a login token used up with it).
 */
export async function issueSession(
  db: Db,
  subject: SessionSubject,
  previousId: string | undefined,
  now: Date,
): Promise<IssuedSession> {
  if (previousId !== undefined) await revokeSession(db, sha256Hex(previousId), now);
  const id = randomToken();
  await insertSession(db, sha256Hex(id), subject, now);
  return { id, maxAgeSeconds: SESSION_LIMITS[subject.kind].absoluteMs / 1000 };
}

/** The cookie half of a login, after `issueSession` committed. */
export function sendSessionCookie(
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  issued: IssuedSession,
): void {
  setSessionCookie(reply, deps.https, issued.id, issued.maxAgeSeconds);
  forgetSessionLookup(request);
}

/** Both halves at once, for a sign-in with nothing else to commit (the admin login of decision 0012). */
export async function startSession(
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: SessionSubject,
): Promise<void> {
  const issued = await issueSession(deps.db, subject, readSessionCookie(request, deps.https), deps.clock());
  sendSessionCookie(deps, request, reply, issued);
}

/** Logout: the session is revoked on the server, so the old cookie is refused even if a copy survives. */
export async function endSession(deps: SessionDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = readSessionCookie(request, deps.https);
  if (id !== undefined) await revokeSession(deps.db, sha256Hex(id), deps.clock());
  clearSessionCookie(reply, deps.https);
  forgetSessionLookup(request);
}
