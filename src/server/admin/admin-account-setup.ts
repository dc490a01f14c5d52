import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { upsertAdmin } from './admin-accounts.repository';
import { hashAdminPassword } from './admin-password';

// `npm run admin:create -- <email>` (ARCHITECTURE §4 Admin): creates the admin, or gives an existing one a new
// password and lifts any lockout. Decision 0012: at least 12 characters, as SEED_ADMIN_PASSWORD.

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export type AdminSetupOutcome =
  | { readonly ok: true; readonly result: 'created' | 'reset' }
  | { readonly ok: false; readonly reason: 'PASSWORD_TOO_SHORT' | 'DATABASE_NOT_SET_UP' };

/** The server migrates and seeds on its first start; before that there is nothing to add an admin to. */
async function isSetUp(db: Kysely<Database>): Promise<boolean> {
  const found = await sql<{ ready: boolean }>`select to_regclass('campaigns') is not null as ready`.execute(db);
  if (!found.rows[0]?.ready) return false;
  return (await db.selectFrom('campaigns').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function createOrResetAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
  now: Date,
): Promise<AdminSetupOutcome> {
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) return { ok: false, reason: 'PASSWORD_TOO_SHORT' };
  if (!(await isSetUp(db))) return { ok: false, reason: 'DATABASE_NOT_SET_UP' };
  const passwordHash = await hashAdminPassword(password);
  return { ok: true, result: await upsertAdmin(db, email, passwordHash, now) };
}
