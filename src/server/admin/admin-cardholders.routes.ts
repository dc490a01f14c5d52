import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminInquiryCall, changeLogCall, userInfoCall, userUpdateCall } from '../../contract/admin';
import { routePattern } from '../../contract/envelope';
import { messageFor } from '../../domain/messages';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { answerSchema } from '../platform/answer-schema';
import { assertActiveCampaign, CampaignIdParamsSchema } from '../platform/campaign-id';
import { BadRequestError } from '../platform/error-handler';
import { adminIdOf, requireAdmin } from '../platform/sessions/session-guards';
import { listEditHistory } from './admin-cardholders.repository';
import { inquireCardholder, updateUserContact, userInfoOf } from './admin-cardholders.service';

// spec §7 admin inquiry, user info, user update and change log. Every one checks an admin session first
// (Architecture §4), before the request is even validated: 401 anonymous, 403 a cardholder.

const notFound = () => ({
  status: { id: STATUS.notYetRegistered, message: messageFor('adminInquiry', STATUS.notYetRegistered).text },
  data: null,
});

export function adminCardholderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preValidation = requireAdmin(deps);

    app.post(
      routePattern(adminInquiryCall),
      {
        preValidation,
        schema: {
          params: CampaignIdParamsSchema,
          querystring: adminInquiryCall.query,
          body: adminInquiryCall.body,
          response: { 200: answerSchema(adminInquiryCall) },
        },
      },
      async ({ params, query, body }) => {
        assertActiveCampaign(deps.campaignId, params.id, body.id);
        // The code travels twice (query and body); two different codes name nobody.
        const found = query.code === body.code ? await inquireCardholder(deps, body.code) : undefined;
        return found ? { status: { id: STATUS.success }, data: found } : notFound();
      },
    );

    app.post(
      routePattern(userInfoCall),
      {
        preValidation,
        schema: {
          params: CampaignIdParamsSchema,
          querystring: userInfoCall.query,
          response: { 200: answerSchema(userInfoCall) },
        },
      },
      async ({ params, query }) => {
        assertActiveCampaign(deps.campaignId, params.id);
        const info = await userInfoOf(deps, query.code, query.src);
        return info ? { status: { id: STATUS.success }, data: info } : notFound();
      },
    );

    app.post(
      routePattern(userUpdateCall),
      {
        preValidation,
        schema: {
          params: CampaignIdParamsSchema,
          body: userUpdateCall.body,
          response: { 200: answerSchema(userUpdateCall) },
        },
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        const outcome = await updateUserContact(deps, { ...request.body, adminId: adminIdOf(request) });
        if (outcome.ok) {
          return {
            status: { id: STATUS.success, message: messageFor('editHistory', STATUS.success).text },
            data: null,
          };
        }
        if (outcome.reason === 'UNKNOWN_USER') return notFound();
        // A malformed request like any other: 400 with the form's message.
        throw new BadRequestError(outcome.message);
      },
    );

    app.post(
      routePattern(changeLogCall),
      {
        preValidation,
        schema: { params: CampaignIdParamsSchema, body: changeLogCall.body, response: { 200: changeLogCall.response } },
      },
      async ({ params, body }) => {
        assertActiveCampaign(deps.campaignId, params.id, body.id);
        return { status: { id: STATUS.success }, data: await listEditHistory(deps.db, deps.campaignId, body.userID) };
      },
    );
  };
}
