import type { AppDeps } from '../app-deps';
import { findAdminByEmail, logAdminLoginAttempt, saveLockoutState } from './admin-accounts.repository';
import { AFTER_SUCCESS, afterFailure, isLocked } from './admin-lockout';
import { dummyPasswordHash, verifyAdminPassword } from './admin-password';

// spec §4, §6 admin login; docs/decisions/0012-admin-access.md: argon2id, a lockout after 5 wrong passwords in
// a row, every attempt logged, and one answer for an unknown e-mail and a wrong password.

export type AdminLoginDecision =
  | { readonly ok: true; readonly adminId: number }
  | { readonly ok: false; readonly reason: 'INVALID_CREDENTIALS' | 'LOCKED' };

export interface AdminLoginInput {
  readonly email: string;
  readonly password: string;
  readonly ip: string | null;
}

const INVALID: AdminLoginDecision = { ok: false, reason: 'INVALID_CREDENTIALS' };
const LOCKED: AdminLoginDecision = { ok: false, reason: 'LOCKED' };

export async function loginAdmin(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: AdminLoginInput,
): Promise<AdminLoginDecision> {
  const known = await findAdminByEmail(deps.db, input.email);
  // Verified before anything else, against a dummy hash when the e-mail is unknown: every answer costs the same
  // argon2 time. Outside the transaction: argon2 is slow and PGlite has one connection.
  const passwordMatches = await verifyAdminPassword(known?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const attempt = { email: input.email, ip: input.ip };
  if (known === undefined) {
    await logAdminLoginAttempt(deps.db, { ...attempt, reason: 'unknown-email' }, deps.clock());
    return INVALID;
  }
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const admin = (await findAdminByEmail(trx, input.email, true)) ?? known;
    // A locked account refuses even the right password, and tries while locked do not extend the lock.
    if (isLocked(admin, now)) {
      await logAdminLoginAttempt(trx, { ...attempt, reason: 'locked' }, now);
      return LOCKED;
    }
    if (!passwordMatches) {
      const next = afterFailure(admin, now);
      await saveLockoutState(trx, admin.id, next);
      await logAdminLoginAttempt(trx, { ...attempt, reason: 'wrong-password' }, now);
      return isLocked(next, now) ? LOCKED : INVALID;
    }
    await saveLockoutState(trx, admin.id, AFTER_SUCCESS);
    await logAdminLoginAttempt(trx, { ...attempt, reason: 'ok' }, now);
    return { ok: true, adminId: admin.id };
  });
}
