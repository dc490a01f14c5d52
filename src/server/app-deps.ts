import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_CONTACT_COOLING_OFF_HOURS } from './config/server-config';
import type { TrustProxy } from './config/trust-proxy';
import type { Database } from './db/schema';
import type { EgcCodeKeys } from './platform/egc-codes/egc-code-keys';
import type { KeyRing } from './platform/keys/key-ring';
import type { LimitStore } from './platform/limits/limit-store';
import { defaultPushSettings, type PushSettings } from './platform/push/push-settings';

/** Where the links in messages point when PUBLIC_ORIGIN is not set (`npm start`'s address). */
const LOCAL_ORIGIN = 'http://localhost:3000';

export const publicOriginOf = (deps: Pick<AppDeps, 'publicOrigin'>): string => deps.publicOrigin ?? LOCAL_ORIGIN;

/** Decision 0188: the cooling-off after a contact change, 24 hours unless configured. */
export const contactCoolingOffMsOf = (deps: Pick<AppDeps, 'contactCoolingOffMs'>): number =>
  deps.contactCoolingOffMs ?? DEFAULT_CONTACT_COOLING_OFF_HOURS * 3_600_000;

/** PUSH_ENDPOINTS and VAPID_* (decisions 0200, 0201); the browsers' push services and the shared key by default. */
export const pushSettingsOf = (deps: Pick<AppDeps, 'push'>): PushSettings => deps.push ?? defaultPushSettings();

/** Everything the app needs from outside, so tests build it in-process with a test database and a fixed clock. */
export interface AppDeps {
  readonly db: Kysely<Database>;
  readonly campaignId: number;
  readonly clock: () => Date;
  readonly isProduction: boolean;
  /** Served over HTTPS: the session cookie gets the `__Host-` prefix and Secure. */
  readonly https: boolean;
  /**
   * The signing keys now (decision 0091): they key the OTP hashes (a pepper), the bot-check HMAC, signed login
   * links and admin look-up tokens. From SESSION_SECRET, or shared by every instance through the database.
   */
  readonly keys: () => KeyRing;
  /**
   * Decision 0170: the keys eGC codes are sealed with at rest (EGC_CODE_KEY, or DATA_DIR's key file); every read
   * of a code and every message holding one goes through them.
   */
  readonly egcCodeKeys: EgcCodeKeys;
  /** Where every rate limit counts (decision 0092): shared on PostgreSQL, this process's memory on PGlite. */
  readonly limits: LimitStore;
  /** TRUST_PROXY (decision 0093): the proxy hops or addresses whose X-Forwarded-For is believed; false: none. */
  readonly trustProxy?: TrustProxy;
  /** How long a registration stays pending before the validation step registers it (docs/architecture.md §4). */
  readonly registrationValidationDelayMs: number;
  /**
   * CONTACT_CHANGE_COOLING_OFF_HOURS (decision 0188): for this long after a contact change, an admin's resend waits
   * for a second admin and the cardholder's own resend is refused. Default 24 hours.
   */
  readonly contactCoolingOffMs?: number;
  /** RATE_LIMIT_IP_FACTOR: multiplies the per-IP limits of decision 0021 (default 1). */
  readonly rateLimitIpFactor?: number;
  /** PROVIDER_WEBHOOK_SECRET: the eGC provider signs its status reports with it; unset, the webhook is 404. */
  readonly providerWebhookSecret?: string;
  /** Web Push (decisions 0200, 0201): where pushes may go and the VAPID key and subject. */
  readonly push?: PushSettings;
  readonly clientDir?: string;
  /** PUBLIC_ORIGIN, or this server's own address: where links in messages point (decision 0106). */
  readonly publicOrigin?: string;
  /** Answers false once the server drains on SIGTERM (decision 0094): readiness then answers 503. */
  readonly isReady?: () => boolean;
  readonly logLevel?: string;
  /** The process's logger, made before the app so the database reports to it too (main.ts); else one of logLevel. */
  readonly logger?: FastifyBaseLogger;
}
