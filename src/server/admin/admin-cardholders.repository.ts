import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ChangeLogEntry, UserInfo } from '../../contract/admin';
import type { CardholdersTable, Database } from '../db/schema';
import type { SearchTarget } from './admin-search';

// Decision 0012: an admin looks up any cardholder of the campaign that is not blocked (issued and pending ones
// too: their contact details may be what needs fixing); a blocked or unknown one is "not found" (4678).

type Db = Kysely<Database> | Transaction<Database>;

const lookable = (db: Db, campaignId: number) =>
  db
    .selectFrom('cardholders')
    .select(['id', 'promo_code', 'customer_no', 'email_address', 'mobile_no', 'registered_at'])
    .where('campaign_id', '=', campaignId)
    .where('status', '!=', 'blocked');

export interface LookedUpCardholder {
  readonly id: number;
  readonly promoCode: string;
  readonly registeredAt: Date | null;
  readonly info: UserInfo;
}

type Row = Pick<
  Selectable<CardholdersTable>,
  'id' | 'promo_code' | 'customer_no' | 'email_address' | 'mobile_no' | 'registered_at'
>;

const toLookedUp = (row: Row): LookedUpCardholder => ({
  id: row.id,
  promoCode: row.promo_code,
  registeredAt: row.registered_at,
  info: { customerNo: row.customer_no, emailAddress: row.email_address, mobileNO: row.mobile_no, userID: row.id },
});

export async function findCardholderByTarget(
  db: Db,
  campaignId: number,
  target: SearchTarget,
): Promise<LookedUpCardholder | undefined> {
  if (target.kind === 'none') return undefined;
  const query =
    target.kind === 'promoCode'
      ? lookable(db, campaignId).where('promo_code', '=', target.promoCode)
      : lookable(db, campaignId).where('customer_no', 'in', [...target.customerNumbers]);
  // A customer number may hold several codes: the registered one first, then the oldest.
  const row = await query
    .orderBy((eb) => eb.case().when('status', '=', 'registered').then(0).else(1).end())
    .orderBy('id')
    .executeTakeFirst();
  return row && toLookedUp(row);
}

/** `lock` holds the row for an update in the same transaction. */
export async function findCardholderById(
  db: Db,
  campaignId: number,
  cardholderId: number,
  lock = false,
): Promise<LookedUpCardholder | undefined> {
  let query = lookable(db, campaignId).where('id', '=', cardholderId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toLookedUp(row);
}

export interface ContactChange {
  readonly cardholderId: number;
  readonly adminId: number;
  readonly adminEmail: string;
  readonly from: { readonly emailAddress: string | null; readonly mobileNo: string | null };
  readonly to: { readonly emailAddress: string; readonly mobileNo: string };
}

/** spec §3 edit history: the new contact and its history entry; call inside one transaction. */
export async function writeContactChange(trx: Transaction<Database>, change: ContactChange, now: Date): Promise<void> {
  await trx
    .updateTable('cardholders')
    .set({ email_address: change.to.emailAddress, mobile_no: change.to.mobileNo, updated_at: now })
    .where('id', '=', change.cardholderId)
    .execute();
  await trx
    .insertInto('edit_history')
    .values({
      cardholder_id: change.cardholderId,
      admin_id: change.adminId,
      modified_by: change.adminEmail,
      from_email_address: change.from.emailAddress,
      from_mobile_no: change.from.mobileNo,
      to_email_address: change.to.emailAddress,
      to_mobile_no: change.to.mobileNo,
      created_at: now,
    })
    .execute();
}

/** spec §5: "edit history newest first". */
export async function listEditHistory(db: Db, campaignId: number, cardholderId: number): Promise<ChangeLogEntry[]> {
  const rows = await db
    .selectFrom('edit_history as h')
    .innerJoin('cardholders as c', 'c.id', 'h.cardholder_id')
    .select([
      'h.created_at',
      'h.modified_by',
      'h.from_email_address',
      'h.from_mobile_no',
      'h.to_email_address',
      'h.to_mobile_no',
    ])
    .where('h.cardholder_id', '=', cardholderId)
    .where('c.campaign_id', '=', campaignId)
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
  return rows.map((row) => ({
    dateCreated: row.created_at.toISOString(),
    modifiedBy: row.modified_by,
    changeLog: {
      from: { emailAddress: row.from_email_address, mobileNo: row.from_mobile_no },
      to: { emailAddress: row.to_email_address, mobileNo: row.to_mobile_no },
    },
  }));
}
