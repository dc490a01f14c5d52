import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { AUDIT_PAGE_SIZE, auditCall, auditDownloadCall } from '../../contract/admin-accounts';
import { dayKey } from '../../domain/dates';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { auditAdminAction } from '../platform/audit-trail';
import { csvDateTimeIn } from '../platform/csv/csv-format';
import { sendCsvFile } from '../platform/csv/csv-reply';
import { csvStream } from '../platform/csv/csv-writer';
import { requireAdmin } from '../platform/sessions/session-guards';
import { rangeInstants } from '../reports/day-range';
import {
  AUDIT_COLUMNS,
  type AuditFilters,
  auditCsvPages,
  countAuditRows,
  listAuditRows,
} from './admin-audit.repository';

// Decision 0121: owners read the audit trail, filtered by admin, action, cardholder and days (the campaign's
// calendar), paged on the server, and download it as CSV escaped like the other downloads (decision 0035).
// Reading it is itself an audited action.

type FilterQuery = z.infer<typeof auditDownloadCall.query>;

async function filtersOf(deps: AppDeps, query: FilterQuery): Promise<{ filters: AuditFilters; timeZone: string }> {
  const { timeZone } = await loadCampaignConfig(deps.db, deps.campaignId);
  const from = query.from && rangeInstants({ start: query.from, end: query.from }, timeZone).from;
  const until = query.to && rangeInstants({ start: query.to, end: query.to }, timeZone).until;
  const filters: AuditFilters = {
    ...(query.admin ? { adminEmail: query.admin } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.cardholder ? { promoCode: query.cardholder } : {}),
    ...(from ? { from } : {}),
    ...(until ? { until } : {}),
  };
  return { filters, timeZone };
}

export function adminAuditRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preValidation = requireAdmin(deps, 'readAudit');

    app.get(
      auditCall.fullPath,
      { preValidation, schema: { querystring: auditCall.query, response: { 200: auditCall.response } } },
      async (request, reply) => {
        const { page, ...query } = request.query;
        const { filters } = await filtersOf(deps, query);
        const [total, rows] = await Promise.all([
          countAuditRows(deps.db, filters),
          listAuditRows(deps.db, filters, page, AUDIT_PAGE_SIZE),
        ]);
        await auditAdminAction(deps, request, 'audit-read', { detail: { ...query, page } });
        reply.header('cache-control', 'no-store');
        const entries = rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          admin: row.adminEmail,
          action: row.action,
          cardholder: row.promoCode,
          detail: row.detail,
          clientAddress: row.clientAddress,
          userAgent: row.userAgent,
        }));
        return { status: { id: STATUS.success }, data: { entries, page, pageSize: AUDIT_PAGE_SIZE, total } };
      },
    );

    app.get(
      auditDownloadCall.fullPath,
      { preValidation, schema: { querystring: auditDownloadCall.query } },
      async (request, reply) => {
        const { filters, timeZone } = await filtersOf(deps, request.query);
        await auditAdminAction(deps, request, 'audit-download', { detail: { ...request.query } });
        const body = csvStream(AUDIT_COLUMNS, auditCsvPages(deps.db, filters, csvDateTimeIn(timeZone)));
        const filename = `audit-${dayKey(deps.clock(), timeZone)}.csv`;
        return sendCsvFile(reply, filename, body);
      },
    );
  };
}
