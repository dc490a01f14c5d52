import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxSummaryCall } from '../../contract/admin';
import type { AppDeps } from '../app-deps';
import { summariseOutbox } from '../platform/outbox.repository';
import { requireAdmin } from '../platform/sessions/session-guards';

// Decision 0090: "counted where an admin sees it": the admin dashboard shows the messages kept as failed.

export function outboxSummaryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      outboxSummaryCall.fullPath,
      { preValidation: requireAdmin(deps, 'view'), schema: { response: { 200: outboxSummaryCall.response } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const summary = await summariseOutbox(deps.db, deps.clock());
        const data = {
          waiting: summary.waiting,
          failed: summary.failed,
          sent: summary.sent,
          oldestWaitingAt: summary.oldestWaitingAt?.toISOString() ?? null,
        };
        return { status: { id: 0 }, data };
      },
    );
  };
}
