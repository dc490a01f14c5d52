import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { campaignInquireCall, inquireCodeCall, registerCall } from '../../contract/auth';
import { routePattern } from '../../contract/envelope';
import { text } from '../../contract/primitives';
import { messageFor } from '../../domain/messages';
import { normalisePromoCode } from '../../domain/validation';
import { type AppDeps, publicOriginOf } from '../app-deps';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { answerSchema } from '../platform/answer-schema';
import { assertActiveCampaign, CampaignIdParamsSchema } from '../platform/campaign-id';
import { BadRequestError } from '../platform/error-handler';
import { codeFromBody, codeFromQuery, HOUR_MS, MINUTE_MS, perCodeLimit, perIpLimit } from '../platform/rate-limits';
import {
  inquirePromoCode,
  inquiryData,
  inquiryStatusId,
  isRedemptionOpen,
  isRegistrationOpen,
  type RegistrationContext,
  registerPromoCode,
  registerStatusId,
} from './registration.service';

// docs/product/04-states-and-rules.md "Register result": 4249 is the answer for a malformed code, so the register
// body takes any short string as the code and the service decides; the other calls keep the contract's
// 8-word-character rule (400).
const RegisterBodySchema = z.extend(registerCall.body, { vouchercode: text(z.maxLength(64)) });

export function registrationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const now = () => deps.clock().getTime();
  const contextNow = (): RegistrationContext => ({
    db: deps.db,
    campaignId: deps.campaignId,
    now: deps.clock(),
    validationDelayMs: deps.registrationValidationDelayMs,
    confirmation: { keys: deps.keys(), origin: publicOriginOf(deps) },
  });

  return async (app) => {
    app.post(
      routePattern(registerCall),
      {
        schema: { params: CampaignIdParamsSchema, body: RegisterBodySchema, response: { 200: registerCall.response } },
        // Decision 0021: register 10/min per IP and 5/hour per code.
        config: perIpLimit(10, MINUTE_MS),
        preHandler: perCodeLimit(5, HOUR_MS, codeFromBody('vouchercode'), { now }),
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.id, request.body.id);
        const context = contextNow();
        const campaign = await loadCampaignConfig(deps.db, deps.campaignId);
        const id = registerStatusId(await registerPromoCode(context, campaign, request.body.vouchercode));
        return { status: { id, message: messageFor('register', id).text }, data: null };
      },
    );

    app.post(
      routePattern(inquireCodeCall),
      {
        schema: {
          params: CampaignIdParamsSchema,
          querystring: inquireCodeCall.query,
          body: inquireCodeCall.body,
          response: { 200: answerSchema(inquireCodeCall) },
        },
        // Decision 0021: inquire 30/min per IP and 20/hour per code.
        config: perIpLimit(30, MINUTE_MS),
        preHandler: perCodeLimit(20, HOUR_MS, codeFromQuery('code'), { now }),
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.id, request.body.id);
        assertSameCode(request.query.code, request.body.code);
        const loadCampaign = () => loadCampaignConfig(deps.db, deps.campaignId);
        const decision = await inquirePromoCode(contextNow(), request.query.code, loadCampaign);
        const id = inquiryStatusId(decision);
        return { status: { id, message: messageFor('inquiry', id).text }, data: inquiryData(decision) };
      },
    );

    app.post(
      routePattern(campaignInquireCall),
      {
        schema: {
          params: CampaignIdParamsSchema,
          body: campaignInquireCall.body,
          response: { 200: campaignInquireCall.response },
        },
        config: perIpLimit(60, MINUTE_MS),
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        const campaign = await loadCampaignConfig(deps.db, deps.campaignId);
        const at = deps.clock();
        const data = {
          campaignID: campaign.campaignID,
          name: campaign.name,
          isRegistrationOpen: isRegistrationOpen(campaign, at),
          isRedemptionOpen: isRedemptionOpen(campaign, at),
        };
        return { status: { id: 0 }, data };
      },
    );
  };
}

/** spec §7 sends the code twice (query and body); two different codes are a malformed request. */
function assertSameCode(queryCode: string, bodyCode: string): void {
  if (normalisePromoCode(queryCode) === normalisePromoCode(bodyCode)) return;
  throw new BadRequestError('the code in the query and in the body differ');
}
