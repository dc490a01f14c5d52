import { resolve } from 'node:path';
import { createApp } from './app';
import { evaluateBonusRecords } from './bonus/bonus-evaluation';
import { findActiveCampaignId } from './campaign/campaign.repository';
import { ConfigError, loadServerConfig, type ServerConfig } from './config/server-config';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { type OpenDatabase, openPglite, openPostgres } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isDatabaseEmpty, seedDemo } from './db/seed/seed';
import { startOutboxDispatcher } from './notify/outbox-dispatcher';
import { startRegistrationValidationJob } from './registration/registration-validation-job';
import { startReportJobs } from './reports/report-jobs';

// Listens; everything else lives in createApp. Migrates on start and seeds the demo on an empty database.

async function openConfiguredDatabase(config: ServerConfig): Promise<{ database: OpenDatabase; release: () => void }> {
  if (config.DATABASE_URL) return { database: openPostgres(config.DATABASE_URL), release: () => {} };
  const lock = lockDataDir(config.DATA_DIR);
  try {
    return { database: await openPglite({ dataDir: config.DATA_DIR }), release: lock.release };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function seedWhenEmpty(database: OpenDatabase, config: ServerConfig): Promise<void> {
  if (!(await isDatabaseEmpty(database.db))) return;
  const result = await seedDemo(database.db, {
    now: new Date(),
    adminEmail: config.SEED_ADMIN_EMAIL,
    adminPassword: config.SEED_ADMIN_PASSWORD,
  });
  console.log(`Seeded the demo campaign: ${result.cardholders.length} cardholders (see docs/demo-accounts.md).`);
  if (result.admin.generatedPassword) {
    console.log(
      `Demo admin: ${result.admin.email} / ${result.admin.generatedPassword}  (shown once; set SEED_ADMIN_PASSWORD to choose it)`,
    );
  } else {
    console.log(`Demo admin: ${result.admin.email} (password from SEED_ADMIN_PASSWORD)`);
  }
}

async function main(): Promise<void> {
  const config = loadServerConfig();
  const { database, release } = await openConfiguredDatabase(config);
  await migrateToLatest(database.db);
  await seedWhenEmpty(database, config);
  const campaignId = await findActiveCampaignId(database.db);
  if (campaignId === null) throw new Error('No campaign in the database.');
  // Bonus records follow the rules of src/domain; evaluated at start (the seed, spend imported meanwhile).
  const bonus = await evaluateBonusRecords(database.db, { campaignId, now: new Date() });
  if (bonus.created > 0) console.log(`Bonus records created at start: ${bonus.created}.`);

  const app = await createApp({
    db: database.db,
    campaignId,
    clock: () => new Date(),
    isProduction: config.isProduction,
    https: config.PUBLIC_ORIGIN?.startsWith('https:') ?? false,
    clientDir: resolve(process.env.CLIENT_DIR ?? 'dist/client'),
    logLevel: config.LOG_LEVEL,
    secret: config.SESSION_SECRET,
    registrationValidationDelayMs: config.REGISTRATION_VALIDATION_DELAY_SECONDS * 1000,
    rateLimitIpFactor: config.RATE_LIMIT_IP_FACTOR,
  });

  const clock = () => new Date();
  const validation = startRegistrationValidationJob({
    db: database.db,
    clock,
    registrationValidationDelayMs: config.REGISTRATION_VALIDATION_DELAY_SECONDS * 1000,
    log: app.log,
  });
  const dispatcher = startOutboxDispatcher({
    db: database.db,
    clock,
    smtpUrl: config.SMTP_URL,
    smtpFrom: config.SMTP_FROM,
    smsWebhookUrl: config.SMS_WEBHOOK_URL,
    log: app.log,
  });
  const reports = startReportJobs({ db: database.db, clock, log: app.log });
  if (config.isProduction && !config.SMTP_URL && !config.SMS_WEBHOOK_URL) {
    app.log.warn('production without SMTP_URL or SMS_WEBHOOK_URL: one-time codes and eGCs reach nobody');
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    validation.stop();
    await reports.stop();
    await dispatcher.stop();
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

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
