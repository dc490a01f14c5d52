import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { loadServerConfig } from '../config/server-config';
import { type EgcStatusFileSummary, importEgcStatusFile, readEgcStatusFile } from '../egc-status/egc-status-file';
import { ImportFileError } from '../import/source-rows';
import { NothingImported, runImportCommand, withImportDatabase } from './import-database';

// `npm run import:egc-status -- <file.csv>` (docs/provider-egc-status.md "Files"): the eGC provider's status
// events from a file, applied as the webhook applies them. Exit code 0: every row applied or already so; 1: some
// rows were bad or named no eGC (reported by line, the good ones applied); 2: nothing was imported.

const USAGE = [
  'Usage: npm run import:egc-status -- <file.csv>',
  'Marks eGCs used (or active again) as the eGC provider reports, in the portal database (DATA_DIR, or',
  'DATABASE_URL for PostgreSQL). Header: code,status,at  with status redeemed or active and at an ISO time',
  'with its offset. See docs/provider-egc-status.md.',
].join('\n');

function formatEgcStatusSummary(summary: EgcStatusFileSummary, fileName: string): string {
  const lines = [
    `Read ${summary.events} eGC status events from ${fileName}: ${summary.applied} applied, ` +
      `${summary.unchanged} changed nothing (already so, or older than the status applied).`,
  ];
  if (summary.badRows.length === 0) lines.push('Bad rows: 0.');
  else {
    lines.push(`Bad rows: ${summary.badRows.length}, not applied:`);
    lines.push(...summary.badRows.map((bad) => `  line ${bad.line}: ${bad.reason}`));
  }
  return lines.join('\n');
}

function readFile(path: string): ReturnType<typeof readEgcStatusFile> {
  try {
    return readEgcStatusFile(readFileSync(path));
  } catch (error) {
    if (error instanceof ImportFileError) throw new NothingImported(`${path}: ${error.message}. Nothing was imported.`);
    if (error instanceof Error && 'code' in error) throw new NothingImported(`${path}: ${error.message}`);
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
  const file = readFile(path);
  return withImportDatabase(config, async (database, egcCodeKeys) => {
    const summary = await importEgcStatusFile(database.db, file, { now: new Date(), egcCodeKeys });
    console.log(formatEgcStatusSummary(summary, basename(path)));
    return summary.badRows.length === 0 ? 0 : 1;
  });
}

runImportCommand(run);
