import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { AdminRole } from '../../../domain/admin-roles';
import type { CardholderStatus, Database } from '../../db/schema';
import { absoluteEnd, type SessionKind } from './session-policy';

type Db = Kysely<Database> | Transaction<Database>;

/** Who a session belongs to. */
export type SessionSubject =
  | { readonly kind: 'cardholder'; readonly cardholderId: number }
  | { readonly kind: 'admin'; readonly adminId: number };

export interface StoredSession {
  readonly idHash: string;
  readonly kind: SessionKind;
  readonly cardholderId: number | null;
  readonly adminId: number | null;
  /** The cardholder's promo code and status (null for an admin). */
  readonly promoCode: string | null;
  readonly cardholderStatus: CardholderStatus | null;
  /** The admin's role and e-mail now (null for a cardholder, and for an admin who has been disabled). */
  readonly adminRole: AdminRole | null;
  readonly adminEmail: string | null;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

/** The id itself is never stored: only its SHA-256 (`idHash`). Answers the absolute end. */
export async function insertSession(db: Db, idHash: string, subject: SessionSubject, now: Date): Promise<Date> {
  const expiresAt = absoluteEnd(subject.kind, now);
  await db
    .insertInto('sessions')
    .values({
      id_hash: idHash,
      kind: subject.kind,
      cardholder_id: subject.kind === 'cardholder' ? subject.cardholderId : null,
      admin_id: subject.kind === 'admin' ? subject.adminId : null,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return expiresAt;
}

/** The session row with its cardholder's code and status and its admin's role. */
function sessionQuery(db: Db, idHash: string) {
  return db
    .selectFrom('sessions')
    .leftJoin('cardholders', 'cardholders.id', 'sessions.cardholder_id')
    .leftJoin('admins', 'admins.id', 'sessions.admin_id')
    .select([
      'sessions.id_hash',
      'sessions.kind',
      'sessions.cardholder_id',
      'sessions.admin_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'cardholders.promo_code',
      'cardholders.status',
      'admins.role',
      'admins.email',
      'admins.disabled_at',
    ])
    .where('sessions.id_hash', '=', idHash);
}

/** What `sessionQuery` answers (checked where `findSession` maps it). */
export interface SessionRow {
  readonly id_hash: string;
  readonly kind: SessionKind;
  readonly cardholder_id: number | null;
  readonly admin_id: number | null;
  readonly last_seen_at: Date;
  readonly expires_at: Date;
  readonly revoked_at: Date | null;
  readonly promo_code: string | null;
  readonly status: CardholderStatus | null;
  readonly role: AdminRole | null;
  readonly email: string | null;
  readonly disabled_at: Date | null;
}

/** The same query as a fragment another statement embeds (decision 0193: a data call reads its session inside). */
export const selectSession = (db: Db, idHash: string): RawBuilder<SessionRow> =>
  sql<SessionRow>`${sessionQuery(db, idHash)}`;

export function storedSessionOf(row: SessionRow): StoredSession {
  return {
    idHash: row.id_hash,
    kind: row.kind,
    cardholderId: row.cardholder_id,
    adminId: row.admin_id,
    promoCode: row.promo_code,
    cardholderStatus: row.status,
    // Decision 0120: a disabled admin's sessions end at once, like a blocked cardholder's.
    adminRole: row.disabled_at === null ? row.role : null,
    adminEmail: row.email,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

export async function findSession(db: Db, idHash: string): Promise<StoredSession | undefined> {
  const row: SessionRow | undefined = await sessionQuery(db, idHash).executeTakeFirst();
  return row === undefined ? undefined : storedSessionOf(row);
}

/** A request on a live session restarts its idle timeout. */
export async function touchSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

export async function revokeSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Decision 0182: every live session of an admin ends: on disable, on a second-factor reset and on a new password.
 * Revoked for good, so enabling the admin again revives none of them.
 */
export async function revokeAdminSessions(db: Db, adminId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .execute();
}
