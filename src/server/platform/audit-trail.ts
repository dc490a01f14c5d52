import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../contract/admin-accounts';
import type { AppDeps } from '../app-deps';
import { auditClientOf, insertAuditRow } from './audit-trail.repository';
import { adminOf } from './sessions/session-guards';

// Decision 0121: every admin action leaves a row with the admin, the time, the client address (decision 0093's
// `request.ip`) and the user agent. Written after the action succeeded, before the answer leaves.

type Deps = Pick<AppDeps, 'db' | 'clock'>;

interface AuditExtra {
  readonly cardholderId?: number | null;
  readonly detail?: Readonly<Record<string, unknown>>;
}

/** After `requireAdmin`: the signed-in admin did `action`. */
export async function auditAdminAction(
  deps: Deps,
  request: FastifyRequest,
  action: AuditAction,
  extra: AuditExtra = {},
): Promise<void> {
  const admin = adminOf(request);
  await insertAuditRow(deps.db, {
    at: deps.clock(),
    adminId: admin.id,
    adminEmail: admin.email,
    action,
    ...extra,
    ...auditClientOf(request),
  });
}

/** Sign-in outcomes: no session yet, so the admin is who the e-mail names (null when it names nobody). */
export async function auditSignIn(
  deps: Deps,
  request: FastifyRequest,
  who: { readonly adminId: number | null; readonly email: string },
  action: AuditAction,
  detail: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  await insertAuditRow(deps.db, {
    at: deps.clock(),
    adminId: who.adminId,
    adminEmail: who.email.trim().toLowerCase(),
    action,
    detail,
    ...auditClientOf(request),
  });
}
