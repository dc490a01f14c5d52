import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrdersCall, adminTransactionsCall } from '../../contract/admin';
import { creditsCall, merchantCategoriesCall, ordersCall, transactionsCall } from '../../contract/cardholder';
import { routePattern } from '../../contract/envelope';
import {
  answerAdminOrders,
  answerAdminTransactions,
  guardByLookupToken,
  LookupQuerySchema,
} from '../admin/admin-lookup';
import type { AppDeps } from '../app-deps';
import { answerSchema } from '../auth/answer-schema';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { requireCardholder } from '../sessions/session-guards';
import { authenticatedSession } from '../sessions/session-lookup';
import {
  type CardholderRef,
  loadCategoryCounts,
  loadCredit,
  loadOrders,
  loadTransactions,
} from './cardholder-data.repository';

// spec §7 dashboard reads for the signed-in cardholder; status 1/-1 without a live session (requireCardholder).
// The path parameter is the campaign id; another campaign's id answers 400.
// spec §7: the admin transactions and orders calls share these two paths and add `?token=` (src/server/admin).

const ParamsSchema = z.object({
  id: z.coerce.number().int().optional(),
  campaignID: z.coerce.number().int().optional(),
});

export function cardholderDataRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = requireCardholder(deps);
    const assertCampaign = (params: z.infer<typeof ParamsSchema>) => {
      if ((params.id ?? params.campaignID) !== deps.campaignId) {
        throw Object.assign(new Error('Unknown campaign.'), { statusCode: 400 });
      }
    };

    async function cardholderOf(request: Parameters<typeof authenticatedSession>[0]): Promise<CardholderRef> {
      assertCampaign(request.params as z.infer<typeof ParamsSchema>);
      const { subject } = authenticatedSession(request);
      if (subject.kind !== 'cardholder') throw new Error('cardholder guard let another session through');
      const row = await deps.db
        .selectFrom('cardholders')
        .where('id', '=', subject.cardholderId)
        .select(['id', 'campaign_id', 'registered_at', 'card_type_id'])
        .executeTakeFirstOrThrow();
      return { id: row.id, campaignId: row.campaign_id, registeredAt: row.registered_at, cardTypeId: row.card_type_id };
    }

    app.post(
      routePattern(creditsCall),
      { preHandler, schema: { params: ParamsSchema, response: { 200: creditsCall.response } } },
      async (request) => {
        const cardholder = await cardholderOf(request);
        const config = await loadCampaignConfig(deps.db, deps.campaignId);
        const data = await loadCredit(deps.db, cardholder, {
          now: deps.clock(),
          timeZone: config.timeZone,
          redemptionEndsAt: config.settings.schedules.redemption.endDateTime,
        });
        return { status: { id: 0 }, data };
      },
    );

    const byToken = guardByLookupToken(deps);

    app.post(
      routePattern(transactionsCall),
      {
        ...byToken,
        schema: {
          params: ParamsSchema,
          querystring: LookupQuerySchema,
          response: { 200: answerSchema(adminTransactionsCall) },
        },
      },
      async (request) => {
        if (request.query.token !== undefined) {
          assertCampaign(request.params);
          return answerAdminTransactions(deps, request.query.token);
        }
        const cardholder = await cardholderOf(request);
        return { status: { id: 0 }, data: await loadTransactions(deps.db, cardholder.id, deps.clock()) };
      },
    );

    app.post(
      routePattern(ordersCall),
      {
        ...byToken,
        schema: {
          params: ParamsSchema,
          querystring: LookupQuerySchema,
          response: { 200: answerSchema(adminOrdersCall) },
        },
      },
      async (request) => {
        if (request.query.token !== undefined) {
          assertCampaign(request.params);
          return answerAdminOrders(deps, request.query.token);
        }
        const cardholder = await cardholderOf(request);
        return { status: { id: 0 }, data: await loadOrders(deps.db, cardholder.id, deps.clock()) };
      },
    );

    app.post(
      routePattern(merchantCategoriesCall),
      { preHandler, schema: { params: ParamsSchema, response: { 200: merchantCategoriesCall.response } } },
      async (request) => {
        const cardholder = await cardholderOf(request);
        const config = await loadCampaignConfig(deps.db, deps.campaignId);
        return { status: { id: 0 }, data: await loadCategoryCounts(deps.db, cardholder, config.timeZone) };
      },
    );
  };
}
