import type { Kysely, Transaction } from 'kysely';
import type { ApprovalKind, ApprovalStatus, Database } from '../db/schema';

// Decisions 0187, 0188: the contact changes and held resends that wait for a second admin, and their decisions.

type Db = Kysely<Database> | Transaction<Database>;

interface Contact {
  readonly emailAddress: string | null;
  readonly mobileNo: string | null;
}

export interface Requester {
  readonly adminId: number;
  readonly adminEmail: string;
}

export interface StoredApproval {
  readonly id: number;
  readonly kind: ApprovalKind;
  readonly cardholderId: number;
  readonly requestedBy: number;
  readonly requestedByEmail: string;
  readonly requestedAt: Date;
  readonly from: Contact;
  readonly to: Contact;
  readonly orderId: number | null;
  /** Decision 0218: a contact change's reason (null for a resend). */
  readonly reason: string | null;
}

const APPROVAL_COLUMNS = [
  'a.id',
  'a.kind',
  'a.cardholder_id',
  'a.requested_by',
  'a.requested_by_email',
  'a.requested_at',
  'a.from_email_address',
  'a.from_mobile_no',
  'a.to_email_address',
  'a.to_mobile_no',
  'a.order_id',
  'a.reason',
] as const;

type ApprovalRow = {
  id: number;
  kind: ApprovalKind;
  cardholder_id: number;
  requested_by: number;
  requested_by_email: string;
  requested_at: Date;
  from_email_address: string | null;
  from_mobile_no: string | null;
  to_email_address: string | null;
  to_mobile_no: string | null;
  order_id: number | null;
  reason: string | null;
};

const toStored = (row: ApprovalRow): StoredApproval => ({
  id: row.id,
  kind: row.kind,
  cardholderId: row.cardholder_id,
  requestedBy: row.requested_by,
  requestedByEmail: row.requested_by_email,
  requestedAt: row.requested_at,
  from: { emailAddress: row.from_email_address, mobileNo: row.from_mobile_no },
  to: { emailAddress: row.to_email_address, mobileNo: row.to_mobile_no },
  orderId: row.order_id,
  reason: row.reason,
});

/** A newer contact change for the cardholder replaces the one still waiting (a typo is corrected by asking again). */
export async function supersedePendingContactChanges(
  trx: Transaction<Database>,
  cardholderId: number,
  by: Requester,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('admin_approvals')
    .set({ status: 'superseded', decided_by: by.adminId, decided_by_email: by.adminEmail, decided_at: now })
    .where('cardholder_id', '=', cardholderId)
    .where('kind', '=', 'contact-change')
    .where('status', '=', 'pending')
    .execute();
}

export async function insertContactChangeRequest(
  trx: Transaction<Database>,
  request: {
    readonly cardholderId: number;
    readonly by: Requester;
    readonly from: Contact;
    readonly to: Contact;
    readonly reason: string;
  },
  now: Date,
): Promise<number> {
  const row = await trx
    .insertInto('admin_approvals')
    .values({
      kind: 'contact-change',
      cardholder_id: request.cardholderId,
      requested_by: request.by.adminId,
      requested_by_email: request.by.adminEmail,
      requested_at: now,
      from_email_address: request.from.emailAddress,
      from_mobile_no: request.from.mobileNo,
      to_email_address: request.to.emailAddress,
      to_mobile_no: request.to.mobileNo,
      reason: request.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A held resend of the order: the one already waiting, or a new one. */
export async function holdResendRequest(
  trx: Transaction<Database>,
  request: { readonly cardholderId: number; readonly orderId: number; readonly by: Requester },
  now: Date,
): Promise<{ id: number; isNew: boolean }> {
  const waiting = await trx
    .selectFrom('admin_approvals')
    .select('id')
    .where('kind', '=', 'resend')
    .where('order_id', '=', request.orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (waiting) return { id: waiting.id, isNew: false };
  const row = await trx
    .insertInto('admin_approvals')
    .values({
      kind: 'resend',
      cardholder_id: request.cardholderId,
      order_id: request.orderId,
      requested_by: request.by.adminId,
      requested_by_email: request.by.adminEmail,
      requested_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, isNew: true };
}

/** The approval if it still waits, locked for the decision (two owners deciding at once: one wins). */
export async function lockPendingApproval(
  trx: Transaction<Database>,
  approvalId: number,
  campaignId: number,
): Promise<StoredApproval | undefined> {
  const row = await trx
    .selectFrom('admin_approvals as a')
    .innerJoin('cardholders as c', 'c.id', 'a.cardholder_id')
    .select(APPROVAL_COLUMNS)
    .where('a.id', '=', approvalId)
    .where('a.status', '=', 'pending')
    .where('c.campaign_id', '=', campaignId)
    .forUpdate('a')
    .executeTakeFirst();
  return row && toStored(row);
}

export async function recordDecision(
  trx: Transaction<Database>,
  approvalId: number,
  status: Extract<ApprovalStatus, 'approved' | 'rejected'>,
  by: Requester,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('admin_approvals')
    .set({ status, decided_by: by.adminId, decided_by_email: by.adminEmail, decided_at: now })
    .where('id', '=', approvalId)
    .execute();
}

export interface PendingRow extends StoredApproval {
  readonly promoCode: string;
  readonly customerNo: string;
}

/** Everything waiting in the campaign, oldest first. */
export async function listPendingApprovals(db: Db, campaignId: number): Promise<PendingRow[]> {
  const rows = await db
    .selectFrom('admin_approvals as a')
    .innerJoin('cardholders as c', 'c.id', 'a.cardholder_id')
    .select([...APPROVAL_COLUMNS, 'c.promo_code', 'c.customer_no'])
    .where('a.status', '=', 'pending')
    .where('c.campaign_id', '=', campaignId)
    .orderBy('a.requested_at')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({ ...toStored(row), promoCode: row.promo_code, customerNo: row.customer_no }));
}
