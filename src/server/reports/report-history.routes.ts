import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { routePattern } from '../../contract/envelope';
import { IdSchema, queryInt } from '../../contract/primitives';
import {
  downloadReportCall,
  REPORT_HISTORY_SIZE,
  type ReportHistoryEntry,
  reportHistoryCall,
} from '../../contract/reports';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { auditAdminAction } from '../platform/audit-trail';
import { sendCsvFile } from '../platform/csv/csv-reply';
import { requireAdmin } from '../platform/sessions/session-guards';
import { type ReportJobSummary, recentReportJobs, reportFile } from './report-jobs.repository';
import { reportFileName, reportTypeOf } from './report-types';

// Decision 0240: the report screen lists the newest reports asked for (by any admin: the team shares the work) and
// offers each finished one's file, the CSV its e-mail carried, so an admin need not search their mailbox for it.
// Both need the report permission; a download is audited.

const ReportIdParamsSchema = z.object({ id: queryInt(IdSchema) });

const NO_FILE_TEXT = 'This report has no file to download: it is not finished, it failed, or it is no longer kept.';

function entryOf(job: ReportJobSummary): ReportHistoryEntry {
  return {
    id: job.id,
    typeId: job.typeId,
    typeLabel: reportTypeOf(job.typeId)?.label ?? String(job.typeId),
    startDate: job.start,
    endDate: job.end,
    status: job.status,
    error: job.error,
    requestedBy: job.requestedBy,
    requestedAt: job.requestedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    downloadable: job.hasFile,
  };
}

export function reportHistoryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preValidation = requireAdmin(deps, 'report');

    app.get(
      reportHistoryCall.fullPath,
      { preValidation, schema: { response: { 200: reportHistoryCall.response } } },
      async () => {
        const jobs = await recentReportJobs(deps.db, REPORT_HISTORY_SIZE);
        return { status: { id: STATUS.success }, data: { reports: jobs.map(entryOf) } };
      },
    );

    app.get(
      routePattern(downloadReportCall),
      { preValidation, schema: { params: ReportIdParamsSchema } },
      async (request, reply) => {
        const file = await reportFile(deps.db, request.params.id);
        const type = file && reportTypeOf(file.typeId);
        if (file === undefined || type === undefined) {
          return reply.code(404).send({ status: { id: 404, message: NO_FILE_TEXT }, data: null });
        }
        await auditAdminAction(deps, request, 'report-download', {
          detail: { reportId: request.params.id, typeId: file.typeId, start: file.start, end: file.end },
        });
        return sendCsvFile(reply, reportFileName(type, file), file.csv);
      },
    );
  };
}
