import { type Kysely, sql, type Transaction } from 'kysely';
import type { AdminRole } from '../../domain/admin-roles';
import type { Database } from '../db/schema';
import { FRESH, type LockoutState } from './admin-lockout';

// The admins table (argon2id hashes, lockout state) and the sign-in attempts log.

type Db = Kysely<Database> | Transaction<Database>;

export interface AdminAccount {
  readonly id: number;
  readonly email: string;
  readonly passwordHash: string;
  readonly disabled: boolean;
}

/** E-mail addresses compare case-insensitively and without surrounding spaces. */
export const normaliseAdminEmail = (email: string): string => email.trim().toLowerCase();

export async function findAdminByEmail(db: Db, email: string): Promise<AdminAccount | undefined> {
  const row = await db
    .selectFrom('admins')
    .select(['id', 'email', 'password_hash', 'disabled_at'])
    .where(sql<string>`lower(email)`, '=', normaliseAdminEmail(email))
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash, disabled: row.disabled_at !== null };
}

/** Decision 0123: the sign-in throttle of one e-mail (known or not) and client address. */
export interface ThrottleKey {
  readonly email: string;
  readonly client: string;
}

/** `lock` for a read-then-write in a transaction (the failure count of concurrent tries adds up). */
export async function readThrottle(db: Db, key: ThrottleKey, lock = false): Promise<LockoutState> {
  let query = db
    .selectFrom('admin_sign_in_throttle')
    .select(['failures', 'locks', 'locked_until'])
    .where('email', '=', normaliseAdminEmail(key.email).slice(0, 320))
    .where('client', '=', key.client);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { failedAttempts: row.failures, locks: row.locks, lockedUntil: row.locked_until } : FRESH;
}

export async function saveThrottle(db: Db, key: ThrottleKey, state: LockoutState, now: Date): Promise<void> {
  const values = {
    failures: state.failedAttempts,
    locks: state.locks,
    locked_until: state.lockedUntil,
    updated_at: now,
  };
  await db
    .insertInto('admin_sign_in_throttle')
    .values({ email: normaliseAdminEmail(key.email).slice(0, 320), client: key.client, ...values })
    .onConflict((conflict) => conflict.columns(['email', 'client']).doUpdateSet(values))
    .execute();
}

export type AdminLoginReason =
  | 'ok'
  | 'unknown-email'
  | 'wrong-password'
  | 'locked'
  | 'disabled'
  | 'second-factor-missing'
  | 'second-factor-wrong'
  | 'second-factor-replayed'
  | 'enrolment-started'
  /** Decision 0184: not enrolled, and no enrolment link came (a missing step, not counted) or a bad one did. */
  | 'enrolment-link-missing'
  | 'enrolment-link-wrong'
  /** Decision 0186: past the daily ceiling, without a recovery code (nothing was checked). */
  | 'ceiling';

export interface AdminLoginAttempt {
  readonly email: string;
  readonly ip: string | null;
  readonly reason: AdminLoginReason;
}

export async function logAdminLoginAttempt(db: Db, attempt: AdminLoginAttempt, now: Date): Promise<void> {
  await db
    .insertInto('admin_login_attempts')
    .values({
      email: normaliseAdminEmail(attempt.email).slice(0, 320),
      ip: attempt.ip,
      succeeded: attempt.reason === 'ok',
      reason: attempt.reason,
      created_at: now,
    })
    .execute();
}

export interface UpsertedAdmin {
  readonly result: 'created' | 'reset';
  readonly adminId: number;
  readonly enrolled: boolean;
}

/**
 * `npm run admin:create`: a new admin, or a new password (and a role, when one is given) for an existing one.
 * Decision 0120: a new admin without `--role` is an owner, as every admin was before roles.
 */
export async function upsertAdmin(
  db: Db,
  account: { readonly email: string; readonly passwordHash: string; readonly role: AdminRole | undefined },
  now: Date,
): Promise<UpsertedAdmin> {
  const existing = await findAdminByEmail(db, account.email);
  if (existing) {
    const row = await db
      .updateTable('admins')
      .set({ password_hash: account.passwordHash, ...(account.role ? { role: account.role } : {}) })
      .where('id', '=', existing.id)
      .returning('totp_secret')
      .executeTakeFirstOrThrow();
    // A new password lifts the sign-in locks on this e-mail (decision 0123), from every address.
    await db.deleteFrom('admin_sign_in_throttle').where('email', '=', existing.email).execute();
    return { result: 'reset', adminId: existing.id, enrolled: row.totp_secret !== null };
  }
  const created = await db
    .insertInto('admins')
    .values({
      email: normaliseAdminEmail(account.email),
      password_hash: account.passwordHash,
      role: account.role ?? 'owner',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { result: 'created', adminId: created.id, enrolled: false };
}

/** Migrated and seeded: the campaigns table exists and holds a campaign. */
export async function isDatabaseSetUp(db: Kysely<Database>): Promise<boolean> {
  const found = await sql<{ ready: boolean }>`select to_regclass('campaigns') is not null as ready`.execute(db);
  if (!found.rows[0]?.ready) return false;
  return (await db.selectFrom('campaigns').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export interface AdminSummary {
  readonly id: number;
  readonly email: string;
  readonly role: AdminRole;
  readonly disabled: boolean;
  readonly secondFactorEnrolled: boolean;
}

const summarySelection = ['id', 'email', 'role', 'disabled_at', 'totp_secret'] as const;

const toSummary = (row: {
  id: number;
  email: string;
  role: AdminRole;
  disabled_at: Date | null;
  totp_secret: string | null;
}): AdminSummary => ({
  id: row.id,
  email: row.email,
  role: row.role,
  disabled: row.disabled_at !== null,
  secondFactorEnrolled: row.totp_secret !== null,
});

/** Decision 0120: the owners' list of admins, by e-mail. */
export async function listAdmins(db: Db): Promise<AdminSummary[]> {
  const rows = await db.selectFrom('admins').select(summarySelection).orderBy('email').execute();
  return rows.map(toSummary);
}

export async function findAdminSummary(db: Db, adminId: number): Promise<AdminSummary | undefined> {
  const row = await db.selectFrom('admins').select(summarySelection).where('id', '=', adminId).executeTakeFirst();
  return row && toSummary(row);
}

/** A new admin; undefined when the e-mail is taken. */
export async function insertAdmin(
  db: Db,
  account: { readonly email: string; readonly passwordHash: string; readonly role: AdminRole },
  now: Date,
): Promise<AdminSummary | undefined> {
  if (await findAdminByEmail(db, account.email)) return undefined;
  const row = await db
    .insertInto('admins')
    .values({
      email: normaliseAdminEmail(account.email),
      password_hash: account.passwordHash,
      role: account.role,
      created_at: now,
    })
    .returning(summarySelection)
    .executeTakeFirstOrThrow();
  return toSummary(row);
}

export async function setAdminRole(db: Db, adminId: number, role: AdminRole): Promise<void> {
  await db.updateTable('admins').set({ role }).where('id', '=', adminId).execute();
}

/** A disabled admin's sessions stop at their next request (the session lookup reads disabled_at). */
export async function setAdminDisabled(db: Db, adminId: number, disabledAt: Date | null): Promise<void> {
  await db.updateTable('admins').set({ disabled_at: disabledAt }).where('id', '=', adminId).execute();
}
