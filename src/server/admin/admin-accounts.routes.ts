import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { adminChangeCall, adminCreateCall, adminListCall } from '../../contract/admin-accounts';
import { routePattern } from '../../contract/envelope';
import { IdSchema, queryInt } from '../../contract/primitives';
import { STATUS } from '../../domain/outcomes';
import { type AppDeps, publicOriginOf } from '../app-deps';
import { answerSchema } from '../platform/answer-schema';
import { auditAdminAction } from '../platform/audit-trail';
import { adminOf, requireAdmin } from '../platform/sessions/session-guards';
import { revokeAdminSessions } from '../platform/sessions/sessions.repository';
import { findAdminSummary, insertAdmin, listAdmins, setAdminDisabled, setAdminRole } from './admin-accounts.repository';
import { enrolmentUrl, issueEnrolmentToken } from './admin-enrolment-links';
import { hashAdminPassword } from './admin-password';
import { resetSecondFactor } from './admin-second-factor.repository';

// Decision 0120: owners manage admins: create, change role, disable (and enable), reset a second factor. An owner
// changes other admins only, so the last owner can never lock every owner out. Each change is audited. Decision
// 0184: a new admin, a reset and an admin not enrolled yet get a one-time enrolment link, answered to the owner
// once. Decision 0182: disabling an admin or resetting their second factor ends every session of theirs.

const AdminIdParamsSchema = z.object({ id: queryInt(IdSchema) });

const OWN_ACCOUNT_TEXT = 'You cannot change your own admin account here.';
const UNKNOWN_ADMIN_TEXT = 'No such admin.';
const ENROLLED_ALREADY_TEXT = 'This admin has a second factor already: reset it to issue a new enrolment link.';

export function adminAccountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preValidation = requireAdmin(deps, 'manageAdmins');

    app.get(
      adminListCall.fullPath,
      { preValidation, schema: { response: { 200: adminListCall.response } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const you = adminOf(request).id;
        const admins = await listAdmins(deps.db);
        return { status: { id: STATUS.success }, data: admins.map((admin) => ({ ...admin, you: admin.id === you })) };
      },
    );

    app.post(
      adminCreateCall.fullPath,
      { preValidation, schema: { body: adminCreateCall.body, response: { 200: answerSchema(adminCreateCall) } } },
      async (request) => {
        const { email, password, role } = request.body;
        const passwordHash = await hashAdminPassword(password);
        const owner = adminOf(request);
        const created = await deps.db.transaction().execute(async (trx) => {
          const admin = await insertAdmin(trx, { email, passwordHash, role }, deps.clock());
          if (admin === undefined) return undefined;
          return { admin, token: await issueEnrolmentToken(trx, admin.id, owner.id, deps.clock()) };
        });
        if (created === undefined) {
          return {
            status: { id: STATUS.alreadyRegistered, message: 'An admin with this e-mail exists already.' },
            data: null,
          };
        }
        await auditAdminAction(deps, request, 'admin-created', { detail: { admin: created.admin.email, role } });
        await auditAdminAction(deps, request, 'enrolment-link-issued', { detail: { admin: created.admin.email } });
        const enrolmentLink = enrolmentUrl(publicOriginOf(deps), created.token);
        return { status: { id: STATUS.success }, data: { ...created.admin, enrolmentLink } };
      },
    );

    app.post(
      routePattern(adminChangeCall),
      {
        preValidation,
        schema: {
          params: AdminIdParamsSchema,
          body: adminChangeCall.body,
          response: { 200: adminChangeCall.response },
        },
      },
      async (request) => {
        const target = await findAdminSummary(deps.db, request.params.id);
        if (target === undefined)
          return { status: { id: STATUS.notYetRegistered, message: UNKNOWN_ADMIN_TEXT }, data: null };
        const owner = adminOf(request);
        if (target.id === owner.id) {
          return { status: { id: STATUS.invalidToken, message: OWN_ACCOUNT_TEXT }, data: null };
        }
        const body = request.body;
        const now = deps.clock();
        const detail: Record<string, unknown> = { admin: target.email };
        if (body.change === 'role') {
          await setAdminRole(deps.db, target.id, body.role);
          await auditAdminAction(deps, request, 'admin-role-changed', {
            detail: { ...detail, before: target.role, after: body.role },
          });
          return { status: { id: STATUS.success }, data: null };
        }
        if (body.change === 'disable' || body.change === 'enable') {
          await deps.db.transaction().execute(async (trx) => {
            await setAdminDisabled(trx, target.id, body.change === 'disable' ? now : null);
            // Decision 0182: a disabled admin's sessions end for good; enabling revives none of them.
            if (body.change === 'disable') await revokeAdminSessions(trx, target.id, now);
          });
          await auditAdminAction(deps, request, body.change === 'disable' ? 'admin-disabled' : 'admin-enabled', {
            detail,
          });
          return { status: { id: STATUS.success }, data: null };
        }
        if (body.change === 'enrolment-link' && target.secondFactorEnrolled) {
          return { status: { id: STATUS.invalidToken, message: ENROLLED_ALREADY_TEXT }, data: null };
        }
        const token = await deps.db.transaction().execute(async (trx) => {
          if (body.change === 'reset-second-factor') {
            await resetSecondFactor(trx, target.id);
            // Decision 0182: whoever holds a session of the admin must sign in again, with the new factor.
            await revokeAdminSessions(trx, target.id, now);
          }
          return issueEnrolmentToken(trx, target.id, owner.id, now);
        });
        if (body.change === 'reset-second-factor')
          await auditAdminAction(deps, request, 'second-factor-reset', { detail });
        await auditAdminAction(deps, request, 'enrolment-link-issued', { detail });
        return { status: { id: STATUS.success }, data: { enrolmentLink: enrolmentUrl(publicOriginOf(deps), token) } };
      },
    );
  };
}
