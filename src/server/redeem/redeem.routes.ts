import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePattern } from '../../contract/envelope';
import { bonusRedeemCall, redeemCall, resendCall } from '../../contract/redeem';
import { type AppDeps, contactCoolingOffMsOf } from '../app-deps';
import { assertActiveCampaign, CampaignIdParamsSchema } from '../platform/campaign-id';
import { cardholderCall, ORDER_CALL_LIMITS } from '../platform/cardholder-call-limits';
import { countRedemption, type RedemptionKind, type RedemptionOutcome } from '../platform/metrics/portal-metrics';
import { cardholderIdOf } from '../platform/sessions/session-guards';
import { handleBonusRedeem } from './bonus-redeem.handler';
import { IDEMPOTENCY_MISMATCH, idempotencyKeyOf } from './idempotency';
import { handleMainRedeem, handleResend, type RedeemDecision } from './redeem.handler';

// spec §7 main redeem, bonus redeem and resend; thin: the handlers run them once (decision 0027), the services
// hold the rules.

const redeemAnswer = (outcome: { statusId: number; orderID: number | null }) => ({
  status: { id: outcome.statusId },
  data: outcome.orderID === null ? null : { orderID: outcome.orderID },
});

/** Decision 0220: every answered redemption call, counted by kind and outcome. */
function count(kind: RedemptionKind, answer: { statusId: number; replayed: boolean } | 'mismatch'): void {
  let outcome: RedemptionOutcome = 'key_mismatch';
  if (answer !== 'mismatch') outcome = answer.replayed ? 'replayed' : answer.statusId === 0 ? 'success' : 'refused';
  countRedemption(kind, outcome);
}

const countDecision = (kind: RedemptionKind, decision: RedeemDecision) =>
  count(kind, decision.kind === 'idempotencyMismatch' ? 'mismatch' : decision);

/** Decision 0103: MAX_REWARD_ITEMS rewards of about 70 bytes each, with room for spaces. */
const REDEEM_BODY_LIMIT = 16 * 1024;

export function redeemRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guarded = cardholderCall(deps, ORDER_CALL_LIMITS);

    app.post(
      routePattern(redeemCall),
      { ...guarded, bodyLimit: REDEEM_BODY_LIMIT, schema: { params: CampaignIdParamsSchema, body: redeemCall.body } },
      async (request, reply) => {
        assertActiveCampaign(deps.campaignId, request.params.id, request.body.id);
        const outcome = await handleMainRedeem(deps.db, {
          cardholderId: cardholderIdOf(request),
          campaignId: deps.campaignId,
          rewards: request.body.rewards,
          idempotencyKey: idempotencyKeyOf(request.headers),
          now: deps.clock(),
          egcCodeKeys: deps.egcCodeKeys,
        });
        countDecision('main', outcome);
        if (outcome.kind === 'idempotencyMismatch') return reply.status(422).send(IDEMPOTENCY_MISMATCH);
        return redeemAnswer(outcome);
      },
    );

    app.post(
      routePattern(bonusRedeemCall),
      { ...guarded, schema: { params: CampaignIdParamsSchema, body: bonusRedeemCall.body } },
      async (request, reply) => {
        assertActiveCampaign(deps.campaignId, request.params.id, request.body.id);
        const outcome = await handleBonusRedeem(deps.db, {
          cardholderId: cardholderIdOf(request),
          campaignId: deps.campaignId,
          token: request.body.token,
          rewards: request.body.rewards,
          idempotencyKey: idempotencyKeyOf(request.headers),
          now: deps.clock(),
          egcCodeKeys: deps.egcCodeKeys,
        });
        countDecision('bonus', outcome);
        if (outcome.kind === 'idempotencyMismatch') return reply.status(422).send(IDEMPOTENCY_MISMATCH);
        return redeemAnswer(outcome);
      },
    );

    app.post(
      routePattern(resendCall),
      { ...guarded, schema: { params: CampaignIdParamsSchema, querystring: resendCall.query } },
      async (request, reply) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        const result = await handleResend(deps.db, {
          cardholderId: cardholderIdOf(request),
          campaignId: deps.campaignId,
          orderId: request.query.orderID,
          idempotencyKey: idempotencyKeyOf(request.headers),
          now: deps.clock(),
          egcCodeKeys: deps.egcCodeKeys,
          // Decision 0188: the cardholder's own resend waits out the cooling-off after a contact change.
          coolingOffMs: contactCoolingOffMsOf(deps),
        });
        // An order not the cardholder's is a refusal (404).
        count(
          'resend',
          result.kind === 'mismatch'
            ? 'mismatch'
            : { statusId: result.response.found ? result.response.statusId : 404, replayed: result.kind === 'replay' },
        );
        if (result.kind === 'mismatch') return reply.status(422).send(IDEMPOTENCY_MISMATCH);
        if (!result.response.found) {
          return reply.status(404).send({ status: { id: 404, message: 'No such order.' }, data: null });
        }
        return { status: { id: result.response.statusId }, data: null };
      },
    );
  };
}
