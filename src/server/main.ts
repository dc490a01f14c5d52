import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { enrolmentLinkNotice } from './admin/admin-enrolment-links';
import { createApp } from './app';
import { evaluateBonusRecords } from './bonus/bonus-evaluation';
import { findActiveCampaignId, loadCampaignConfig } from './campaign/campaign.repository';
import { loadEgcCodeKeys } from './config/egc-code-key';
import {
  ConfigError,
  databaseTimeoutsOf,
  keptSessionSecret,
  loadServerConfig,
  publicOriginFrom,
  pushSettingsFrom,
  type ServerConfig,
} from './config/server-config';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { type DatabaseLog, type OpenDatabase, openPglite, openPostgres } from './db/database';
import { describeDatabaseError } from './db/database-errors';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { isDatabaseEmpty, seedDemo } from './db/seed/seed';
import { withStartupLock } from './db/startup-lock';
import { type DrainState, drainAndExit } from './drain';
import { startOutboxDispatcher } from './notify/outbox-dispatcher';
import { startExpiryReminders } from './nudges/expiry-reminders';
import type { EgcCodeKeys } from './platform/egc-codes/egc-code-keys';
import { fixedKeyRing, type KeyRing } from './platform/keys/key-ring';
import { ensureSigningKeys, loadSharedKeyRing } from './platform/keys/shared-keys';
import { limitStoreFor } from './platform/limits/shared-limits';
import { createLogger } from './platform/logging';
import { type RunningMetricsServer, startMetricsServer } from './platform/metrics/metrics-server';
import { DEFAULT_VAPID_SUBJECT } from './platform/push/push-settings';
import { startRegistrationValidationJob } from './registration/registration-validation-job';
import { startReportJobs } from './reports/report-jobs';

// Listens; everything else lives in createApp. Migrates on start and seeds the demo on an empty database, under
// the start-up lock so replicas starting together all come up (decision 0094); drains on SIGTERM.

interface ConfiguredDatabase {
  /** The serving pool: on PostgreSQL with the timeouts of decision 0151. */
  readonly database: OpenDatabase;
  /**
   * Runs the start-up work: on PostgreSQL on a connection of its own without those timeouts, for migrating,
   * seeding and waiting for another instance's start may take longer than any request may.
   */
  readonly withStartupConnection: <T>(work: (db: Kysely<Database>) => Promise<T>) => Promise<T>;
  readonly release: () => void;
}

async function openConfiguredDatabase(config: ServerConfig, log: DatabaseLog): Promise<ConfiguredDatabase> {
  const url = config.DATABASE_URL;
  if (url) {
    return {
      database: openPostgres(url, { timeouts: databaseTimeoutsOf(config), log }),
      async withStartupConnection(work) {
        const startup = openPostgres(url, { poolSize: 1, log });
        try {
          return await withStartupLock(startup.db, work);
        } finally {
          await startup.close();
        }
      },
      release: () => {},
    };
  }
  const lock = lockDataDir(config.DATA_DIR);
  try {
    const database = await openPglite({ dataDir: config.DATA_DIR });
    return { database, withStartupConnection: (work) => withStartupLock(database.db, work), release: lock.release };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function seedWhenEmpty(db: Kysely<Database>, config: ServerConfig, egcCodeKeys: EgcCodeKeys): Promise<void> {
  if (!(await isDatabaseEmpty(db))) return;
  const result = await seedDemo(db, {
    now: new Date(),
    egcCodeKeys,
    adminEmail: config.SEED_ADMIN_EMAIL,
    adminPassword: config.SEED_ADMIN_PASSWORD,
    adminTotpSecret: config.SEED_ADMIN_TOTP_SECRET,
  });
  console.log(`Seeded the demo campaign: ${result.cardholders.length} cardholders (see docs/demo-accounts.md).`);
  if (result.admin.generatedPassword) {
    console.log(
      `Demo admin: ${result.admin.email} / ${result.admin.generatedPassword}  (shown once; set SEED_ADMIN_PASSWORD to choose it)`,
    );
  } else {
    console.log(`Demo admin: ${result.admin.email} (password from SEED_ADMIN_PASSWORD)`);
  }
  // Decision 0184: the first admin enrols a second factor through this link (none with SEED_ADMIN_TOTP_SECRET).
  if (result.admin.enrolmentToken !== null) {
    console.log(enrolmentLinkNotice(publicOriginFrom(config), result.admin.enrolmentToken));
  }
}

/** Everything a start changes in the database, done by one instance at a time. Answers the campaign's id. */
async function prepareDatabase(
  db: Kysely<Database>,
  database: OpenDatabase,
  config: ServerConfig,
  egcCodeKeys: EgcCodeKeys,
) {
  await migrateToLatest(db, { egcCodeKeys });
  await seedWhenEmpty(db, config, egcCodeKeys);
  if (!config.SESSION_SECRET) {
    // Decision 0091: an embedded database takes over the secret an earlier version kept beside it.
    const kept = database.kind === 'pglite' ? keptSessionSecret(config.DATA_DIR) : undefined;
    await ensureSigningKeys(db, new Date(), kept);
  }
  const campaignId = await findActiveCampaignId(db);
  if (campaignId === null) throw new Error('No campaign in the database.');
  // Bonus records follow the rules of src/domain; evaluated at start (the seed, spend imported meanwhile).
  const bonus = await evaluateBonusRecords(db, { campaignId, now: new Date() });
  if (bonus.created > 0) console.log(`Bonus records created at start: ${bonus.created}.`);
  return campaignId;
}

/** Decision 0091: SESSION_SECRET (and its predecessor) when set, else the keys every instance shares. */
async function keysOf(database: OpenDatabase, config: ServerConfig) {
  if (config.SESSION_SECRET !== undefined) {
    const ring = fixedKeyRing(config.SESSION_SECRET, config.SESSION_SECRET_PREVIOUS);
    return { keys: (): KeyRing => ring, sharedKeys: undefined };
  }
  const sharedKeys = await loadSharedKeyRing(database.db);
  return { keys: sharedKeys.keys, sharedKeys };
}

/**
 * Decision 0094: in production (behind a proxy) the listener stays open this long after readiness turns 503, at
 * most a fifth of the drain; elsewhere (a watcher restarting `npm run dev`) there is no proxy to wait for.
 */
const noticeMsOf = (drainMs: number, isProduction: boolean) => (isProduction ? Math.min(2_000, drainMs / 5) : 0);

/** Decision 0220: the metrics server, on METRICS_PORT only; none when it is unset. */
async function startMetricsWhenConfigured(
  config: ServerConfig,
  database: OpenDatabase,
  campaignId: number,
  log: DatabaseLog,
): Promise<RunningMetricsServer | undefined> {
  if (config.METRICS_PORT === undefined) return undefined;
  const metrics = await startMetricsServer({
    port: config.METRICS_PORT,
    host: config.METRICS_HOST,
    db: database.db,
    redemptionEnd: async () =>
      (await loadCampaignConfig(database.db, campaignId)).settings.schedules.redemption.endDateTime,
    clock: () => new Date(),
    poolUsage: database.poolUsage,
    onReadFailed: (error) => log.warn(describeDatabaseError(error), 'metrics: the outbox figures could not be read'),
  });
  console.log(`Metrics on http://${config.METRICS_HOST}:${metrics.port}/metrics`);
  return metrics;
}

async function main(): Promise<void> {
  const config = loadServerConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const { database, withStartupConnection, release } = await openConfiguredDatabase(config, logger);
  // Decision 0170: EGC_CODE_KEY (required in production and with DATABASE_URL, checked with the configuration),
  // else the key file beside the embedded database, made on its first start.
  const egcCodeKeys = loadEgcCodeKeys(config, config.DATA_DIR);
  const campaignId = await withStartupConnection((db) => prepareDatabase(db, database, config, egcCodeKeys));
  const { keys, sharedKeys } = await keysOf(database, config);
  const state: DrainState = { draining: false };

  // Decision 0106: links in messages point here.
  const publicOrigin = publicOriginFrom(config);
  // Decision 0200: a push service reaches the sender at the site when it is served over HTTPS.
  const push = pushSettingsFrom(
    config,
    config.PUBLIC_ORIGIN?.startsWith('https:') ? publicOrigin : DEFAULT_VAPID_SUBJECT,
  );
  const app = await createApp({
    publicOrigin,
    db: database.db,
    campaignId,
    clock: () => new Date(),
    isProduction: config.isProduction,
    https: config.PUBLIC_ORIGIN?.startsWith('https:') ?? false,
    clientDir: resolve(process.env.CLIENT_DIR ?? 'dist/client'),
    logger,
    keys,
    egcCodeKeys,
    limits: limitStoreFor(database),
    trustProxy: config.trustProxy,
    isReady: () => !state.draining,
    registrationValidationDelayMs: config.REGISTRATION_VALIDATION_DELAY_SECONDS * 1000,
    rateLimitIpFactor: config.RATE_LIMIT_IP_FACTOR,
    contactCoolingOffMs: config.CONTACT_CHANGE_COOLING_OFF_HOURS * 3_600_000,
    providerWebhookSecret: config.PROVIDER_WEBHOOK_SECRET,
    push,
  });

  const clock = () => new Date();
  const keyRefresh = sharedKeys?.keepFresh(app.log);
  const validation = startRegistrationValidationJob({
    db: database.db,
    clock,
    registrationValidationDelayMs: config.REGISTRATION_VALIDATION_DELAY_SECONDS * 1000,
    keys,
    publicOrigin,
    log: app.log,
  });
  const dispatcher = startOutboxDispatcher({
    db: database.db,
    clock,
    smtpUrl: config.SMTP_URL,
    smtpFrom: config.SMTP_FROM,
    smsWebhookUrl: config.SMS_WEBHOOK_URL,
    push,
    log: app.log,
    egcCodeKeys,
  });
  const expiryReminders = startExpiryReminders({ db: database.db, clock, log: app.log });
  const reports = startReportJobs({ db: database.db, clock, log: app.log });
  const metrics = await startMetricsWhenConfigured(config, database, campaignId, app.log);
  if (config.isProduction && !config.SMTP_URL && !config.SMS_WEBHOOK_URL) {
    app.log.warn('production without SMTP_URL or SMS_WEBHOOK_URL: one-time codes and eGCs reach nobody');
  }

  const drainMs = config.DRAIN_SECONDS * 1000;
  const plan = {
    app,
    state,
    drainMs,
    noticeMs: noticeMsOf(drainMs, config.isProduction),
    log: app.log,
    async stopBackground(graceMs: number) {
      keyRefresh?.stop();
      validation.stop();
      await Promise.all([dispatcher.stop(graceMs), reports.stop(), expiryReminders.stop()]);
    },
    async closeResources() {
      // The metrics stay scrapeable while the instance drains, so its last counts are seen.
      await metrics?.close();
      await database.close();
      release();
    },
    exit: (code: number) => process.exit(code),
  };
  // SIGTERM comes from an orchestrator with a proxy in front: give the proxy its notice. SIGINT is a person.
  process.once('SIGTERM', () => void drainAndExit(plan, 'SIGTERM', true));
  process.once('SIGINT', () => void drainAndExit(plan, 'SIGINT', false));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(`\nPromo rewards portal on http://${shownHost}:${config.PORT}  (${database.kind})`);
  console.log('Demo promo codes and the admin account: docs/demo-accounts.md; OTP codes: /dev/outbox\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
