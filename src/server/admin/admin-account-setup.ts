import type { Kysely } from 'kysely';
import type { AdminRole } from '../../domain/admin-roles';
import type { Database } from '../db/schema';
import { isDatabaseSetUp, upsertAdmin } from './admin-accounts.repository';
import { hashAdminPassword } from './admin-password';

// `npm run admin:create -- <email>` (ARCHITECTURE §4 Admin): creates the admin, or gives an existing one a new
// password (and the role given with `--role`). Decision 0012: at least 12 characters, as SEED_ADMIN_PASSWORD.

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export type AdminSetupDecision =
  | { readonly ok: true; readonly result: 'created' | 'reset' }
  | { readonly ok: false; readonly reason: 'PASSWORD_TOO_SHORT' | 'DATABASE_NOT_SET_UP' };

export async function createOrResetAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
  now: Date,
  role?: AdminRole,
): Promise<AdminSetupDecision> {
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) return { ok: false, reason: 'PASSWORD_TOO_SHORT' };
  // The server migrates and seeds on its first start; before that there is nothing to add an admin to.
  if (!(await isDatabaseSetUp(db))) return { ok: false, reason: 'DATABASE_NOT_SET_UP' };
  const passwordHash = await hashAdminPassword(password);
  return { ok: true, result: await upsertAdmin(db, { email, passwordHash, role }, now) };
}
