import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthCall, readinessCall } from '../../contract/config';
import type { AppDeps } from '../app-deps';
import { pingDatabase } from './database-ping.repository';
import { recordDatabaseUp } from './metrics/portal-metrics';

// Decision 0094: liveness (`/healthz`: the process answers; restart it when it does not) apart from readiness
// (`/readyz`: send it requests; 503 from the moment it drains on SIGTERM, or while its database fails or has
// not answered for BUSY_GRACE_MS).

/** How long readiness waits for `select 1`. */
const PING_TIMEOUT_MS = 2_000;
/**
 * A ping slower than the timeout is a busy pool, not a dead database, while a ping has succeeded this recently:
 * under a burst every instance's pool is busy at once, and failing them all together would turn the burst away.
 */
const BUSY_GRACE_MS = 10_000;

type Ping = 'answered' | 'slow' | 'failed';

function pingWithin(work: Promise<void>): Promise<Ping> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Ping>((resolve) => {
    timer = setTimeout(() => resolve('slow'), PING_TIMEOUT_MS);
  });
  const outcome = work.then(
    (): Ping => 'answered',
    (): Ping => 'failed',
  );
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(deps: Pick<AppDeps, 'db' | 'isReady'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(healthCall.fullPath, { schema: { response: { 200: healthCall.response } } }, async () => ({
      ok: true as const,
    }));

    let answeredAt = Number.NEGATIVE_INFINITY;
    const response = { 200: readinessCall.response, 503: readinessCall.response };
    app.get(readinessCall.fullPath, { schema: { response } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (deps.isReady !== undefined && !deps.isReady()) {
        return reply.status(503).send({ ok: false, reason: 'draining' });
      }
      // A slow ping that answers later still counts as an answer.
      const ping = pingDatabase(deps.db).then(() => {
        answeredAt = performance.now();
      });
      const outcome = await pingWithin(ping);
      // Decision 0223: what readiness finds of the database is also the metric the "database unreachable" alert reads.
      if (outcome === 'answered' || (outcome === 'slow' && performance.now() - answeredAt < BUSY_GRACE_MS)) {
        recordDatabaseUp(true);
        return { ok: true };
      }
      recordDatabaseUp(false);
      request.log.warn({ outcome }, 'readiness: the database did not answer');
      return reply.status(503).send({ ok: false, reason: 'database' });
    });
  };
}

/** Every answer while draining tells the client to close its connection, so keep-alive clients move on. */
export function closeConnectionsWhileDraining(app: FastifyInstance, isReady: () => boolean): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!isReady()) reply.header('connection', 'close');
  });
}
