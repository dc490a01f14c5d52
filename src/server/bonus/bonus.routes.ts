import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePattern } from '../../contract/envelope';
import { bonusRedeemCall } from '../../contract/redeem';
import type { AppDeps } from '../app-deps';
import { IDEMPOTENCY_MISMATCH, idempotencyKeyOf } from '../redeem/idempotency-key';
import { assertActiveCampaign, CampaignIdParamsSchema } from '../registration/campaign-id';
import { requireCardholder } from '../sessions/session-guards';
import { authenticatedSession } from '../sessions/session-lookup';
import { handleBonusRedeem } from './bonus-redeem.handler';

// spec §7 bonus redeem (POST /redeem/v2/bonus/{id}); thin: the service holds the rules.

/** The same reading of the header as the main redeem (decision 11). */
export function bonusRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      routePattern(bonusRedeemCall),
      { preHandler: requireCardholder(deps), schema: { params: CampaignIdParamsSchema, body: bonusRedeemCall.body } },
      async (request, reply) => {
        assertActiveCampaign(deps.campaignId, request.params.id, request.body.id);
        const { subject } = authenticatedSession(request);
        if (subject.kind !== 'cardholder') throw new Error('cardholder guard let another session through');
        const outcome = await handleBonusRedeem(deps.db, {
          cardholderId: subject.cardholderId,
          campaignId: deps.campaignId,
          token: request.body.token,
          rewards: request.body.rewards,
          idempotencyKey: idempotencyKeyOf(request.headers),
          now: deps.clock(),
        });
        if (outcome.kind === 'idempotencyMismatch') {
          return reply.status(422).send(IDEMPOTENCY_MISMATCH);
        }
        return {
          status: { id: outcome.statusId },
          data: outcome.orderID === null ? null : { orderID: outcome.orderID },
        };
      },
    );
  };
}
