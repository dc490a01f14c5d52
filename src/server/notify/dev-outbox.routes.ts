import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { devOutboxCall, type OutboxMessage } from '../../contract/dev';
import { routePattern } from '../../contract/envelope';
import type { AppDeps } from '../app-deps';
import { isLoopbackRequest } from '../platform/client-address';
import { listRecentMessages, type OutboxEntry } from '../platform/outbox.repository';
import { DEV_OUTBOX_PAGE_CSP, DEV_OUTBOX_PAGE_PATH, renderDevOutboxPage } from './dev-outbox-page';

// docs/architecture.md §4: the dev outbox, JSON and a page. app.ts registers these outside production only, and they
// answer only a client on this machine (decision 0101): everyone else gets the 404 of a path that is not there.

/** The contract's shape: an SMS has no subject (stored as ''). */
const toOutboxMessage = (entry: OutboxEntry): OutboxMessage => ({
  ...entry,
  subject: entry.channel === 'sms' ? null : entry.subject,
});

const PageQuerySchema = z.object({ refresh: z.optional(z.literal('on')) });

export function devOutboxRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const recentMessages = async () => (await listRecentMessages(deps.db, deps.egcCodeKeys)).map(toOutboxMessage);

  return async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isLoopbackRequest(request)) reply.callNotFound();
    });

    app.get(
      routePattern(devOutboxCall),
      { schema: { response: { 200: devOutboxCall.response } } },
      async (_, reply) => {
        // Holds one-time codes: never kept by any cache.
        reply.header('Cache-Control', 'no-store');
        return { status: { id: 0 }, data: await recentMessages() };
      },
    );

    app.get(DEV_OUTBOX_PAGE_PATH, { schema: { querystring: PageQuerySchema } }, async (request, reply) => {
      const html = renderDevOutboxPage(await recentMessages(), request.query.refresh === 'on');
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', DEV_OUTBOX_PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(html);
    });
  };
}
