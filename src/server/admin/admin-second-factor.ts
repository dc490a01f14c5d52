import type { AppDeps } from '../app-deps';
import { sha256Hex } from '../platform/token-crypto';
import type { AdminAccount } from './admin-accounts.repository';
import { isLiveEnrolmentLink, spendEnrolmentLink } from './admin-enrolment-links.repository';
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

// Decision 0122: after the right password, the second factor. An admin without one enrols, and only with the
// one-time link an owner issued (decision 0184): the sign-in answers a new secret (kept pending) until a code from
// it comes back, which enrols the admin, spends the link and answers ten recovery codes, once; they are stored as
// argon2id hashes like the passwords. An enrolled admin sends a TOTP code, or a recovery code, which is then spent.

export type SecondFactorOutcome =
  | { readonly kind: 'passed'; readonly recoveryCodes: readonly string[] | null; readonly usedRecoveryCode: boolean }
  | { readonly kind: 'missing' | 'wrong' | 'replayed' }
  /** Decision 0184: not enrolled, and no live enrolment link of this admin came with the password. */
  | { readonly kind: 'no-link'; readonly given: boolean }
  | { readonly kind: 'enrol'; readonly wrong: boolean; readonly secret: string; readonly uri: string };

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface SecondFactorInput {
  /** A TOTP code or a recovery code. */
  readonly code: string | undefined;
  /** Decision 0184: the enrolment link's token, when the sign-in page was opened from one. */
  readonly enrolment: string | undefined;
}

const isGiven = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

export async function secondFactorOf(
  deps: Deps,
  admin: AdminAccount,
  { code, enrolment }: SecondFactorInput,
): Promise<SecondFactorOutcome> {
  const state = await readSecondFactor(deps.db, admin.id);
  if (state.secret === null) {
    const linkHash = isGiven(enrolment) ? sha256Hex(enrolment) : undefined;
    if (linkHash === undefined || !(await isLiveEnrolmentLink(deps.db, linkHash, admin.id, deps.clock()))) {
      return { kind: 'no-link', given: linkHash !== undefined };
    }
    return enrol(deps, admin, state.pendingSecret, code, linkHash);
  }
  if (!isGiven(code)) return { kind: 'missing' };
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
  linkHash: string,
): Promise<SecondFactorOutcome> {
  const secret = pending ?? newTotpSecret();
  if (pending === null) await savePendingSecret(deps.db, admin.id, secret);
  const given = isGiven(code);
  const check = given ? checkTotp(secret, code, deps.clock(), null) : undefined;
  if (!check?.ok) return { kind: 'enrol', wrong: given, secret, uri: otpauthUri(secret, admin.email) };
  const recoveryCodes = newRecoveryCodes();
  // Hashed before the transaction: argon2 is slow and PGlite has one connection.
  const recoveryCodeHashes = await Promise.all(recoveryCodes.map(hashAdminPassword));
  const enrolled = await deps.db.transaction().execute(async (trx) => {
    // The link is spent with the enrolment: two requests with one link cannot both enrol.
    if (!(await spendEnrolmentLink(trx, linkHash, admin.id, deps.clock()))) return false;
    await completeEnrolment(trx, admin.id, { secret, step: check.step, recoveryCodeHashes }, deps.clock());
    return true;
  });
  if (!enrolled) return { kind: 'no-link', given: true };
  return { kind: 'passed', recoveryCodes, usedRecoveryCode: false };
}

/** A recovery code (decision 0122): spent when it matches one of the admin's unused codes. */
export async function redeemRecoveryCode(deps: Deps, adminId: number, code: string): Promise<SecondFactorOutcome> {
  for (const stored of await unusedRecoveryCodes(deps.db, adminId)) {
    if (!(await verifyAdminPassword(stored.codeHash, code))) continue;
    if (await spendRecoveryCode(deps.db, stored.id, deps.clock())) {
      return { kind: 'passed', recoveryCodes: null, usedRecoveryCode: true };
    }
  }
  return { kind: 'wrong' };
}
