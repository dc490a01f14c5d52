import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrdersPageCall, adminTransactionsPageCall } from '../../contract/admin-paged';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { lookedUpCardholder, lookupExpired } from '../cardholders/lookup-token';
import { answerSchema } from '../platform/answer-schema';
import { auditAdminAction } from '../platform/audit-trail';
import { requireAdmin } from '../platform/sessions/session-guards';
import { pageOrders, pageTransactions, qualifiedSpendOf } from './admin-paged.repository';

// Decision 0143: the cardholder view's transactions and orders, paged and sorted by the server. Same guard and
// audit action as the spec §7 calls they page (admin-lookup.ts): the admin session first (401/403), then the query.

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
        const { rows, total } = await pageTransactions(deps.db, cardholder.id, { now: deps.clock(), timeZone }, paging);
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
        const { timeZone } = await loadCampaignConfig(deps.db, deps.campaignId);
        const { rows, total } = await pageOrders(deps.db, cardholder.id, { now: deps.clock(), timeZone }, paging);
        await auditAdminAction(deps, request, 'view-orders', { cardholderId: cardholder.id, detail: paging });
        reply.header('cache-control', 'no-store');
        return { status: { id: STATUS.success }, data: { rows, total, page: paging.page, pageSize: paging.pageSize } };
      },
    );
  };
}
