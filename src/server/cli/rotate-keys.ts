import { ConfigError, parseEnv } from '../config/server-config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DEFAULT_KEY_GRACE_MS, KEY_PROPAGATION_MS, rotateSigningKeys } from '../platform/keys/shared-keys';
import { CliError, openServerDatabase } from './server-database';

// `npm run keys:rotate -- [--grace-hours N]` (decision 0091): a new signing key for every instance. It signs
// from a few minutes on (once every instance has loaded it); the keys it replaces keep verifying for the grace
// period (24 hours unless told), so no code, link or challenge already out is refused.

const USAGE = 'Usage: npm run keys:rotate -- [--grace-hours N]   (N from 1 to 720; 24 by default)';
const HOUR_MS = 60 * 60_000;

function graceMsOf(args: readonly string[]): number {
  if (args.length === 0) return DEFAULT_KEY_GRACE_MS;
  const [flag, hours, ...rest] = args;
  if (flag !== '--grace-hours' || hours === undefined || rest.length > 0 || !/^\d{1,3}$/.test(hours)) {
    throw new CliError(USAGE, 2);
  }
  const value = Number(hours);
  if (value < 1 || value > 720) throw new CliError(USAGE, 2);
  return value * HOUR_MS;
}

async function main(args: readonly string[]): Promise<void> {
  const graceMs = graceMsOf(args);
  if (parseEnv(process.env).SESSION_SECRET !== undefined) {
    console.log('Note: SESSION_SECRET is set here; servers started with it ignore the database keys.');
  }
  const { database, release } = await openServerDatabase();
  try {
    const rotation = await rotateSigningKeys(database.db, new Date(), graceMs);
    console.log(
      `Signing key ${rotation.generation} made: it signs from ${rotation.activatesAt.toISOString()} ` +
        `(in ${KEY_PROPAGATION_MS / 60_000} minutes); the earlier keys verify until ${rotation.retireOthersAt.toISOString()}.`,
    );
  } finally {
    await database.close();
    release();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof CliError || error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(error instanceof CliError ? error.exitCode : 1);
});
