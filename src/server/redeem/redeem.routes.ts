import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePattern } from '../../contract/envelope';
import { redeemCall, resendCall } from '../../contract/redeem';
import type { AppDeps } from '../app-deps';
import { assertActiveCampaign, CampaignIdParamsSchema } from '../registration/campaign-id';
import { requireCardholder } from '../sessions/session-guards';
import { authenticatedSession } from '../sessions/session-lookup';
import { runIdempotent } from './idempotency';
import { IDEMPOTENCY_MISMATCH, idempotencyKeyOf } from './idempotency-key';
import { handleMainRedeem } from './redeem.handler';
import { resendOrder } from './resend.service';

// spec §7 main redeem and resend; thin: the services hold the rules.

export function redeemRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = requireCardholder(deps);

    app.post(
      routePattern(redeemCall),
      { preHandler, schema: { params: CampaignIdParamsSchema, body: redeemCall.body } },
      async (request, reply) => {
        assertActiveCampaign(deps.campaignId, request.params.id, request.body.id);
        const { subject } = authenticatedSession(request);
        if (subject.kind !== 'cardholder') throw new Error('cardholder guard let another session through');
        const outcome = await handleMainRedeem(deps.db, {
          cardholderId: subject.cardholderId,
          campaignId: deps.campaignId,
          rewards: request.body.rewards,
          idempotencyKey: idempotencyKeyOf(request.headers),
          now: deps.clock(),
        });
        if (outcome.kind === 'idempotencyMismatch') return reply.status(422).send(IDEMPOTENCY_MISMATCH);
        return {
          status: { id: outcome.statusId },
          data: outcome.orderID === null ? null : { orderID: outcome.orderID },
        };
      },
    );

    app.post(
      routePattern(resendCall),
      { preHandler, schema: { params: CampaignIdParamsSchema, querystring: resendCall.query } },
      async (request, reply) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        const { subject } = authenticatedSession(request);
        if (subject.kind !== 'cardholder') throw new Error('cardholder guard let another session through');
        const key = idempotencyKeyOf(request.headers);
        const input = {
          cardholderId: subject.cardholderId,
          campaignId: deps.campaignId,
          orderId: request.query.orderID,
          now: deps.clock(),
        };
        const scope =
          key === null
            ? null
            : { subject: `cardholder:${subject.cardholderId}`, key, route: 'resend', request: input.orderId };
        const result = await deps.db
          .transaction()
          .execute((trx) => runIdempotent(trx, scope, () => resendOrder(trx, input)));
        if (result.kind === 'mismatch') return reply.status(422).send(IDEMPOTENCY_MISMATCH);
        if (!result.response.found) {
          return reply.status(404).send({ status: { id: 404, message: 'No such order.' }, data: null });
        }
        return { status: { id: result.response.statusId }, data: null };
      },
    );
  };
}
