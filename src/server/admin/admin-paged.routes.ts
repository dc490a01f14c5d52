import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCardholderSummaryCall, adminOrdersPageCall, adminTransactionsPageCall } from '../../contract/admin-paged';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { lookedUpCardholder, lookupExpired } from '../cardholders/lookup-token';
import { answerSchema } from '../platform/answer-schema';
import { auditAdminAction } from '../platform/audit-trail';
import { requireAdmin } from '../platform/sessions/session-guards';
import { pageEgcs, pageTransactions, qualifiedSpendOf } from './admin-paged.repository';
import { summaryOf } from './admin-summary.service';

// Decision 0143: the cardholder view's transactions and orders, paged and sorted by the server (decision 0235: the
// orders a row per eGC), and its summary (decision 0234). Same guard and audit action as the spec §7 calls they
// page (admin-lookup.ts): the admin session first (401/403), then the query.

export function adminPagedRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preValidation = requireAdmin(deps, 'view');

    app.get(
      adminTransactionsPageCall.fullPath,
      {
        preValidation,
        schema: {
          querystring: adminTransactionsPageCall.query,
          response: { 200: answerSchema(adminTransactionsPageCall) },
        },
      },
      async (request, reply) => {
        const { token, ...paging } = request.query;
        const cardholder = await lookedUpCardholder(deps, request, token);
        if (cardholder === undefined) return lookupExpired();
        const { timeZone } = await loadCampaignConfig(deps.db, deps.campaignId);
        const at = { now: deps.clock(), timeZone };
        const { rows, total } = await pageTransactions(
          deps.db,
          { cardholderId: cardholder.id, campaignId: deps.campaignId, at },
          paging,
        );
        const qualifiedSpend = await qualifiedSpendOf(deps.db, cardholder.id);
        await auditAdminAction(deps, request, 'view-transactions', { cardholderId: cardholder.id, detail: paging });
        reply.header('cache-control', 'no-store');
        const registeredAt = cardholder.registeredAt?.toISOString() ?? null;
        const page = { page: paging.page, pageSize: paging.pageSize };
        return { status: { id: STATUS.success }, data: { rows, total, ...page, registeredAt, qualifiedSpend } };
      },
    );

    app.get(
      adminOrdersPageCall.fullPath,
      {
        preValidation,
        schema: { querystring: adminOrdersPageCall.query, response: { 200: answerSchema(adminOrdersPageCall) } },
      },
      async (request, reply) => {
        const { token, ...paging } = request.query;
        const cardholder = await lookedUpCardholder(deps, request, token);
        if (cardholder === undefined) return lookupExpired();
        const { rows, total } = await pageEgcs(deps.db, cardholder.id, paging);
        await auditAdminAction(deps, request, 'view-orders', { cardholderId: cardholder.id, detail: paging });
        reply.header('cache-control', 'no-store');
        return { status: { id: STATUS.success }, data: { rows, total, page: paging.page, pageSize: paging.pageSize } };
      },
    );

    // Decision 0234: the summary at the top of the cardholder page; it counts as a look at the account's details.
    app.get(
      adminCardholderSummaryCall.fullPath,
      {
        preValidation,
        schema: {
          querystring: adminCardholderSummaryCall.query,
          response: { 200: answerSchema(adminCardholderSummaryCall) },
        },
      },
      async (request, reply) => {
        const cardholder = await lookedUpCardholder(deps, request, request.query.token);
        if (cardholder === undefined) return lookupExpired();
        const data = await summaryOf(deps, cardholder);
        await auditAdminAction(deps, request, 'view-summary', { cardholderId: cardholder.id });
        reply.header('cache-control', 'no-store');
        return { status: { id: STATUS.success }, data };
      },
    );
  };
}
