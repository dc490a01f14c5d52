import type { AppDeps } from '../app-deps';
import type { AdminAccount } from './admin-accounts.repository';
import { hashAdminPassword, verifyAdminPassword } from './admin-password';
import {
  completeEnrolment,
  readSecondFactor,
  saveLastStep,
  savePendingSecret,
  spendRecoveryCode,
  unusedRecoveryCodes,
} from './admin-second-factor.repository';
import { checkTotp, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, otpauthUri } from './totp';

// Decision 0122: after the right password, the second factor. An admin without one enrols: the sign-in answers
// a new secret (kept pending) until a code from it comes back, which enrols the admin and answers ten recovery
// codes, once; they are stored as argon2id hashes like the passwords. An enrolled admin sends a TOTP code, or a
// recovery code, which is then spent.

export type SecondFactorOutcome =
  | { readonly kind: 'passed'; readonly recoveryCodes: readonly string[] | null; readonly usedRecoveryCode: boolean }
  | { readonly kind: 'missing' | 'wrong' | 'replayed' }
  | { readonly kind: 'enrol'; readonly wrong: boolean; readonly secret: string; readonly uri: string };

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function secondFactorOf(
  deps: Deps,
  admin: AdminAccount,
  code: string | undefined,
): Promise<SecondFactorOutcome> {
  const state = await readSecondFactor(deps.db, admin.id);
  if (state.secret === null) return enrol(deps, admin, state.pendingSecret, code);
  if (code === undefined || code.trim() === '') return { kind: 'missing' };
  const recovery = normaliseRecoveryCode(code);
  if (recovery !== undefined) return redeemRecoveryCode(deps, admin.id, recovery);
  // Read, checked and saved in one transaction, so two requests with one code cannot both pass.
  return deps.db.transaction().execute(async (trx) => {
    const locked = await readSecondFactor(trx, admin.id, true);
    const check = checkTotp(locked.secret ?? '', code, deps.clock(), locked.lastStep);
    if (!check.ok) return { kind: check.reason === 'REPLAYED' ? 'replayed' : 'wrong' } as const;
    await saveLastStep(trx, admin.id, check.step);
    return { kind: 'passed', recoveryCodes: null, usedRecoveryCode: false } as const;
  });
}

async function enrol(
  deps: Deps,
  admin: AdminAccount,
  pending: string | null,
  code: string | undefined,
): Promise<SecondFactorOutcome> {
  const secret = pending ?? newTotpSecret();
  if (pending === null) await savePendingSecret(deps.db, admin.id, secret);
  const given = code !== undefined && code.trim() !== '';
  const check = given ? checkTotp(secret, code, deps.clock(), null) : undefined;
  if (!check?.ok) return { kind: 'enrol', wrong: given, secret, uri: otpauthUri(secret, admin.email) };
  const recoveryCodes = newRecoveryCodes();
  // Hashed before the transaction: argon2 is slow and PGlite has one connection.
  const recoveryCodeHashes = await Promise.all(recoveryCodes.map(hashAdminPassword));
  await deps.db.transaction().execute(async (trx) => {
    await completeEnrolment(trx, admin.id, { secret, step: check.step, recoveryCodeHashes }, deps.clock());
  });
  return { kind: 'passed', recoveryCodes, usedRecoveryCode: false };
}

async function redeemRecoveryCode(deps: Deps, adminId: number, code: string): Promise<SecondFactorOutcome> {
  for (const stored of await unusedRecoveryCodes(deps.db, adminId)) {
    if (!(await verifyAdminPassword(stored.codeHash, code))) continue;
    if (await spendRecoveryCode(deps.db, stored.id, deps.clock())) {
      return { kind: 'passed', recoveryCodes: null, usedRecoveryCode: true };
    }
  }
  return { kind: 'wrong' };
}
