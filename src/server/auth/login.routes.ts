import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autoLoginCall, loginCall, logoutCall } from '../../contract/auth';
import { routePattern } from '../../contract/envelope';
import { messageFor } from '../../domain/messages';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { answerSchema } from '../platform/answer-schema';
import { assertActiveCampaign, CampaignIdParamsSchema } from '../platform/campaign-id';
import { countSignIn, type SignInOutcome } from '../platform/metrics/portal-metrics';
import { MINUTE_MS, perIpLimit } from '../platform/rate-limits';
import { readSessionCookie } from '../platform/sessions/session-cookie';
import { endSession, sendSessionCookie } from '../platform/sessions/sessions.service';
import { authContext } from './auth-context';
import { type LoginDecision, loginWithLink, loginWithToken } from './login.service';
import { requestBotCheck } from './request-bot-check';

/** Decision 0220: every login and auto-login answer is counted by its outcome. */
const OUTCOME_OF: Readonly<Record<number, SignInOutcome>> = {
  [STATUS.success]: 'success',
  [STATUS.botCheckFailed]: 'bot_check_failed',
  [STATUS.invalidToken]: 'invalid_token',
};

function loginAnswer(id: number, data: string | null = null) {
  const outcome = OUTCOME_OF[id];
  if (outcome !== undefined) countSignIn(outcome);
  return { status: { id, message: messageFor('login', id).text }, data };
}

export function loginRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      routePattern(loginCall),
      {
        schema: {
          params: CampaignIdParamsSchema,
          querystring: loginCall.query,
          body: loginCall.body,
          response: { 200: answerSchema(loginCall) },
        },
        config: perIpLimit(20, MINUTE_MS),
      },
      async (request, reply) => {
        const { params, query, body } = request;
        assertActiveCampaign(deps.campaignId, params.id, body.id);
        const botCheck = await requestBotCheck(deps, request);
        if (!botCheck.ok) return loginAnswer(STATUS.botCheckFailed, botCheck.reason);
        // The token travels twice too (query and body); two different tokens are no token.
        if (query.token !== body.token) return loginAnswer(STATUS.invalidToken);
        const previous = readSessionCookie(request, deps.https);
        return signIn(await loginWithToken(authContext(deps), body.token, previous));

        function signIn(outcome: LoginDecision) {
          if (!outcome.ok) return loginAnswer(STATUS.invalidToken);
          sendSessionCookie(deps, request, reply, outcome.session);
          return loginAnswer(STATUS.success);
        }
      },
    );

    app.post(
      routePattern(autoLoginCall),
      {
        schema: {
          params: CampaignIdParamsSchema,
          querystring: autoLoginCall.query,
          body: autoLoginCall.body,
          response: { 200: answerSchema(autoLoginCall) },
        },
        config: perIpLimit(20, MINUTE_MS),
      },
      async (request, reply) => {
        const { params, query, body } = request;
        assertActiveCampaign(deps.campaignId, params.id, body.id);
        if (query.token !== body.token) return loginAnswer(STATUS.invalidToken);
        const previous = readSessionCookie(request, deps.https);
        const outcome = await loginWithLink(authContext(deps), body.token, previous);
        if (!outcome.ok) return loginAnswer(STATUS.invalidToken);
        sendSessionCookie(deps, request, reply, outcome.session);
        return loginAnswer(STATUS.success);
      },
    );

    // spec §7: "Response id 0 is success", also when there was no session to end.
    app.get(logoutCall.fullPath, { schema: { response: { 200: logoutCall.response } } }, async (request, reply) => {
      await endSession(deps, request, reply);
      return { status: { id: STATUS.success }, data: null };
    });
  };
}
