import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrdersCall, adminTransactionsCall } from '../../contract/admin';
import { creditsCall, merchantCategoriesCall, ordersCall, transactionsCall } from '../../contract/cardholder';
import { routePattern } from '../../contract/envelope';
import { egcsCall } from '../../contract/wallet';
import type { AppDeps } from '../app-deps';
import { loadOwnEgcs } from '../orders/orders.repository';
import { answerSchema } from '../platform/answer-schema';
import { assertActiveCampaign, CampaignIDParamsSchema, CampaignIdParamsSchema } from '../platform/campaign-id';
import { cardholderCall, DATA_CALL_LIMITS } from '../platform/cardholder-call-limits';
import { answerUnchangedWith304 } from '../platform/etag';
import { cardholderIdOf } from '../platform/sessions/session-guards';
import { answerAdminOrders, answerAdminTransactions, guardByLookupToken, LookupQuerySchema } from './admin-lookup';
import {
  loadCardholderRef,
  loadCategoryCounts,
  loadCredit,
  loadOrders,
  loadTransactions,
} from './cardholder-data.repository';

// spec §7 dashboard reads for the signed-in cardholder, and the wallet's eGCs (decision 0080); status 1/-1 without a live session (requireCardholder).
// The path parameter is the campaign id; another campaign's id answers 400.
// spec §7: the admin transactions and orders calls share these two paths and add `?token=` (admin-lookup.ts).

export function cardholderDataRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Home's reads answer 304 to a refetch of unchanged data (decision 0190, etag.ts).
    const guarded = { ...cardholderCall(deps, DATA_CALL_LIMITS), onSend: answerUnchangedWith304 };

    app.post(
      routePattern(creditsCall),
      { ...guarded, schema: { params: CampaignIDParamsSchema, response: { 200: creditsCall.response } } },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.campaignID);
        const data = await loadCredit(deps.db, cardholderIdOf(request), {
          now: deps.clock(),
          campaignId: deps.campaignId,
        });
        return { status: { id: 0 }, data };
      },
    );

    const byToken = { ...guardByLookupToken(deps), onSend: answerUnchangedWith304 };

    app.post(
      routePattern(transactionsCall),
      {
        ...byToken,
        schema: {
          params: CampaignIDParamsSchema,
          querystring: LookupQuerySchema,
          response: { 200: answerSchema(adminTransactionsCall) },
        },
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.campaignID);
        if (request.query.token !== undefined) return answerAdminTransactions(deps, request, request.query.token);
        return {
          status: { id: 0 },
          data: await loadTransactions(deps.db, cardholderIdOf(request), {
            now: deps.clock(),
            campaignId: deps.campaignId,
          }),
        };
      },
    );

    app.post(
      routePattern(ordersCall),
      {
        ...byToken,
        schema: {
          params: CampaignIdParamsSchema,
          querystring: LookupQuerySchema,
          response: { 200: answerSchema(adminOrdersCall) },
        },
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        if (request.query.token !== undefined) return answerAdminOrders(deps, request, request.query.token);
        const at = { now: deps.clock(), campaignId: deps.campaignId };
        return { status: { id: 0 }, data: await loadOrders(deps.db, cardholderIdOf(request), at) };
      },
    );

    // Decision 0080: the wallet's codes, to their signed-in owner only; no look-up-token reading, and never kept by a
    // browser's or a proxy's HTTP cache.
    app.post(
      routePattern(egcsCall),
      // Not tagged: the codes are never kept, by an HTTP cache or the app's own (no-store).
      {
        preValidation: guarded.preValidation,
        schema: { params: CampaignIdParamsSchema, response: { 200: egcsCall.response } },
      },
      async (request, reply) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        reply.header('Cache-Control', 'no-store');
        return { status: { id: 0 }, data: await loadOwnEgcs(deps.db, deps.egcCodeKeys, cardholderIdOf(request)) };
      },
    );

    app.post(
      routePattern(merchantCategoriesCall),
      { ...guarded, schema: { params: CampaignIdParamsSchema, response: { 200: merchantCategoriesCall.response } } },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        const { cardholder, config } = await loadCardholderRef(deps.db, cardholderIdOf(request), deps.campaignId);
        return { status: { id: 0 }, data: await loadCategoryCounts(deps.db, cardholder, config.timeZone) };
      },
    );
  };
}
