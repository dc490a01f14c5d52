import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

// Decision 0122: an admin's TOTP secret (pending between the QR and the first code), the last time step
// accepted (a replayed code is refused), and ten single-use recovery codes stored as argon2id hashes.

type Db = Kysely<Database> | Transaction<Database>;

export interface SecondFactorState {
  readonly secret: string | null;
  readonly pendingSecret: string | null;
  readonly lastStep: number | null;
}

export async function readSecondFactor(db: Db, adminId: number, lock = false): Promise<SecondFactorState> {
  let query = db
    .selectFrom('admins')
    .select(['totp_secret', 'totp_pending_secret', 'totp_last_step'])
    .where('id', '=', adminId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return {
    secret: row.totp_secret,
    pendingSecret: row.totp_pending_secret,
    lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
  };
}

export async function savePendingSecret(db: Db, adminId: number, secret: string): Promise<void> {
  await db.updateTable('admins').set({ totp_pending_secret: secret }).where('id', '=', adminId).execute();
}

/** The pending secret becomes the admin's, with its first step spent and fresh recovery codes. */
export async function completeEnrolment(
  db: Db,
  adminId: number,
  enrolment: { readonly secret: string; readonly step: number; readonly recoveryCodeHashes: readonly string[] },
  now: Date,
): Promise<void> {
  await db
    .updateTable('admins')
    .set({ totp_secret: enrolment.secret, totp_pending_secret: null, totp_last_step: enrolment.step })
    .where('id', '=', adminId)
    .execute();
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(enrolment.recoveryCodeHashes.map((code_hash) => ({ admin_id: adminId, code_hash, created_at: now })))
    .execute();
}

export async function saveLastStep(db: Db, adminId: number, step: number): Promise<void> {
  await db.updateTable('admins').set({ totp_last_step: step }).where('id', '=', adminId).execute();
}

export async function unusedRecoveryCodes(db: Db, adminId: number): Promise<{ id: number; codeHash: string }[]> {
  const rows = await db
    .selectFrom('admin_recovery_codes')
    .select(['id', 'code_hash'])
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute();
  return rows.map((row) => ({ id: row.id, codeHash: row.code_hash }));
}

/** True when this call spent the code (a concurrent use of the same code finds it spent). */
export async function spendRecoveryCode(db: Db, codeId: number, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

/** An owner's reset: the admin enrols again at the next sign-in; the old recovery codes are void. */
export async function resetSecondFactor(db: Db, adminId: number): Promise<void> {
  await db
    .updateTable('admins')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
    .where('id', '=', adminId)
    .execute();
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
}
