import type { Kysely } from 'kysely';
import type { AdminRole } from '../../domain/admin-roles';
import type { Database } from '../db/schema';
import { revokeAdminSessions } from '../platform/sessions/sessions.repository';
import { isDatabaseSetUp, upsertAdmin } from './admin-accounts.repository';
import { issueEnrolmentToken } from './admin-enrolment-links';
import { hashAdminPassword } from './admin-password';
import { liftSignInCeiling } from './admin-sign-in-ceiling.repository';

// `npm run admin:create -- <email>` (docs/architecture.md §4 Admin): creates the admin, or gives an existing one a new
// password (and the role given with `--role`). Decision 0037: at least 12 characters, as SEED_ADMIN_PASSWORD.
// A new password ends the admin's sessions (decision 0182) and lifts the sign-in ceiling (decision 0186); an admin
// without a second factor gets a one-time enrolment link (decision 0184), printed by the command.

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export type AdminSetupDecision =
  | {
      readonly ok: true;
      readonly result: 'created' | 'reset';
      /** Decision 0184: the enrolment link's token when the admin has no second factor yet; null otherwise. */
      readonly enrolmentToken: string | null;
    }
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
  return db.transaction().execute(async (trx) => {
    const admin = await upsertAdmin(trx, { email, passwordHash, role }, now);
    if (admin.result === 'reset') {
      await revokeAdminSessions(trx, admin.adminId, now);
      await liftSignInCeiling(trx, email, now);
    }
    const enrolmentToken = admin.enrolled ? null : await issueEnrolmentToken(trx, admin.adminId, null, now);
    return { ok: true, result: admin.result, enrolmentToken } as const;
  });
}
