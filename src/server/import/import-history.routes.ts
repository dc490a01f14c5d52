import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  IMPORT_HISTORY_SIZE,
  type ImportRunEntry,
  importHistoryCall,
  importRejectedRowsCall,
} from '../../contract/admin-import';
import { routePattern } from '../../contract/envelope';
import { IdSchema, queryInt } from '../../contract/primitives';
import { dayKey } from '../../domain/dates';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { auditAdminAction } from '../platform/audit-trail';
import { sendCsvFile } from '../platform/csv/csv-reply';
import { requireAdmin } from '../platform/sessions/session-guards';
import { type ImportRunSummary, recentImportRuns, rejectedRowsFile } from './import-runs.repository';

// Decision 0241: the import screen lists the newest imports (the screen's and `npm run import`'s) with their counts,
// and offers each one's rejected rows as a CSV to fix and import again. Both need the import permission (owners);
// a download is audited.

const ImportIdParamsSchema = z.object({ id: queryInt(IdSchema) });

const NO_FILE_TEXT = 'This import has no rejected rows to download, or they are no longer kept.';

function entryOf(run: ImportRunSummary): ImportRunEntry {
  return {
    id: run.id,
    source: run.source,
    fileName: run.fileName,
    fileError: run.fileError,
    imported: run.imported,
    duplicates: run.duplicates,
    rejected: run.rejected,
    cardholders: run.cardholders,
    importedBy: run.importedBy,
    importedAt: run.createdAt.toISOString(),
    rejectedFile: run.hasRejectedFile,
  };
}

export function importHistoryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preValidation = requireAdmin(deps, 'importTransactions');

    app.get(
      importHistoryCall.fullPath,
      { preValidation, schema: { response: { 200: importHistoryCall.response } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const runs = await recentImportRuns(deps.db, IMPORT_HISTORY_SIZE);
        return { status: { id: STATUS.success }, data: { imports: runs.map(entryOf) } };
      },
    );

    app.get(
      routePattern(importRejectedRowsCall),
      { preValidation, schema: { params: ImportIdParamsSchema } },
      async (request, reply) => {
        const file = await rejectedRowsFile(deps.db, request.params.id);
        if (file === undefined) {
          return reply.code(404).send({ status: { id: 404, message: NO_FILE_TEXT }, data: null });
        }
        await auditAdminAction(deps, request, 'import-rejected-download', { detail: { importId: request.params.id } });
        const { timeZone } = await loadCampaignConfig(deps.db, deps.campaignId);
        const filename = `rejected-rows-${request.params.id}-${dayKey(file.createdAt, timeZone)}.csv`;
        return sendCsvFile(reply, filename, file.csv);
      },
    );
  };
}
