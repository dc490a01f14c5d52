import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePattern } from '../../contract/envelope';
import { generateReportCall, requestReportCall } from '../../contract/reports';
import { messageFor } from '../../domain/messages';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { auditAdminAction } from '../platform/audit-trail';
import { assertActiveCampaign, CampaignIdParamsSchema } from '../platform/campaign-id';
import { BadRequestError } from '../platform/error-handler';
import { MINUTE_MS, perIpLimit } from '../platform/rate-limits';
import { adminIdOf, requireAdmin } from '../platform/sessions/session-guards';
import { dayCount } from './day-range';
import { queueReportJob } from './report-jobs.repository';

// spec §7 "Generate report" (and decision 0181's POST of it): queues a job (report-jobs.ts e-mails the CSV) and answers at once with spec §8's
// 'Successful: The report will be sent to your email within few minutes.'

/** Decision 0036: a report covers at most 366 days, so one request cannot build an unbounded file. */
const MAX_REPORT_DAYS = 366;

interface ReportAsked {
  readonly startdate: string;
  readonly enddate: string;
  readonly typeid: number;
}

export function reportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const queue = async (request: FastifyRequest, asked: ReportAsked) => {
    const range = { start: asked.startdate, end: asked.enddate };
    if (dayCount(range) > MAX_REPORT_DAYS) {
      throw new BadRequestError(`A report may cover at most ${MAX_REPORT_DAYS} days.`);
    }
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
