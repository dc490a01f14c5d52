import type { AppDeps } from '../app-deps';
import {
  type AdminAccount,
  type AdminLoginReason,
  findAdminByEmail,
  logAdminLoginAttempt,
  readThrottle,
  saveThrottle,
  type ThrottleKey,
} from './admin-accounts.repository';
import { afterFailure, FRESH, isLocked } from './admin-lockout';
import { dummyPasswordHash, verifyAdminPassword } from './admin-password';
import { redeemRecoveryCode, type SecondFactorOutcome, secondFactorOf } from './admin-second-factor';
import { readSecondFactor } from './admin-second-factor.repository';
import { type CeilingTrip, isCeilingReached, noteFailedGuess } from './admin-sign-in-ceiling';
import { normaliseRecoveryCode } from './totp';

// spec §4, §6 admin login. Decision 0012: argon2id, every attempt logged, one answer for an unknown e-mail and a
// wrong password. Decision 0123: failures lock the e-mail and client pair, known e-mail or not, for a growing
// while. Decision 0122: the password first, then the second factor, enrolled only through an owner's one-time link
// (decision 0184). Decision 0186: past the daily ceiling of failed guesses, only the password with a recovery code.

type Failure =
  | { readonly ok: false; readonly reason: 'INVALID_CREDENTIALS' | 'LOCKED'; readonly admin: AdminAccount | null }
  /** Decision 0226: the right password for a disabled account: told so, since the password was verified. */
  | { readonly ok: false; readonly reason: 'DISABLED'; readonly admin: AdminAccount }
  /** Decision 0186: the e-mail reached its daily ceiling; only the password with a recovery code is looked at. */
  | { readonly ok: false; readonly reason: 'CEILING'; readonly wrong: boolean; readonly admin: AdminAccount | null }
  | {
      readonly ok: false;
      readonly reason: 'SECOND_FACTOR_NEEDED';
      readonly wrong: boolean;
      readonly admin: AdminAccount;
    }
  /** Decision 0184: no second factor yet, and no live enrolment link came with the password. */
  | { readonly ok: false; readonly reason: 'ENROLMENT_LINK_NEEDED'; readonly admin: AdminAccount }
  | {
      readonly ok: false;
      readonly reason: 'ENROL';
      readonly wrong: boolean;
      readonly admin: AdminAccount;
      readonly secret: string;
      readonly uri: string;
    };

type Decided = (
  | {
      readonly ok: true;
      readonly admin: AdminAccount;
      /** The ten recovery codes, on the sign-in that completed an enrolment. */
      readonly recoveryCodes: readonly string[] | null;
      readonly usedRecoveryCode: boolean;
    }
  | Failure
) & {
  /** Decision 0186: this attempt brought the e-mail to its ceiling (the owners were e-mailed): audit it. */
  readonly ceilingTrip?: CeilingTrip | null;
};

export type AdminLoginDecision = Decided & {
  /** Decision 0225: why, as the attempts log has it (a wrong or replayed code, a disabled account…), for the trail. */
  readonly why: AdminLoginReason;
};

export interface AdminLoginInput {
  readonly email: string;
  readonly password: string;
  readonly totp: string | undefined;
  /** Decision 0184: the enrolment link's token, when the page was opened from one. */
  readonly enrolment: string | undefined;
  readonly ip: string | null;
}

type Deps = Pick<AppDeps, 'db' | 'clock'>;

interface Attempt {
  readonly input: AdminLoginInput;
  readonly key: ThrottleKey;
  readonly known: AdminAccount | undefined;
  /** The reason the attempts log was given: every path logs exactly once. */
  logged: AdminLoginReason;
}

export async function loginAdmin(deps: Deps, input: AdminLoginInput): Promise<AdminLoginDecision> {
  const known = await findAdminByEmail(deps.db, input.email);
  const attempt: Attempt = { input, known, key: { email: input.email, client: input.ip ?? 'unknown' }, logged: 'ok' };
  const decision = await decide(deps, attempt);
  return { ...decision, why: attempt.logged };
}

async function decide(deps: Deps, attempt: Attempt): Promise<Decided> {
  const { input, known } = attempt;
  // Verified before anything else, against a dummy hash when the e-mail is unknown: every answer costs the same
  // argon2 time, locked or not, known or not.
  const passwordMatches = await verifyAdminPassword(known?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const admin = known ?? null;
  if (isLocked(await readThrottle(deps.db, attempt.key), deps.clock())) {
    await log(deps, attempt, 'locked');
    return { ok: false, reason: 'LOCKED', admin };
  }
  if (await isCeilingReached(deps, input.email)) return pastTheCeiling(deps, attempt, passwordMatches);
  if (known === undefined || !passwordMatches || known.disabled) {
    const reason = known === undefined ? 'unknown-email' : passwordMatches ? 'disabled' : 'wrong-password';
    // Decision 0226: only a verified password learns that the account is disabled; it still counts as a failure.
    return failedGuess(deps, attempt, reason, (locked): Failure => {
      if (locked) return { ok: false, reason: 'LOCKED', admin };
      if (reason === 'disabled' && known !== undefined) return { ok: false, reason: 'DISABLED', admin: known };
      return { ok: false, reason: 'INVALID_CREDENTIALS', admin };
    });
  }
  const second = await secondFactorOf(deps, known, { code: input.totp, enrolment: input.enrolment });
  if (second.kind === 'passed') {
    await log(deps, attempt, 'ok');
    await saveThrottle(deps.db, attempt.key, FRESH, deps.clock());
    return { ok: true, admin: known, recoveryCodes: second.recoveryCodes, usedRecoveryCode: second.usedRecoveryCode };
  }
  // A missing code or link costs nothing (the screen asks for it); a wrong or replayed one counts like a wrong
  // password.
  const reason = logReason(second);
  const failure = secondFactorFailure(known, second);
  if (!counts(second)) {
    await log(deps, attempt, reason);
    return failure;
  }
  return failedGuess(deps, attempt, reason, (locked) => (locked ? { ok: false, reason: 'LOCKED', admin } : failure));
}

/**
 * Decision 0186: past the ceiling, one answer (4710, asking for a recovery code) whatever the password, unless the
 * password and an unused recovery code both come: authenticator codes are not even checked, so guessing stops.
 */
async function pastTheCeiling(deps: Deps, attempt: Attempt, passwordMatches: boolean): Promise<Decided> {
  const { known, input } = attempt;
  const recovery = input.totp === undefined ? undefined : normaliseRecoveryCode(input.totp);
  const admin = known ?? null;
  const refused = (wrong: boolean): Failure => ({ ok: false, reason: 'CEILING', wrong, admin });
  if (recovery === undefined) {
    await log(deps, attempt, 'ceiling');
    return refused(false);
  }
  const enrolled = known !== undefined && (await readSecondFactor(deps.db, known.id)).secret !== null;
  if (known !== undefined && passwordMatches && !known.disabled && enrolled) {
    const second = await redeemRecoveryCode(deps, known.id, recovery);
    if (second.kind === 'passed') {
      await log(deps, attempt, 'ok');
      await saveThrottle(deps.db, attempt.key, FRESH, deps.clock());
      return { ok: true, admin: known, recoveryCodes: null, usedRecoveryCode: true };
    }
  }
  const reason = known === undefined ? 'unknown-email' : passwordMatches ? 'second-factor-wrong' : 'wrong-password';
  return failedGuess(deps, attempt, reason, (locked) =>
    locked ? { ok: false, reason: 'LOCKED', admin } : refused(true),
  );
}

/** Logs a failed guess, counts it for the address (decision 0123) and for the ceiling (decision 0186). */
async function failedGuess(
  deps: Deps,
  attempt: Attempt,
  reason: AdminLoginReason,
  answer: (locked: boolean) => Failure,
): Promise<Decided> {
  await log(deps, attempt, reason);
  const locked = await countFailure(deps, attempt.key);
  const ceilingTrip = await noteFailedGuess(deps, attempt.input.email, attempt.known !== undefined);
  return { ...answer(locked), ceilingTrip };
}

function log(deps: Deps, attempt: Attempt, reason: AdminLoginReason): Promise<void> {
  attempt.logged = reason;
  return logAdminLoginAttempt(deps.db, { email: attempt.input.email, ip: attempt.input.ip, reason }, deps.clock());
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

type Refusal = Exclude<SecondFactorOutcome, { kind: 'passed' }>;

const counts = (second: Refusal): boolean =>
  second.kind === 'wrong' ||
  second.kind === 'replayed' ||
  (second.kind === 'enrol' && second.wrong) ||
  (second.kind === 'no-link' && second.given);

function secondFactorFailure(admin: AdminAccount, second: Refusal): Failure {
  if (second.kind === 'enrol') {
    return { ok: false, reason: 'ENROL', wrong: second.wrong, admin, secret: second.secret, uri: second.uri };
  }
  if (second.kind === 'no-link') return { ok: false, reason: 'ENROLMENT_LINK_NEEDED', admin };
  return { ok: false, reason: 'SECOND_FACTOR_NEEDED', wrong: second.kind !== 'missing', admin };
}

function logReason(second: Refusal): AdminLoginReason {
  switch (second.kind) {
    case 'enrol':
      return second.wrong ? 'second-factor-wrong' : 'enrolment-started';
    case 'no-link':
      return second.given ? 'enrolment-link-wrong' : 'enrolment-link-missing';
    case 'missing':
      return 'second-factor-missing';
    case 'replayed':
      return 'second-factor-replayed';
    case 'wrong':
      return 'second-factor-wrong';
  }
}
