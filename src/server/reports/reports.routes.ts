import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePattern } from '../../contract/envelope';
import { generateReportCall, requestReportCall } from '../../contract/reports';
import { messageFor } from '../../domain/messages';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { auditAdminAction } from '../platform/audit-trail';
import { assertActiveCampaign, CampaignIdParamsSchema } from '../platform/campaign-id';
import { MINUTE_MS, perIpLimit } from '../platform/rate-limits';
import { adminIdOf, requireAdmin } from '../platform/sessions/session-guards';
import { queueReportJob } from './report-jobs.repository';

// spec §7 "Generate report" (and decision 0181's POST of it): queues a job (report-jobs.ts e-mails the CSV) and answers at once with spec §8's
// 'Successful: The report will be sent to your email within few minutes.'

interface ReportAsked {
  readonly startdate: string;
  readonly enddate: string;
  readonly typeid: number;
}

export function reportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const queue = async (request: FastifyRequest, asked: ReportAsked) => {
    // The contract refuses a range longer than decision 0036's year and a day (contract/reports.ts).
    const range = { start: asked.startdate, end: asked.enddate };
    const job = { adminId: adminIdOf(request), typeId: asked.typeid, ...range };
    await queueReportJob(deps.db, job, deps.clock());
    await auditAdminAction(deps, request, 'report-request', { detail: { typeId: asked.typeid, ...range } });
    return { status: { id: STATUS.success, message: messageFor('report', STATUS.success).text }, data: null };
  };
  const shared = { preValidation: requireAdmin(deps, 'report'), config: perIpLimit(30, MINUTE_MS) };

  return async (app) => {
    // The spec's GET, refused from another site's page by decision 0102's check (platform/same-origin.ts).
    app.get(
      routePattern(generateReportCall),
      {
        ...shared,
        schema: {
          params: CampaignIdParamsSchema,
          querystring: generateReportCall.query,
          response: { 200: generateReportCall.response },
        },
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        return queue(request, request.query);
      },
    );

    // Decision 0181: what the report screen sends.
    app.post(
      routePattern(requestReportCall),
      {
        ...shared,
        schema: {
          params: CampaignIdParamsSchema,
          body: requestReportCall.body,
          response: { 200: requestReportCall.response },
        },
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.id, request.body.id);
        return queue(request, request.body);
      },
    );
  };
}
