import { type Kysely, sql, type Transaction } from 'kysely';
import type { AuditAction } from '../../contract/admin-accounts';
import type { Database } from '../db/schema';
import type { CsvRow } from '../platform/csv/csv-writer';
import { keysetPages, mapPages } from '../platform/csv/keyset-pages';

// Decision 0121: the append-only audit trail. Rows are only ever inserted here; migration 0005's triggers make
// the database refuse any update or delete, whoever connects.

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditFilters {
  readonly adminEmail?: string;
  readonly action?: AuditAction;
  readonly promoCode?: string;
  readonly from?: Date;
  readonly until?: Date;
}

export interface AuditRow {
  readonly id: string;
  readonly at: Date;
  readonly adminEmail: string;
  readonly action: string;
  readonly promoCode: string | null;
  readonly detail: Record<string, unknown>;
  readonly clientAddress: string | null;
  readonly userAgent: string | null;
}

const base = (db: Db) => db.selectFrom('admin_audit as a').leftJoin('cardholders as c', 'c.id', 'a.cardholder_id');

function filtered(query: ReturnType<typeof base>, filters: AuditFilters): ReturnType<typeof base> {
  let next = query;
  if (filters.adminEmail) next = next.where(sql`lower(a.admin_email)`, '=', filters.adminEmail.trim().toLowerCase());
  if (filters.action) next = next.where('a.action', '=', filters.action);
  if (filters.promoCode) next = next.where(sql`upper(c.promo_code)`, '=', filters.promoCode.trim().toUpperCase());
  if (filters.from) next = next.where('a.at', '>=', filters.from);
  if (filters.until) next = next.where('a.at', '<', filters.until);
  return next;
}

export async function countAuditRows(db: Db, filters: AuditFilters): Promise<number> {
  const row = await filtered(base(db), filters)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

type Key = readonly [Date, string];

async function auditPage(db: Db, filters: AuditFilters, limit: number, offset = 0, after?: Key) {
  let query = filtered(base(db), filters).select([
    'a.id',
    'a.at',
    'a.admin_email',
    'a.action',
    'c.promo_code',
    'a.detail',
    'a.client_address',
    'a.user_agent',
  ]);
  if (after) query = query.where((eb) => eb(eb.refTuple('a.at', 'a.id'), '<', eb.tuple(after[0], after[1])));
  const rows = await query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map(
    (row): AuditRow => ({
      id: String(row.id),
      at: row.at,
      adminEmail: row.admin_email,
      action: row.action,
      promoCode: row.promo_code,
      detail: row.detail,
      clientAddress: row.client_address,
      userAgent: row.user_agent,
    }),
  );
}

/** One screen's page, newest first; `page` counts from 1. */
export function listAuditRows(db: Db, filters: AuditFilters, page: number, pageSize: number): Promise<AuditRow[]> {
  return auditPage(db, filters, pageSize, (page - 1) * pageSize);
}

export const AUDIT_COLUMNS = ['Time', 'Admin', 'Action', 'Cardholder', 'Detail', 'Client address', 'User agent'];

/** Every matching row for the CSV, a keyset page at a time (decision 0035). */
export function auditCsvPages(
  db: Kysely<Database>,
  filters: AuditFilters,
  dateTime: (at: Date) => string,
): AsyncIterable<readonly CsvRow[]> {
  return mapPages(
    keysetPages(
      (after: Key | undefined, limit) => auditPage(db, filters, limit, 0, after),
      (row) => [row.at, row.id] as const,
    ),
    (row): CsvRow => [
      dateTime(row.at),
      row.adminEmail,
      row.action,
      row.promoCode,
      JSON.stringify(row.detail),
      row.clientAddress,
      row.userAgent,
    ],
  );
}
