import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from './portal-metrics';

// Decision 0220: every answer's time, labelled by the route's pattern (`/api/bpi/spend/redeem/:id`), never the URL a
// client wrote: a 404 is `unmatched`, so a scanner cannot grow the label set.

export const UNMATCHED_ROUTE = 'unmatched';

export function measureRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    httpRequestDuration
      .labels({ method: request.method, route, status_code: String(reply.statusCode) })
      .observe(reply.elapsedTime / 1000);
  });
}
