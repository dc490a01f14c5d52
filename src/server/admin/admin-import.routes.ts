import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminImportCall,
  adminImportPreviewCall,
  IMPORT_BODY_LIMIT,
  type ImportReport,
} from '../../contract/admin-import';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { recordImportRun } from '../import/import-runs.repository';
import { type ImportPreview, importTransactions, previewTransactions } from '../import/import-transactions.service';
import { readCsvRows } from '../import/read-csv-rows';
import { readJsonRows } from '../import/read-json-rows';
import { rejectedRowsCsv } from '../import/rejected-rows';
import { ImportFileError, type ParsedFile } from '../import/source-rows';
import { auditAdminAction } from '../platform/audit-trail';
import { adminIdOf, requireAdmin } from '../platform/sessions/session-guards';

// Decision 0144: the CLI's import from the admin screens, through the same readers and the same service. The
// preview writes nothing but its audit row (decision 0185); both are audited with their counts. Both take a bounded body (decision
// 0103): the default 4 kB would refuse any real file, and more than 2 MB is refused with 413 unread. Only an
// owner's session gets its body read at all.

type Body = (typeof adminImportCall)['body']['_zod']['output'];

const NOTHING_READ: Omit<ImportReport, 'fileError'> = {
  imported: 0,
  duplicatesInDatabase: 0,
  duplicatesInFile: 0,
  duplicates: [],
  rejected: [],
  cardholders: 0,
  bonusRecordsCreated: null,
};

/** The file's rows, or why the file as a whole cannot be read (the CLI's "Nothing was imported"). */
function readFile({ format, content }: Body): ParsedFile | string {
  try {
    const bytes = Buffer.from(content, 'utf8');
    return format === 'csv' ? readCsvRows(bytes) : readJsonRows(bytes);
  } catch (error) {
    if (error instanceof ImportFileError) return error.message;
    throw error;
  }
}

function reportOf(summary: ImportPreview, bonusRecordsCreated: number | null): ImportReport {
  return {
    fileError: null,
    imported: summary.imported,
    duplicatesInDatabase: summary.duplicatesInDatabase,
    duplicatesInFile: summary.duplicatesInFile,
    duplicates: [...summary.duplicates],
    rejected: summary.badRows.map(({ line, reason }) => ({ line, reason })),
    cardholders: summary.cardholderIds.length,
    bonusRecordsCreated,
  };
}

/** What the trail keeps of an import or its preview: the counts, never the file. */
const auditDetail = (body: Body, report: ImportReport) => ({
  format: body.format,
  fileError: report.fileError,
  imported: report.imported,
  duplicates: report.duplicatesInDatabase + report.duplicatesInFile,
  rejected: report.rejected.length,
  bonusRecordsCreated: report.bonusRecordsCreated,
});

export function adminImportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const ownerOnly = requireAdmin(deps, 'importTransactions');
    const options = {
      // The guard runs before the body is read, not after it is parsed: a stranger's 2 MB is refused unread, so
      // the largest body the app takes costs an anonymous caller nothing (decision 0103, tests/security).
      preParsing: async (request: FastifyRequest, reply: FastifyReply, payload: RequestPayload) => {
        await ownerOnly(request, reply);
        return payload;
      },
      bodyLimit: IMPORT_BODY_LIMIT,
    };

    app.post(
      adminImportPreviewCall.fullPath,
      { ...options, schema: { body: adminImportPreviewCall.body, response: { 200: adminImportPreviewCall.response } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const file = readFile(request.body);
        const report =
          typeof file === 'string'
            ? { ...NOTHING_READ, fileError: file }
            : reportOf(await previewTransactions(deps.db, file, { campaignId: deps.campaignId }), null);
        // Decision 0185: a preview reads every listed cardholder's references, so it is audited like the import.
        await auditAdminAction(deps, request, 'import-preview', { detail: auditDetail(request.body, report) });
        return { status: { id: STATUS.success }, data: report };
      },
    );

    app.post(
      adminImportCall.fullPath,
      { ...options, schema: { body: adminImportCall.body, response: { 200: adminImportCall.response } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const file = readFile(request.body);
        const report =
          typeof file === 'string'
            ? { ...NOTHING_READ, fileError: file }
            : await importTransactions(deps.db, file, { campaignId: deps.campaignId, now: deps.clock() }).then(
                (summary) => reportOf(summary, summary.bonus.created),
              );
        // Decision 0241: the import screen's history, with the rejected rows as a file.
        await recordImportRun(
          deps.db,
          {
            adminId: adminIdOf(request),
            source: 'screen',
            fileName: request.body.name ?? null,
            fileError: report.fileError,
            imported: report.imported,
            duplicates: report.duplicatesInDatabase + report.duplicatesInFile,
            rejected: report.rejected.length,
            cardholders: report.cardholders,
            rejectedCsv: typeof file === 'string' ? null : rejectedRowsCsv(file, report.rejected),
          },
          deps.clock(),
        );
        await auditAdminAction(deps, request, 'import-transactions', { detail: auditDetail(request.body, report) });
        return { status: { id: STATUS.success }, data: report };
      },
    );
  };
}
