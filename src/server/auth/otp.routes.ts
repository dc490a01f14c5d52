import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendOtpCall, verifyOtpCall } from '../../contract/auth';
import { routePattern } from '../../contract/envelope';
import { DEFAULT_TIME_ZONE } from '../../domain/dates';
import { messageFor } from '../../domain/messages';
import { STATUS } from '../../domain/outcomes';
import { signInPausedMessage } from '../../domain/sign-in-paused';
import type { AppDeps } from '../app-deps';
import { answerSchema } from '../platform/answer-schema';
import { assertActiveCampaign, CampaignIdParamsSchema } from '../platform/campaign-id';
import { clientKeyOf } from '../platform/client-address';
import { countSignIn } from '../platform/metrics/portal-metrics';
import { MINUTE_MS, perIpLimit, tooManyRequestsError } from '../platform/rate-limits';
import { authContext } from './auth-context';
import { deviceCardholderOf, setDeviceCookie } from './device-cookie';
import { sendOtp, verifyOtp } from './otp.service';
import { requestBotCheck } from './request-bot-check';

const sendAnswer = (id: number, data: string | null = null) => ({
  status: { id, message: messageFor('sendOtp', id).text },
  data,
});
const verifyAnswer = (id: number) => ({ status: { id, message: messageFor('verify', id).text }, data: null });

/**
 * Decision 0178: the guess budget is spent until `reopensAt`: the message says when on the campaign's default
 * clock; the data carries the moment, which the screen shows on the device's own.
 */
const guessesSpentAnswer = (reopensAt: Date) => ({
  status: { id: STATUS.guessesSpent, message: signInPausedMessage(reopensAt.toISOString(), DEFAULT_TIME_ZONE).text },
  data: reopensAt.toISOString(),
});

export function otpRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      routePattern(sendOtpCall),
      {
        schema: {
          params: CampaignIdParamsSchema,
          body: sendOtpCall.body,
          response: { 200: answerSchema(sendOtpCall) },
        },
        // Decision 0021: 10/min per IP. Decision 0104: the per-code, per-client and per-device send allowances
        // are in the service, counted from the codes sent (under the cardholder's row lock, with its clock).
        config: perIpLimit(10, MINUTE_MS),
      },
      async (request, reply) => {
        assertActiveCampaign(deps.campaignId, request.params.id, request.body.id);
        // Decision 0177: each code costs a solved bot check, refused as login refuses one (-5 with the reason).
        const botCheck = await requestBotCheck(deps, request);
        if (!botCheck.ok) return sendAnswer(STATUS.botCheckFailed, botCheck.reason);
        const context = authContext(deps);
        const requester = {
          clientAddress: clientKeyOf(request),
          deviceCardholderId: deviceCardholderOf(request, deps.https, context.keys, context.now),
        };
        const outcome = await sendOtp(context, request.body.promoid, requester);
        if (outcome.ok) {
          const { token, contact } = outcome;
          return { status: { id: STATUS.success, message: messageFor('sendOtp', 0).text }, data: { token, contact } };
        }
        if (outcome.reason === 'GUESSES_SPENT') return guessesSpentAnswer(outcome.reopensAt);
        if (outcome.reason === 'TOO_SOON') {
          reply.header('Retry-After', String(outcome.retryAfterSeconds));
          throw tooManyRequestsError(outcome.retryAfterSeconds);
        }
        // A registered code with no mobile and no e-mail cannot be sent a code: a server-side data fault.
        if (outcome.reason === 'NO_CONTACT') request.log.warn({ reqId: request.id }, 'OTP not sent: no contact');
        return sendAnswer(outcome.reason === 'NO_CONTACT' ? STATUS.serverError : STATUS.otpInvalidPromoCode);
      },
    );

    app.post(
      routePattern(verifyOtpCall),
      {
        schema: {
          params: CampaignIdParamsSchema,
          body: verifyOtpCall.body,
          response: { 200: answerSchema(verifyOtpCall) },
        },
        // Decision 0021: verify 20/min per IP (and 5 wrong codes per send token, in the service); no send
        // allowance ever holds it back (decision 0104).
        config: perIpLimit(20, MINUTE_MS),
      },
      async (request, reply) => {
        assertActiveCampaign(deps.campaignId, request.params.id, request.body.id);
        const context = authContext(deps);
        const outcome = await verifyOtp(context, request.body.token, request.body.code);
        if (outcome.ok) {
          // Decision 0104: this browser received the cardholder's code, so it is their device from now on.
          setDeviceCookie(reply, deps.https, context.keys, outcome.cardholderId, context.now);
          const data = { token: outcome.loginToken };
          return { status: { id: STATUS.success, message: messageFor('verify', 0).text }, data };
        }
        if (outcome.reason === 'GUESSES_SPENT') {
          countSignIn('guesses_spent');
          return guessesSpentAnswer(outcome.reopensAt);
        }
        countSignIn(outcome.reason === 'WRONG_CODE' ? 'wrong_code' : 'expired_code');
        return verifyAnswer(outcome.reason === 'WRONG_CODE' ? STATUS.invalidVerificationCode : STATUS.captchaExpired);
      },
    );
  };
}
