import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

// Configuration comes from environment variables, validated at start with one clear message per bad value.

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65_535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'HOST must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  SMTP_FROM: z.email({ error: 'SMTP_FROM must be an e-mail address' }).default('promo@localhost'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'SMS_WEBHOOK_URL must be an http(s) URL' }).optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  PUBLIC_ORIGIN: z.url({ error: 'PUBLIC_ORIGIN must be a URL such as https://promo.example.com' }).optional(),
  SEED_ADMIN_EMAIL: z.email({ error: 'SEED_ADMIN_EMAIL must be an e-mail address' }).optional(),
  SEED_ADMIN_PASSWORD: z.string().min(12, 'SEED_ADMIN_PASSWORD must be at least 12 characters').optional(),
  REGISTRATION_VALIDATION_DELAY_SECONDS: z.coerce
    .number({ error: 'REGISTRATION_VALIDATION_DELAY_SECONDS must be a number' })
    .int('REGISTRATION_VALIDATION_DELAY_SECONDS must be a whole number')
    .min(0, 'REGISTRATION_VALIDATION_DELAY_SECONDS must not be negative')
    .default(600),
  RATE_LIMIT_IP_FACTOR: z.coerce
    .number({ error: 'RATE_LIMIT_IP_FACTOR must be a number' })
    .positive('RATE_LIMIT_IP_FACTOR must be above 0')
    .max(1000, 'RATE_LIMIT_IP_FACTOR must be at most 1000')
    .default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface ServerConfig extends Omit<Env, 'SESSION_SECRET' | 'DATA_DIR'> {
  readonly DATA_DIR: string;
  readonly SESSION_SECRET: string;
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
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => issue.message));
  return result.data;
}

/** A secret made once and kept in DATA_DIR, so sessions survive a restart without any setup. */
function keptSessionSecret(dataDir: string): string {
  const path = join(dataDir, 'session-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = parseEnv(env);
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    SESSION_SECRET: parsed.SESSION_SECRET ?? keptSessionSecret(dataDir),
    isProduction: parsed.NODE_ENV === 'production',
  };
}
