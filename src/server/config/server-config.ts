import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod/mini';
import type { DatabaseTimeouts } from '../db/database';
import { pushEndpointsFromEnv } from '../platform/push/push-endpoints';
import type { PushSettings } from '../platform/push/push-settings';
import '../platform/zod-messages';
import { EGC_CODE_KEY_ID_PATTERN } from '../platform/egc-codes/egc-code-keys';
import { egcCodeKeyBytesOf, egcCodeKeyProblems, oldEgcCodeKeysOf } from './egc-code-key';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

// Configuration comes from environment variables, validated at start with one clear message per bad value.

/** Decision 0188: the cooling-off after a contact change, unless CONTACT_CHANGE_COOLING_OFF_HOURS says otherwise. */
export const DEFAULT_CONTACT_COOLING_OFF_HOURS = 24;

/** A whole number from text, with one message for each way it can be wrong. */
const wholeNumber = (name: string, ...bounds: z.core.$ZodCheck<number>[]) =>
  z.coerce.number({ error: `${name} must be a number` }).check(z.int(`${name} must be a whole number`), ...bounds);

/** Decision 0151: a database timeout, 1 to 300 seconds. */
const databaseSeconds = (name: string, fallback: number) =>
  z._default(
    wholeNumber(name, z.gte(1, `${name} must be between 1 and 300`), z.lte(300, `${name} must be between 1 and 300`)),
    fallback,
  );

const EnvSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: z._default(
    wholeNumber(
      'PORT',
      z.gte(1, 'PORT must be between 1 and 65535'),
      z.lte(65_535, 'PORT must be between 1 and 65535'),
    ),
    3000,
  ),
  // Decision 0101: this machine only unless told otherwise (HOST=0.0.0.0 listens on every interface).
  HOST: z._default(z.string().check(z.minLength(1, 'HOST must not be empty')), '127.0.0.1'),
  DATA_DIR: z._default(z.string().check(z.minLength(1, 'DATA_DIR must not be empty')), './data'),
  DATABASE_URL: z.optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' }),
  ),
  SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })),
  SMTP_FROM: z._default(z.email({ error: 'SMTP_FROM must be an e-mail address' }), 'promo@localhost'),
  SMS_WEBHOOK_URL: z.optional(z.url({ protocol: /^https?$/, error: 'SMS_WEBHOOK_URL must be an http(s) URL' })),
  SESSION_SECRET: z.optional(z.string().check(z.minLength(32, 'SESSION_SECRET must be at least 32 characters'))),
  // Decision 0170: the key that encrypts eGC codes at rest; required in production and with DATABASE_URL.
  EGC_CODE_KEY: z.optional(
    z
      .string()
      .check(
        z.refine(
          (text) => egcCodeKeyBytesOf(text) !== undefined,
          'EGC_CODE_KEY must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)',
        ),
      ),
  ),
  EGC_CODE_KEY_ID: z.optional(
    z.string().check(z.regex(EGC_CODE_KEY_ID_PATTERN, 'EGC_CODE_KEY_ID must be 1 to 32 letters, digits, - or _')),
  ),
  // Decision 0171: the keys a rotation replaced, `id:key,id:key`, until `npm run keys:rotate` sealed all again.
  EGC_CODE_KEYS_OLD: z.optional(
    z
      .string()
      .check(
        z.refine(
          (text) => oldEgcCodeKeysOf(text) !== undefined,
          'EGC_CODE_KEYS_OLD must be a comma-separated list of id:key (a key: 32 bytes as hex or base64)',
        ),
      ),
  ),
  PROVIDER_WEBHOOK_SECRET: z.optional(
    z.string().check(z.minLength(32, 'PROVIDER_WEBHOOK_SECRET must be at least 32 characters')),
  ),
  SESSION_SECRET_PREVIOUS: z.optional(
    z.string().check(z.minLength(32, 'SESSION_SECRET_PREVIOUS must be at least 32 characters')),
  ),
  /** Read by parseTrustProxy (decision 0093). */
  TRUST_PROXY: z.optional(z.string()),
  DRAIN_SECONDS: z._default(
    wholeNumber(
      'DRAIN_SECONDS',
      z.gte(1, 'DRAIN_SECONDS must be between 1 and 300'),
      z.lte(300, 'DRAIN_SECONDS must be between 1 and 300'),
    ),
    10,
  ),
  // Decision 0151: how long a request waits on PostgreSQL. With the defaults a stalled database answers a request
  // 503 within 5 + 12 s, well before the proxy's `timeout server` (30 s, deploy/haproxy.cfg) gives up on it.
  DATABASE_CONNECT_TIMEOUT_SECONDS: databaseSeconds('DATABASE_CONNECT_TIMEOUT_SECONDS', 5),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: databaseSeconds('DATABASE_STATEMENT_TIMEOUT_SECONDS', 10),
  DATABASE_QUERY_TIMEOUT_SECONDS: databaseSeconds('DATABASE_QUERY_TIMEOUT_SECONDS', 12),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: databaseSeconds('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS', 10),
  PUBLIC_ORIGIN: z.optional(z.url({ error: 'PUBLIC_ORIGIN must be a URL such as https://promo.example.com' })),
  SEED_ADMIN_EMAIL: z.optional(z.email({ error: 'SEED_ADMIN_EMAIL must be an e-mail address' })),
  SEED_ADMIN_PASSWORD: z.optional(
    z.string().check(z.minLength(12, 'SEED_ADMIN_PASSWORD must be at least 12 characters')),
  ),
  // Decision 0122: the seeded admin's TOTP secret for demos and tests; without it that admin enrols at sign-in.
  SEED_ADMIN_TOTP_SECRET: z.optional(
    z
      .string()
      .check(z.regex(/^[A-Z2-7]{16,}=*$/, 'SEED_ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), 16 characters or more')),
  ),
  REGISTRATION_VALIDATION_DELAY_SECONDS: z._default(
    wholeNumber(
      'REGISTRATION_VALIDATION_DELAY_SECONDS',
      z.gte(0, 'REGISTRATION_VALIDATION_DELAY_SECONDS must not be negative'),
    ),
    600,
  ),
  // Decision 0188: how long after a contact change an eGC resend needs a second admin's approval (0: never).
  CONTACT_CHANGE_COOLING_OFF_HOURS: z._default(
    wholeNumber(
      'CONTACT_CHANGE_COOLING_OFF_HOURS',
      z.gte(0, 'CONTACT_CHANGE_COOLING_OFF_HOURS must be between 0 and 720'),
      z.lte(720, 'CONTACT_CHANGE_COOLING_OFF_HOURS must be between 0 and 720'),
    ),
    DEFAULT_CONTACT_COOLING_OFF_HOURS,
  ),
  RATE_LIMIT_IP_FACTOR: z._default(
    z.coerce
      .number({ error: 'RATE_LIMIT_IP_FACTOR must be a number' })
      .check(
        z.positive('RATE_LIMIT_IP_FACTOR must be above 0'),
        z.lte(1000, 'RATE_LIMIT_IP_FACTOR must be at most 1000'),
      ),
    1,
  ),
  // Decision 0220: the Prometheus metrics on a port of their own (unset: no metrics server), this machine only
  // unless METRICS_HOST says otherwise.
  METRICS_PORT: z.optional(
    wholeNumber(
      'METRICS_PORT',
      z.gte(1, 'METRICS_PORT must be between 1 and 65535'),
      z.lte(65_535, 'METRICS_PORT must be between 1 and 65535'),
    ),
  ),
  METRICS_HOST: z._default(z.string().check(z.minLength(1, 'METRICS_HOST must not be empty')), '127.0.0.1'),
  // Decisions 0200, 0201: Web Push. PUSH_ENDPOINTS: the push services' origins, comma-separated (the browsers'
  // by default); VAPID_*: the key pair (made once and kept in the database when unset) and its contact.
  PUSH_ENDPOINTS: z.optional(z.string()),
  VAPID_PUBLIC_KEY: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a P-256 public key, base64url')),
  ),
  VAPID_PRIVATE_KEY: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key, base64url')),
  ),
  VAPID_SUBJECT: z.optional(
    z.string().check(z.regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: URL')),
  ),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'TRUST_PROXY'> & { readonly trustProxy: TrustProxy };

export interface ServerConfig extends Omit<Env, 'DATA_DIR'> {
  readonly DATA_DIR: string;
  readonly isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  const problems = result.success ? [] : result.error.issues.map((issue) => issue.message);
  const trust = parseTrustProxy(cleaned.TRUST_PROXY);
  if (!trust.ok) problems.push(trust.problem);
  // The wait here ends a statement only when PostgreSQL could not: it must not cut one PostgreSQL still allows.
  if (result.success && result.data.DATABASE_QUERY_TIMEOUT_SECONDS < result.data.DATABASE_STATEMENT_TIMEOUT_SECONDS) {
    problems.push('DATABASE_QUERY_TIMEOUT_SECONDS must not be below DATABASE_STATEMENT_TIMEOUT_SECONDS');
  }
  if (result.success) problems.push(...egcCodeKeyProblems(result.data));
  // Decision 0220: never the public port.
  if (result.success && result.data.METRICS_PORT === result.data.PORT) {
    problems.push('METRICS_PORT must differ from PORT: the metrics are never served on the public port');
  }
  if (
    result.success &&
    (result.data.VAPID_PUBLIC_KEY === undefined) !== (result.data.VAPID_PRIVATE_KEY === undefined)
  ) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (result.success) {
    try {
      pushEndpointsFromEnv(result.data.PUSH_ENDPOINTS);
    } catch (error) {
      problems.push(`PUSH_ENDPOINTS: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (!result.success || !trust.ok || problems.length > 0) throw new ConfigError(problems);
  const { TRUST_PROXY: _text, ...values } = result.data;
  return { ...values, trustProxy: trust.trustProxy };
}

/**
 * The secret an earlier version generated and kept in DATA_DIR: the embedded database's first signing key, so
 * codes and links sent before an upgrade still verify (decision 0091). Nothing is written there any more.
 */
export function keptSessionSecret(dataDir: string): string | undefined {
  const path = join(dataDir, 'session-secret');
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : undefined;
}

/** Decision 0151: the serving pool's timeouts, from the environment. */
export function databaseTimeoutsOf(config: Env): DatabaseTimeouts {
  return {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    queryMs: config.DATABASE_QUERY_TIMEOUT_SECONDS * 1000,
    idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS * 1000,
  };
}

/** Decision 0106: where links in messages (and printed by the commands) point: PUBLIC_ORIGIN, else this machine. */
export const publicOriginFrom = (env: Pick<Env, 'PUBLIC_ORIGIN' | 'PORT'>): string =>
  env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;

/** Decisions 0200, 0201: Web Push from PUSH_ENDPOINTS and VAPID_*. */
export function pushSettingsFrom(env: Env, defaultSubject: string): PushSettings {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  return {
    allowList: pushEndpointsFromEnv(env.PUSH_ENDPOINTS),
    subject: env.VAPID_SUBJECT ?? defaultSubject,
    ...(publicKey !== undefined && privateKey !== undefined ? { fixedKeys: { publicKey, privateKey } } : {}),
  };
}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = parseEnv(env);
  return { ...parsed, DATA_DIR: resolve(parsed.DATA_DIR), isProduction: parsed.NODE_ENV === 'production' };
}
