import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

/** Everything the app needs from outside, so tests build it in-process with a test database and a fixed clock. */
export interface AppDeps {
  readonly db: Kysely<Database>;
  readonly campaignId: number;
  readonly clock: () => Date;
  readonly isProduction: boolean;
  /** Served over HTTPS: the session cookie gets the `__Host-` prefix and Secure. */
  readonly https: boolean;
  /** SESSION_SECRET: keys the OTP hashes (a pepper), the bot-check HMAC and signed login links. */
  readonly secret: string;
  /** How long a registration stays pending before the validation step registers it (ARCHITECTURE.md §4). */
  readonly registrationValidationDelayMs: number;
  /** RATE_LIMIT_IP_FACTOR: multiplies the per-IP limits of decision 10 (default 1). */
  readonly rateLimitIpFactor?: number;
  readonly clientDir?: string;
  readonly logLevel?: string;
}
