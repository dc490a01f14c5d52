import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

// Decision 0184: the one-time links that let an admin enrol a second factor. Only the token's SHA-256 is stored;
// an admin has at most one live link (issuing another voids the older one).

type Db = Kysely<Database> | Transaction<Database>;

export interface NewEnrolmentLink {
  readonly tokenHash: string;
  readonly adminId: number;
  /** The owner who issued it; null for the command line and the seed. */
  readonly issuedBy: number | null;
  readonly expiresAt: Date;
}

export async function replaceEnrolmentLink(db: Db, link: NewEnrolmentLink, now: Date): Promise<void> {
  await db
    .deleteFrom('admin_enrolment_links')
    .where('admin_id', '=', link.adminId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('admin_enrolment_links')
    .values({
      token_hash: link.tokenHash,
      admin_id: link.adminId,
      issued_by: link.issuedBy,
      created_at: now,
      expires_at: link.expiresAt,
    })
    .execute();
}

/** Whether the link is this admin's, unused and unexpired. */
export async function isLiveEnrolmentLink(db: Db, tokenHash: string, adminId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('admin_enrolment_links')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Spends the link; false when another request spent it first (or it expired meanwhile). */
export async function spendEnrolmentLink(db: Db, tokenHash: string, adminId: number, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('admin_enrolment_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('token_hash')
    .executeTakeFirst();
  return spent !== undefined;
}
