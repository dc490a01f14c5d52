import { loadEgcCodeKeys } from '../config/egc-code-key';
import { ConfigError, parseEnv } from '../config/server-config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { resealUnderCurrentKey } from '../platform/egc-codes/egc-code-rotation.repository';
import { EgcSealError } from '../platform/egc-codes/egc-code-seal';
import { DEFAULT_KEY_GRACE_MS, KEY_PROPAGATION_MS, rotateSigningKeys } from '../platform/keys/shared-keys';
import { CliError, openServerDatabase } from './server-database';

// `npm run keys:rotate -- [--grace-hours N] [--egc-codes-only]`:
// - decision 0091: a new signing key for every instance. It signs from a few minutes on (once every instance has
//   loaded it); the keys it replaces keep verifying for the grace period (24 hours unless told), so no code, link or
//   challenge already out is refused;
// - decision 0171: every eGC code and outbox body sealed with an older eGC code key (EGC_CODE_KEYS_OLD) is sealed
//   again with EGC_CODE_KEY, in batches; run again, it finds nothing left. `--egc-codes-only` does only this.

const USAGE = 'Usage: npm run keys:rotate -- [--grace-hours N] [--egc-codes-only]   (N from 1 to 720; 24 by default)';
const HOUR_MS = 60 * 60_000;

interface RotateOptions {
  readonly graceMs: number;
  readonly signingKeys: boolean;
}

function optionsOf(args: readonly string[]): RotateOptions {
  const rest = [...args];
  const egcOnly = rest.includes('--egc-codes-only');
  const flags = rest.filter((arg) => arg !== '--egc-codes-only');
  if (egcOnly && flags.length > 0) throw new CliError(USAGE, 2);
  if (flags.length === 0) return { graceMs: DEFAULT_KEY_GRACE_MS, signingKeys: !egcOnly };
  const [flag, hours, ...extra] = flags;
  if (flag !== '--grace-hours' || hours === undefined || extra.length > 0 || !/^\d{1,3}$/.test(hours)) {
    throw new CliError(USAGE, 2);
  }
  const value = Number(hours);
  if (value < 1 || value > 720) throw new CliError(USAGE, 2);
  return { graceMs: value * HOUR_MS, signingKeys: true };
}

async function main(args: readonly string[]): Promise<void> {
  const options = optionsOf(args);
  const env = parseEnv(process.env);
  if (options.signingKeys && env.SESSION_SECRET !== undefined) {
    console.log('Note: SESSION_SECRET is set here; servers started with it ignore the database keys.');
  }
  const { database, release, dataDir } = await openServerDatabase();
  try {
    if (options.signingKeys) {
      const rotation = await rotateSigningKeys(database.db, new Date(), options.graceMs);
      console.log(
        `Signing key ${rotation.generation} made: it signs from ${rotation.activatesAt.toISOString()} ` +
          `(in ${KEY_PROPAGATION_MS / 60_000} minutes); the earlier keys verify until ${rotation.retireOthersAt.toISOString()}.`,
      );
    }
    const egcCodeKeys = loadEgcCodeKeys(env, dataDir);
    const sealed = await resealUnderCurrentKey(database.db, egcCodeKeys);
    console.log(
      `eGC code key ${egcCodeKeys.current.id}: sealed again ${sealed.egcCodes} eGC codes and ${sealed.outboxBodies} ` +
        'outbox bodies; every one is now under it (the older keys in EGC_CODE_KEYS_OLD may be removed).',
    );
  } finally {
    await database.close();
    release();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof CliError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof EgcSealError;
  console.error(known ? error.message : error);
  process.exit(error instanceof CliError ? error.exitCode : 1);
});
