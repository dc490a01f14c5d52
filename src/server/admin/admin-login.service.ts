import type { AppDeps } from '../app-deps';
import {
  type AdminAccount,
  findAdminByEmail,
  logAdminLoginAttempt,
  readThrottle,
  saveThrottle,
  type ThrottleKey,
} from './admin-accounts.repository';
import { afterFailure, FRESH, isLocked } from './admin-lockout';
import { dummyPasswordHash, verifyAdminPassword } from './admin-password';
import { type SecondFactorOutcome, secondFactorOf } from './admin-second-factor';

// spec §4, §6 admin login. Decision 0012: argon2id, every attempt logged, one answer for an unknown e-mail and a
// wrong password. Decision 0123: failures lock the e-mail and client pair, known e-mail or not, for a growing
// while. Decision 0122: the password first, then the second factor (enrolled on the first sign-in).

export type AdminLoginDecision =
  | {
      readonly ok: true;
      readonly admin: AdminAccount;
      /** The ten recovery codes, on the sign-in that completed an enrolment. */
      readonly recoveryCodes: readonly string[] | null;
      readonly usedRecoveryCode: boolean;
    }
  | { readonly ok: false; readonly reason: 'INVALID_CREDENTIALS' | 'LOCKED'; readonly admin: AdminAccount | null }
  | {
      readonly ok: false;
      readonly reason: 'SECOND_FACTOR_NEEDED';
      readonly wrong: boolean;
      readonly admin: AdminAccount;
    }
  | {
      readonly ok: false;
      readonly reason: 'ENROL';
      readonly wrong: boolean;
      readonly admin: AdminAccount;
      readonly secret: string;
      readonly uri: string;
    };

export interface AdminLoginInput {
  readonly email: string;
  readonly password: string;
  readonly totp: string | undefined;
  readonly ip: string | null;
}

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function loginAdmin(deps: Deps, input: AdminLoginInput): Promise<AdminLoginDecision> {
  const known = await findAdminByEmail(deps.db, input.email);
  // Verified before anything else, against a dummy hash when the e-mail is unknown: every answer costs the same
  // argon2 time, locked or not, known or not.
  const passwordMatches = await verifyAdminPassword(known?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const key: ThrottleKey = { email: input.email, client: input.ip ?? 'unknown' };
  const attempt = { email: input.email, ip: input.ip };
  const admin = known ?? null;
  const now = deps.clock();
  if (isLocked(await readThrottle(deps.db, key), now)) {
    await logAdminLoginAttempt(deps.db, { ...attempt, reason: 'locked' }, now);
    return { ok: false, reason: 'LOCKED', admin };
  }
  if (known === undefined || !passwordMatches || known.disabled) {
    const reason = known === undefined ? 'unknown-email' : passwordMatches ? 'disabled' : 'wrong-password';
    await logAdminLoginAttempt(deps.db, { ...attempt, reason }, now);
    const locked = await countFailure(deps, key);
    return { ok: false, reason: locked ? 'LOCKED' : 'INVALID_CREDENTIALS', admin };
  }
  const second = await secondFactorOf(deps, known, input.totp);
  await logAdminLoginAttempt(deps.db, { ...attempt, reason: logReason(second) }, now);
  if (second.kind === 'passed') {
    await saveThrottle(deps.db, key, FRESH, now);
    return { ok: true, admin: known, recoveryCodes: second.recoveryCodes, usedRecoveryCode: second.usedRecoveryCode };
  }
  // A missing code costs nothing (the screen asks for it); a wrong or replayed one counts like a wrong password.
  const wrong = second.kind !== 'missing';
  if (wrong && (await countFailure(deps, key))) return { ok: false, reason: 'LOCKED', admin };
  if (second.kind === 'enrol') {
    return { ok: false, reason: 'ENROL', wrong: second.wrong, admin: known, secret: second.secret, uri: second.uri };
  }
  return { ok: false, reason: 'SECOND_FACTOR_NEEDED', wrong, admin: known };
}

/** One more failure for the pair; true when it locked the pair. */
async function countFailure(deps: Deps, key: ThrottleKey): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const next = afterFailure(await readThrottle(trx, key, true), now);
    await saveThrottle(trx, key, next, now);
    return isLocked(next, now);
  });
}

function logReason(second: SecondFactorOutcome) {
  if (second.kind === 'passed') return 'ok';
  if (second.kind === 'enrol') return second.wrong ? 'second-factor-wrong' : 'enrolment-started';
  if (second.kind === 'missing') return 'second-factor-missing';
  return second.kind === 'replayed' ? 'second-factor-replayed' : 'second-factor-wrong';
}
