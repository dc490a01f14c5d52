import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSummaryCall } from '../../contract/admin';
import { ANALYTICS_EVENT_NAMES, analyticsEventCall } from '../../contract/events';
import type { AppDeps } from '../app-deps';
import { MINUTE_MS, perIpLimit } from '../platform/rate-limits';
import { requireAdmin } from '../platform/sessions/session-guards';
import { sessionOf } from '../platform/sessions/session-lookup';
import { countAnalyticsEvents, insertAnalyticsEvent } from './analytics.repository';
import { eventToKeep } from './analytics.service';

// Decisions 0062 and 0068: the first-party analytics sink (POST /api/events, public: a pageview may come before
// sign-in) and the admin's counts per event name (GET /api/admin/events).

/** A screen sends a handful of events a minute; a client sending more is not a person using it (decision 0021). */
export const ANALYTICS_EVENTS_PER_IP = { max: 60, windowMs: MINUTE_MS } as const;

export function analyticsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      analyticsEventCall.fullPath,
      {
        config: perIpLimit(ANALYTICS_EVENTS_PER_IP.max, ANALYTICS_EVENTS_PER_IP.windowMs),
        schema: { body: analyticsEventCall.body, response: { 200: analyticsEventCall.response } },
      },
      async (request, reply) => {
        const lookup = await sessionOf(deps, request);
        const subject = lookup.state === 'active' ? lookup.session.subject : undefined;
        const cardholderId = subject?.kind === 'cardholder' ? subject.cardholderId : null;
        await insertAnalyticsEvent(deps.db, eventToKeep(request.body, cardholderId), deps.clock());
        reply.header('Cache-Control', 'no-store');
        return { status: { id: 0 }, data: null };
      },
    );

    app.get(
      analyticsSummaryCall.fullPath,
      { preValidation: requireAdmin(deps, 'view'), schema: { response: { 200: analyticsSummaryCall.response } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const counts = await countAnalyticsEvents(deps.db);
        const data = ANALYTICS_EVENT_NAMES.map((name) => ({ name, count: counts.get(name) ?? 0 }));
        return { status: { id: 0 }, data };
      },
    );
  };
}
