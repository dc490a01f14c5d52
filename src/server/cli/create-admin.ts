import { z } from 'zod/mini';
import { createOrResetAdmin, MIN_ADMIN_PASSWORD_LENGTH } from '../admin/admin-account-setup';
import { normaliseAdminEmail } from '../admin/admin-accounts.repository';
import { readPassword } from '../admin/password-prompt';
import { ConfigError } from '../config/server-config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { CliError, notSetUp, openServerDatabase } from './server-database';

// `npm run admin:create -- <email>`: creates an admin account, or resets its password (ARCHITECTURE §4 Admin).
// The password comes from ADMIN_PASSWORD or is typed (hidden). The database is the server's (DATABASE_URL, or
// the PGlite in DATA_DIR, which is refused while a server holds it: decision 9).

const USAGE = 'Usage: npm run admin:create -- <email>   (password from ADMIN_PASSWORD, or typed when asked)';

async function passwordFromUser(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const password = await readPassword('Password: ');
  if (process.stdin.isTTY && (await readPassword('Repeat the password: ')) !== password) {
    throw new CliError('The two passwords differ; nothing was changed.');
  }
  return password;
}

async function main(args: readonly string[]): Promise<void> {
  const email = z.email().safeParse(args[0] ?? '');
  if (!email.success || args.length !== 1) throw new CliError(USAGE, 2);
  const password = await passwordFromUser();
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new CliError(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters; nothing was changed.`);
  }
  const { database, release, where } = await openServerDatabase();
  try {
    const outcome = await createOrResetAdmin(database.db, email.data, password, new Date());
    if (!outcome.ok) throw notSetUp(where);
    const shown = normaliseAdminEmail(email.data);
    console.log(outcome.result === 'created' ? `Created admin ${shown}.` : `Reset the password of admin ${shown}.`);
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
