import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS } from '../../contract/envelope';
import { ANONYMOUS, type Viewer } from '../page-config/page-config.service';
import { type SessionDeps, sessionOf } from './session-lookup';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/**
 * spec §4: "Status id 1 or -1 from data calls marks the session as not allowed": HTTP 200 with -1 when the
 * request has no session (or an admin's), 1 when its session expired or was revoked.
 * Usage: `app.post(path, { preHandler: requireCardholder(deps) }, …)`, then `authenticatedSession(request)`.
 */
export function requireCardholder(deps: SessionDeps): PreHandler {
  return async (request, reply) => {
    const lookup = await sessionOf(deps, request);
    if (lookup.state === 'active' && lookup.session.subject.kind === 'cardholder') return undefined;
    const id = lookup.state === 'ended' ? STATUS.sessionExpired : STATUS.sessionInvalid;
    // The route's response schema describes its success data; this answer is the envelope without any.
    return reply.code(200).serializer(JSON.stringify).send({ status: { id }, data: null });
  };
}

/** Architecture §4: every admin call checks an admin session. 401 without one, 403 for a cardholder's. */
export function requireAdmin(deps: SessionDeps): PreHandler {
  return async (request) => {
    const lookup = await sessionOf(deps, request);
    if (lookup.state === 'active' && lookup.session.subject.kind === 'admin') return undefined;
    if (lookup.state === 'active') throw httpError(403, 'An admin session is needed.');
    throw httpError(401, 'Please log in as an admin to continue.');
  };
}

/** What the page config tells the client (spec §2 "Logged in means the page config says authenticated"). */
export async function viewerOf(deps: SessionDeps, request: FastifyRequest): Promise<Viewer> {
  const lookup = await sessionOf(deps, request);
  if (lookup.state !== 'active') return ANONYMOUS;
  const { subject, promoCode } = lookup.session;
  // Decision: isAuthenticated is the cardholder's sign-in (it opens the cardholder screens); an admin is isAdmin.
  if (subject.kind === 'admin') return { promoCode: null, isAuthenticated: false, isAdmin: true };
  return { promoCode, isAuthenticated: true, isAdmin: false };
}

function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

// One import for route files: the guards, and what a guarded handler reads.
export type { ActiveSession, SessionDeps, SessionLookup } from './session-lookup';
export { authenticatedSession, sessionOf } from './session-lookup';
