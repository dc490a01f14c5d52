import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFindCall } from '../../contract/admin-find';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { auditAdminAction } from '../platform/audit-trail';
import { requireAdmin } from '../platform/sessions/session-guards';
import { findTarget } from './admin-find';
import { findCardholders } from './admin-find.repository';

// Decision 0142: search by mobile number, e-mail, an order's reference or an eGC code's last four, with the
// same permission as the spec's search. The answer names cardholders: no-store, and audited as a look-up
// (decision 0121) with what was searched and how many matched.

export function adminFindRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      adminFindCall.fullPath,
      {
        preValidation: requireAdmin(deps, 'search'),
        schema: { querystring: adminFindCall.query, response: { 200: adminFindCall.response } },
      },
      async (request, reply) => {
        const { by, value } = request.query;
        const found = await findCardholders(deps.db, deps.campaignId, findTarget(by, value));
        const detail = { searchedBy: by, searched: value, matches: found.matches.length, more: found.more };
        await auditAdminAction(deps, request, 'look-up', { detail });
        reply.header('cache-control', 'no-store');
        return { status: { id: STATUS.success }, data: found };
      },
    );
  };
}
