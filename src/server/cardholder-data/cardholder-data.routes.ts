import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrdersCall, adminTransactionsCall } from '../../contract/admin';
import { creditsCall, merchantCategoriesCall, ordersCall, transactionsCall } from '../../contract/cardholder';
import { routePattern } from '../../contract/envelope';
import { egcsCall } from '../../contract/wallet';
import type { AppDeps } from '../app-deps';
import { answerSchema } from '../platform/answer-schema';
import { assertActiveCampaign, CampaignIDParamsSchema, CampaignIdParamsSchema } from '../platform/campaign-id';
import { cardholderReadCall, DATA_CALL_LIMITS } from '../platform/cardholder-call-limits';
import { answerUnchangedWith304 } from '../platform/etag';
import { answerAdminOrders, answerAdminTransactions, guardByLookupToken, LookupQuerySchema } from './admin-lookup';
import { categoriesRead, creditRead, ordersRead, transactionsRead } from './cardholder-data.repository';
import { walletRead } from './egc-wallet.repository';

// spec §7 dashboard reads for the signed-in cardholder, and the wallet's eGCs (decision 0080); status 1/-1 without a live session (requireCardholder).
// The path parameter is the campaign id; another campaign's id answers 400.
// spec §7: the admin transactions and orders calls share these two paths and add `?token=` (admin-lookup.ts).

export function cardholderDataRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Decision 0193: each read is one statement with its session read and its limits counted (cardholderReadCall).
    const at = () => ({ now: deps.clock(), campaignId: deps.campaignId });
    const credits = cardholderReadCall(deps, DATA_CALL_LIMITS, () => creditRead(at()));
    const transactions = cardholderReadCall(deps, DATA_CALL_LIMITS, () => transactionsRead(deps.clock()));
    const orders = cardholderReadCall(deps, DATA_CALL_LIMITS, () => ordersRead(at()));
    const categories = cardholderReadCall(deps, DATA_CALL_LIMITS, () => categoriesRead(deps.campaignId));
    const wallet = cardholderReadCall(deps, DATA_CALL_LIMITS, () => walletRead(deps.egcCodeKeys));
    // Home's reads answer 304 to a refetch of unchanged data (decision 0192, etag.ts).
    const onSend = answerUnchangedWith304;

    app.post(
      routePattern(creditsCall),
      {
        preValidation: credits.preValidation,
        onSend,
        schema: { params: CampaignIDParamsSchema, response: { 200: creditsCall.response } },
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.campaignID);
        return { status: { id: 0 }, data: credits.answerOf(request) };
      },
    );

    app.post(
      routePattern(transactionsCall),
      {
        ...guardByLookupToken(deps, transactions.preValidation),
        onSend,
        schema: {
          params: CampaignIDParamsSchema,
          querystring: LookupQuerySchema,
          response: { 200: answerSchema(adminTransactionsCall) },
        },
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.campaignID);
        if (request.query.token !== undefined) return answerAdminTransactions(deps, request, request.query.token);
        return { status: { id: 0 }, data: transactions.answerOf(request) };
      },
    );

    app.post(
      routePattern(ordersCall),
      {
        ...guardByLookupToken(deps, orders.preValidation),
        onSend,
        schema: {
          params: CampaignIdParamsSchema,
          querystring: LookupQuerySchema,
          response: { 200: answerSchema(adminOrdersCall) },
        },
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        if (request.query.token !== undefined) return answerAdminOrders(deps, request, request.query.token);
        return { status: { id: 0 }, data: orders.answerOf(request) };
      },
    );

    // Decision 0080: the wallet's codes, to their signed-in owner only; no look-up-token reading, and never kept by a
    // browser's or a proxy's HTTP cache.
    app.post(
      routePattern(egcsCall),
      // Not tagged: the codes are never kept, by an HTTP cache or the app's own (no-store).
      {
        preValidation: wallet.preValidation,
        schema: { params: CampaignIdParamsSchema, response: { 200: egcsCall.response } },
      },
      async (request, reply) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        reply.header('Cache-Control', 'no-store');
        return { status: { id: 0 }, data: wallet.answerOf(request) };
      },
    );

    app.post(
      routePattern(merchantCategoriesCall),
      {
        preValidation: categories.preValidation,
        onSend,
        schema: { params: CampaignIdParamsSchema, response: { 200: merchantCategoriesCall.response } },
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        return { status: { id: 0 }, data: categories.answerOf(request) };
      },
    );
  };
}
