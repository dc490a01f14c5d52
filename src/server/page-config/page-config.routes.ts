import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configCall } from '../../contract/config';
import type { AppDeps } from '../app-deps';
import { viewerOf } from '../platform/sessions/session-guards';
import { buildPageConfig } from './page-config.service';

export function pageConfigRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(configCall.fullPath, { schema: { response: { 200: configCall.response } } }, async (request, reply) => {
      const viewer = await viewerOf(deps, request);
      const data = await buildPageConfig(deps.db, deps.campaignId, viewer, deps.clock());
      // Per viewer and time: never stored by a shared cache.
      reply.header('Cache-Control', 'no-store');
      return { status: { id: 0 }, data };
    });
  };
}
