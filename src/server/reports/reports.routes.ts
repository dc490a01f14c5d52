import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePattern } from '../../contract/envelope';
import { generateReportCall } from '../../contract/reports';
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

// spec §7 "Generate report": queues a job (report-jobs.ts e-mails the CSV) and answers at once with spec §8's
// 'Successful: The report will be sent to your email within few minutes.'

/** Decision 0012: a report covers at most 366 days, so one request cannot build an unbounded file. */
const MAX_REPORT_DAYS = 366;

export function reportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      routePattern(generateReportCall),
      {
        preValidation: requireAdmin(deps, 'report'),
        schema: {
          params: CampaignIdParamsSchema,
          querystring: generateReportCall.query,
          response: { 200: generateReportCall.response },
        },
        config: perIpLimit(30, MINUTE_MS),
      },
      async (request) => {
        const { params, query } = request;
        assertActiveCampaign(deps.campaignId, params.id);
        const range = { start: query.startdate, end: query.enddate };
        if (dayCount(range) > MAX_REPORT_DAYS) {
          throw new BadRequestError(`A report may cover at most ${MAX_REPORT_DAYS} days.`);
        }
        const job = { adminId: adminIdOf(request), typeId: query.typeid, ...range };
        await queueReportJob(deps.db, job, deps.clock());
        await auditAdminAction(deps, request, 'report-request', { detail: { typeId: query.typeid, ...range } });
        return { status: { id: STATUS.success, message: messageFor('report', STATUS.success).text }, data: null };
      },
    );
  };
}
