import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Viewer } from './page-config/page-config.service';

/** Everything the app needs from outside, so tests build it in-process with a test database and a fixed clock. */
export interface AppDeps {
  readonly db: Kysely<Database>;
  readonly campaignId: number;
  readonly clock: () => Date;
  readonly isProduction: boolean;
  /** Served over HTTPS: the session cookie gets the `__Host-` prefix and Secure. */
  readonly https: boolean;
  readonly clientDir?: string;
  readonly logLevel?: string;
  readonly viewerOf?: (request: FastifyRequest) => Promise<Viewer>;
}
