import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AdminPermission, type AdminRole, can } from '../../../domain/admin-roles';
import { STATUS } from '../../../domain/outcomes';
import { auditClientOf, insertAuditRow } from '../audit-trail.repository';
import { authenticatedSession, type SessionDeps, type SessionLookup, sessionOf } from './session-lookup';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/** The request is a signed-in cardholder's (what every cardholder call needs). */
export const isCardholderLookup = (lookup: SessionLookup): boolean =>
  lookup.state === 'active' && lookup.session.subject.kind === 'cardholder';

/**
 * spec §4: "Status id 1 or -1 from data calls marks the session as not allowed": HTTP 200 with -1 when the
 * request has no session (or an admin's), 1 when its session expired or was revoked.
 */
export function answerWithoutCardholder(reply: FastifyReply, lookup: SessionLookup): FastifyReply {
  const id = lookup.state === 'ended' ? STATUS.sessionExpired : STATUS.sessionNotAllowed;
  // The route's response schema describes its success data; this answer is the envelope without any.
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ status: { id }, data: null });
}

/**
 * The cardholder guard (spec §4, above). Usage: `app.post(path, { preValidation: requireCardholder(deps) }, …)`
 * (before the body is validated), then `cardholderIdOf(request)`.
 */
export function requireCardholder(deps: SessionDeps): PreHandler {
  return async (request, reply) => {
    const lookup = await sessionOf(deps, request);
    return isCardholderLookup(lookup) ? undefined : answerWithoutCardholder(reply, lookup);
  };
}

/**
 * Architecture §4: every admin call checks an admin session. 401 without one, 403 for a cardholder's.
 * Decision 0120: and the admin's role must grant what the call does, else 403 too, audited (decision 0185). The
 * one admin guard.
 */
export function requireAdmin(deps: SessionDeps, permission: AdminPermission): PreHandler {
  return async (request) => {
    const lookup = await sessionOf(deps, request);
    if (lookup.state === 'active' && lookup.session.admin !== null) {
      const { admin, subject } = lookup.session;
      if (can(admin.role, permission)) return undefined;
      // Decision 0185: a refused attempt is an admin's action too, and the trail keeps it.
      await insertAuditRow(deps.db, {
        at: deps.clock(),
        adminId: subject.kind === 'admin' ? subject.adminId : null,
        adminEmail: admin.email,
        action: 'access-refused',
        detail: { call: `${request.method} ${request.routeOptions.url ?? request.url}`, permission, role: admin.role },
        ...auditClientOf(request),
      });
      throw roleRefusedError();
    }
    if (lookup.state === 'active') throw httpError(403, 'An admin session is needed.');
    throw httpError(401, 'Please log in as an admin to continue.');
  };
}

/** After `requireCardholder`: the signed-in cardholder's id, the cardholder of this request. */
export function cardholderIdOf(request: FastifyRequest): number {
  const { subject } = authenticatedSession(request);
  // The guard answered every other session: another kind here is a route without its guard, a bug (500).
  if (subject.kind !== 'cardholder') throw new Error('cardholder guard let another session through');
  return subject.cardholderId;
}

/** After `requireAdmin`: the signed-in admin's id. */
export function adminIdOf(request: FastifyRequest): number {
  return adminOf(request).id;
}

export interface SignedInAdmin {
  readonly id: number;
  readonly email: string;
  readonly role: AdminRole;
}

/** After `requireAdmin`: who the signed-in admin is, for the audit trail. */
export function adminOf(request: FastifyRequest): SignedInAdmin {
  const { subject, admin } = authenticatedSession(request);
  if (subject.kind !== 'admin' || admin === null) throw new Error('admin guard let another session through');
  return { id: subject.adminId, ...admin };
}

/** Who the page config says is signed in. */
export interface Viewer {
  readonly promoCode: string | null;
  readonly isAuthenticated: boolean;
  readonly isAdmin: boolean;
  readonly adminRole: AdminRole | null;
}

const ANONYMOUS: Viewer = { promoCode: null, isAuthenticated: false, isAdmin: false, adminRole: null };

/** What the page config tells the client (spec §2 "Logged in means the page config says authenticated"). */
export async function viewerOf(deps: SessionDeps, request: FastifyRequest): Promise<Viewer> {
  const lookup = await sessionOf(deps, request);
  if (lookup.state !== 'active') return ANONYMOUS;
  const { admin, promoCode } = lookup.session;
  // Decision: isAuthenticated is the cardholder's sign-in (it opens the cardholder screens); an admin is isAdmin.
  if (admin !== null) return { promoCode: null, isAuthenticated: false, isAdmin: true, adminRole: admin.role };
  return { promoCode, isAuthenticated: true, isAdmin: false, adminRole: null };
}

function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/** Decision 0232: HTTP 403 with its own status id, so the screen tells a role refusal from an ended session. */
function roleRefusedError(): Error & { statusCode: number; statusId: number } {
  return Object.assign(httpError(403, 'Not allowed for your role.'), { statusId: STATUS.adminRoleRefused });
}
