import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewCall } from '../../contract/admin-overview';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { requireAdmin } from '../platform/sessions/session-guards';
import { buildOverview } from './admin-overview.service';

// Decision 0140: the campaign at a glance, for every role that may view (decision 0120). Counts only, no
// cardholder's data, so reading it is not an audited action; still no-store like every admin answer.

export function adminOverviewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      adminOverviewCall.fullPath,
      {
        preValidation: requireAdmin(deps, 'view'),
        schema: { querystring: adminOverviewCall.query, response: { 200: adminOverviewCall.response } },
      },
      async (request, reply) => {
        const config = await loadCampaignConfig(deps.db, deps.campaignId);
        const data = await buildOverview(deps, config, request.query);
        reply.header('cache-control', 'no-store');
        return { status: { id: STATUS.success }, data };
      },
    );
  };
}
