import { basename, resolve } from 'node:path';
import { findActiveCampaignId } from '../campaign/campaign.repository';
import { ConfigError, loadServerConfig, type ServerConfig } from '../config/server-config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { type OpenDatabase, openPglite, openPostgres } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { formatImportSummary, importExitCode } from '../import/import-summary';
import { importTransactions } from '../import/import-transactions.service';
import { readImportFile } from '../import/read-import-file';
import { ImportFileError } from '../import/source-rows';

// `npm run import -- <file.csv|file.json>` (docs/import-format.md): imports bank transactions into the database
// the server uses (same environment: DATA_DIR or DATABASE_URL). Exit code 0: every row imported or skipped as
// a duplicate; 1: some rows were bad (reported by line, the good ones imported); 2: nothing was imported.

const USAGE = [
  'Usage: npm run import -- <file.csv|file.json>',
  'Imports bank transactions into the portal database (DATA_DIR, or DATABASE_URL for PostgreSQL).',
  'Rows: promoCode (or customerNo), referenceNo, transactionDateTime, postedDateTime?, value, type?, mccID?,',
  'location?  See docs/import-format.md.',
].join('\n');

class NothingImported extends Error {}

/** PGlite serves one process: the import takes the server's data-directory lock (decision 0009). */
async function openDatabase(config: ServerConfig): Promise<{ database: OpenDatabase; release: () => void }> {
  if (config.DATABASE_URL) return { database: openPostgres(config.DATABASE_URL, 2), release: () => {} };
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new NothingImported(
      `The data directory ${error.dataDir} is in use by another portal process (PID ${error.holderPid}), ` +
        'most likely the server. The embedded database (PGlite) cannot be shared between processes, so nothing ' +
        'was imported: stop the server, run the import again, then start the server. ' +
        '(On PostgreSQL, with DATABASE_URL, the import runs beside the server.)',
    );
  }
  try {
    return { database: await openPglite({ dataDir: config.DATA_DIR }), release: lock.release };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function run(args: readonly string[]): Promise<number> {
  const [argument] = args;
  if (argument === '--help' || argument === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (argument === undefined || args.length !== 1) throw new NothingImported(USAGE);
  // `npm run` starts in the package folder; a relative path means the folder the command was typed in.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const config = loadServerConfig();
  let file: ReturnType<typeof readImportFile>;
  try {
    file = readImportFile(path);
  } catch (error) {
    if (error instanceof ImportFileError) throw new NothingImported(`${path}: ${error.message}. Nothing was imported.`);
    throw error;
  }
  const { database, release } = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const campaignId = await findActiveCampaignId(database.db);
    if (campaignId === null) {
      throw new NothingImported('No campaign in the database: start the server once (it sets one up), then import.');
    }
    const summary = await importTransactions(database.db, file, { campaignId, now: new Date() });
    console.log(formatImportSummary(summary, basename(path)));
    return importExitCode(summary);
  } finally {
    await database.close();
    release();
  }
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof NothingImported || error instanceof ConfigError;
    console.error(known ? error.message : error);
    process.exitCode = 2;
  },
);
