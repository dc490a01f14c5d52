import { loadEgcCodeKeys } from '../config/egc-code-key';
import { ConfigError, type ServerConfig } from '../config/server-config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { type OpenDatabase, openPglite, openPostgres } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';

// The database an import command works on: the server's (DATA_DIR, or DATABASE_URL for PostgreSQL).

/** Nothing was imported, for the reason given: the command prints it and exits 2. */
export class NothingImported extends Error {}

/** PGlite serves one process: the command takes the server's data-directory lock (decision 0009). */
async function openImportDatabase(config: ServerConfig): Promise<{ database: OpenDatabase; release: () => void }> {
  if (config.DATABASE_URL) return { database: openPostgres(config.DATABASE_URL, { poolSize: 2 }), release: () => {} };
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

/**
 * Opens the server's database, brings it to the latest migration, runs `work` on it, and always lets it go. The
 * server's eGC code keys come along (decision 0170): the migration seals with them, a status file finds codes by them.
 */
export async function withImportDatabase<T>(
  config: ServerConfig,
  work: (database: OpenDatabase, egcCodeKeys: EgcCodeKeys) => Promise<T>,
): Promise<T> {
  const { database, release } = await openImportDatabase(config);
  try {
    const egcCodeKeys = loadEgcCodeKeys(config, config.DATA_DIR);
    await migrateToLatest(database.db, { egcCodeKeys });
    return await work(database, egcCodeKeys);
  } finally {
    await database.close();
    release();
  }
}

/** An import command's ending: its exit code, or 2 with the reason when nothing was imported. */
export function runImportCommand(run: (args: string[]) => Promise<number>): void {
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
}
