import { basename, resolve } from 'node:path';
import { findActiveCampaignId } from '../campaign/campaign.repository';
import { loadServerConfig } from '../config/server-config';
import { recordImportRun } from '../import/import-runs.repository';
import { formatImportSummary, importExitCode } from '../import/import-summary';
import { importTransactions } from '../import/import-transactions.service';
import { readImportFile } from '../import/read-import-file';
import { rejectedRowsCsv } from '../import/rejected-rows';
import { ImportFileError } from '../import/source-rows';
import { NothingImported, runImportCommand, withImportDatabase } from './import-database';

// `npm run import -- <file.csv|file.json>` (docs/import-format.md): imports bank transactions into the database
// the server uses (same environment: DATA_DIR or DATABASE_URL). Exit code 0: every row imported or skipped as
// a duplicate; 1: some rows were bad (reported by line, the good ones imported); 2: nothing was imported.

const USAGE = [
  'Usage: npm run import -- <file.csv|file.json>',
  'Imports bank transactions into the portal database (DATA_DIR, or DATABASE_URL for PostgreSQL).',
  'Rows: promoCode (or customerNo), referenceNo, transactionDateTime, postedDateTime?, value, type?, mccID?,',
  'location?  See docs/import-format.md.',
].join('\n');

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
  return withImportDatabase(config, async (database) => {
    const campaignId = await findActiveCampaignId(database.db);
    if (campaignId === null) {
      throw new NothingImported('No campaign in the database: start the server once (it sets one up), then import.');
    }
    const summary = await importTransactions(database.db, file, { campaignId, now: new Date() });
    // Decision 0241: the admin import screen's history lists command-line imports too.
    await recordImportRun(
      database.db,
      {
        adminId: null,
        source: 'cli',
        fileName: basename(path),
        fileError: null,
        imported: summary.imported,
        duplicates: summary.duplicatesInDatabase + summary.duplicatesInFile,
        rejected: summary.badRows.length,
        cardholders: summary.cardholderIds.length,
        rejectedCsv: rejectedRowsCsv(file, summary.badRows),
      },
      new Date(),
    );
    console.log(formatImportSummary(summary, basename(path)));
    return importExitCode(summary);
  });
}

runImportCommand(run);
