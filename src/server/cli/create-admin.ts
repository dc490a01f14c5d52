import { z } from 'zod/mini';
import { type AdminRole, isAdminRole } from '../../domain/admin-roles';
import { createOrResetAdmin, MIN_ADMIN_PASSWORD_LENGTH } from '../admin/admin-account-setup';
import { normaliseAdminEmail } from '../admin/admin-accounts.repository';
import { enrolmentLinkNotice } from '../admin/admin-enrolment-links';
import { readPassword } from '../admin/password-prompt';
import { ConfigError, parseEnv, publicOriginFrom } from '../config/server-config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { CliError, notSetUp, openServerDatabase } from './server-database';

// `npm run admin:create -- <email> [--role <role>]`: creates an admin account, or resets its password (and role)
// (docs/architecture.md §4 Admin, decision 0120), and prints the one-time enrolment link of an admin without a second factor
// (decision 0184).
// The password comes from ADMIN_PASSWORD or is typed (hidden). The database is the server's (DATABASE_URL, or
// the PGlite in DATA_DIR, which is refused while a server holds it: decision 9).

const USAGE =
  'Usage: npm run admin:create -- <email> [--role viewer|support|reports|owner]   (password from ADMIN_PASSWORD, ' +
  'or typed when asked; a new admin is an owner unless --role says otherwise)';

/** `<email>` or `<email> --role <role>`; undefined for anything else. */
function parseArgs(args: readonly string[]): { email: string; role: AdminRole | undefined } | undefined {
  const email = z.email().safeParse(args[0] ?? '');
  if (!email.success) return undefined;
  if (args.length === 1) return { email: email.data, role: undefined };
  const role = args[2] ?? '';
  if (args.length !== 3 || args[1] !== '--role' || !isAdminRole(role)) return undefined;
  return { email: email.data, role };
}

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
  const parsed = parseArgs(args);
  if (parsed === undefined) throw new CliError(USAGE, 2);
  const password = await passwordFromUser();
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new CliError(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters; nothing was changed.`);
  }
  const { database, release, where } = await openServerDatabase();
  try {
    const outcome = await createOrResetAdmin(database.db, parsed.email, password, new Date(), parsed.role);
    if (!outcome.ok) throw notSetUp(where);
    const shown = normaliseAdminEmail(parsed.email);
    const role = parsed.role ? ` (role ${parsed.role})` : '';
    console.log(
      outcome.result === 'created' ? `Created admin ${shown}${role}.` : `Reset the password of admin ${shown}${role}.`,
    );
    // Decision 0184: the admin enrols a second factor only through this link.
    if (outcome.enrolmentToken !== null) {
      console.log(enrolmentLinkNotice(publicOriginFrom(parseEnv(process.env)), outcome.enrolmentToken));
    }
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
