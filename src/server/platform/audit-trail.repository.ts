import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AuditAction } from '../../contract/admin-accounts';
import type { Database } from '../db/schema';

// Decision 0121: the append-only audit trail is written here and only here (every area's admin actions);
// admin/admin-audit.repository.ts reads it. Migration 0005's triggers make the database refuse updates and deletes.

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditRecord {
  readonly at: Date;
  readonly adminId: number | null;
  /** The signed-in admin's e-mail, or the e-mail a failed sign-in named. */
  readonly adminEmail: string;
  readonly action: AuditAction;
  readonly cardholderId?: number | null;
  readonly detail?: Readonly<Record<string, unknown>>;
  readonly clientAddress: string | null;
  readonly userAgent: string | null;
}

/** Where the request came from: the client address (decision 0093's `request.ip`) and the user agent. */
export const auditClientOf = (request: FastifyRequest) => ({
  clientAddress: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

export async function insertAuditRow(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      at: record.at,
      admin_id: record.adminId,
      admin_email: record.adminEmail.slice(0, 320),
      action: record.action,
      cardholder_id: record.cardholderId ?? null,
      detail: JSON.stringify(record.detail ?? {}),
      client_address: record.clientAddress,
      user_agent: record.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
}
