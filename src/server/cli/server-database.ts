import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from '../config/server-config';
import { lockDataDir } from '../db/data-dir-lock';
import { type OpenDatabase, openPglite, openPostgres } from '../db/database';

// What the command-line tools share: the server's database (DATABASE_URL, or the PGlite in DATA_DIR, which is
// refused while a server holds it: decision 9), and an error that is printed as it is, with its exit code.

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export const notSetUp = (where: string) =>
  new CliError(
    `The database (${where}) is not set up yet: start the server once (npm start) so it migrates and seeds, ` +
      'stop it, then run this again.',
  );

/** `dataDir`: DATA_DIR, resolved (where the development eGC code key file lives, decision 0170). */
export async function openServerDatabase(): Promise<{
  database: OpenDatabase;
  release: () => void;
  where: string;
  dataDir: string;
}> {
  const env = parseEnv(process.env);
  const dataDir = resolve(env.DATA_DIR);
  if (env.DATABASE_URL) {
    const database = openPostgres(env.DATABASE_URL, { poolSize: 1 });
    return { database, release: () => {}, where: 'DATABASE_URL', dataDir };
  }
  const lock = lockDataDir(dataDir);
  try {
    // Opening a PGlite directory that has none would create an empty database there: refuse before that.
    if (!existsSync(join(dataDir, 'pglite'))) throw notSetUp(dataDir);
    return { database: await openPglite({ dataDir }), release: lock.release, where: dataDir, dataDir };
  } catch (error) {
    lock.release();
    throw error;
  }
}
