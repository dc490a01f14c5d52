import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeCall } from '../../contract/captcha';
import type { AppDeps } from '../app-deps';
import { createBotCheckChallenge } from './captcha.service';

export function captchaRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      captchaChallengeCall.fullPath,
      { schema: { response: { 200: captchaChallengeCall.response } } },
      async (_request, reply) => {
        // Every challenge is single-use: a cached one would be refused as a replay.
        reply.header('Cache-Control', 'no-store');
        return createBotCheckChallenge(deps.keys(), deps.clock());
      },
    );
  };
}
