import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { adminChangeCall, adminCreateCall, adminListCall } from '../../contract/admin-accounts';
import { routePattern } from '../../contract/envelope';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { answerSchema } from '../platform/answer-schema';
import { auditAdminAction } from '../platform/audit-trail';
import { adminOf, requireAdmin } from '../platform/sessions/session-guards';
import { findAdminSummary, insertAdmin, listAdmins, setAdminDisabled, setAdminRole } from './admin-accounts.repository';
import { hashAdminPassword } from './admin-password';
import { resetSecondFactor } from './admin-second-factor.repository';

// Decision 0120: owners manage admins: create, change role, disable (and enable), reset a second factor. An owner
// changes other admins only, so the last owner can never lock every owner out. Each change is audited.

const AdminIdParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

const OWN_ACCOUNT_TEXT = 'You cannot change your own admin account here.';
const UNKNOWN_ADMIN_TEXT = 'No such admin.';

export function adminAccountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preValidation = requireAdmin(deps, 'manageAdmins');

    app.get(
      adminListCall.fullPath,
      { preValidation, schema: { response: { 200: adminListCall.response } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: { id: STATUS.success }, data: await listAdmins(deps.db) };
      },
    );

    app.post(
      adminCreateCall.fullPath,
      { preValidation, schema: { body: adminCreateCall.body, response: { 200: answerSchema(adminCreateCall) } } },
      async (request) => {
        const { email, password, role } = request.body;
        const passwordHash = await hashAdminPassword(password);
        const created = await insertAdmin(deps.db, { email, passwordHash, role }, deps.clock());
        if (created === undefined) {
          return {
            status: { id: STATUS.alreadyRegistered, message: 'An admin with this e-mail exists already.' },
            data: null,
          };
        }
        await auditAdminAction(deps, request, 'admin-created', { detail: { admin: created.email, role } });
        return { status: { id: STATUS.success }, data: created };
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
        if (target.id === adminOf(request).id) {
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
        } else if (body.change === 'disable' || body.change === 'enable') {
          await setAdminDisabled(deps.db, target.id, body.change === 'disable' ? now : null);
          await auditAdminAction(deps, request, body.change === 'disable' ? 'admin-disabled' : 'admin-enabled', {
            detail,
          });
        } else {
          await resetSecondFactor(deps.db, target.id);
          await auditAdminAction(deps, request, 'second-factor-reset', { detail });
        }
        return { status: { id: STATUS.success }, data: null };
      },
    );
  };
}
