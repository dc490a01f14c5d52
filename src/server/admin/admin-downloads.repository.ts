import type { Kysely } from 'kysely';
import { displayCategoryName } from '../../domain/categories';
import { egcState } from '../../domain/egcs';
import { egcStateText, orderReference } from '../../domain/orders';
import { qualifiesFor } from '../../domain/transactions';
import type { Database } from '../db/schema';
import { type OrderCsvKey, orderCsvRows } from '../orders/orders.repository';
import { csvDateTimeIn, pesosCell } from '../platform/csv/csv-format';
import type { CsvRow } from '../platform/csv/csv-writer';
import { keysetPages, mapPages } from '../platform/csv/keyset-pages';

// Downloads (decision 0035): the looked-up cardholder's transactions and eGCs, newest first like the screens, read
// a page at a time (keyset on the sort key) so a 100,000-row file never sits in memory. No eGC codes: a file
// that leaves the back-office must not carry spendable vouchers.

export interface DownloadSubject {
  readonly cardholderId: number;
  readonly campaignId: number;
  readonly registeredAt: Date | null;
  readonly timeZone: string;
  /** When the file is made: an eGC's state is judged at this instant (decision 0160). */
  readonly now: Date;
}

export const TRANSACTION_COLUMNS = [
  'Transaction ID',
  'Reference No',
  'Transaction Date',
  'Posted Date',
  'Expiry Date',
  'Amount',
  'Type',
  'MCC',
  'Merchant Category',
  'Location',
  'Qualified',
] as const;

type TransactionKey = readonly [Date, number];

export function transactionCsvPages(db: Kysely<Database>, subject: DownloadSubject): AsyncIterable<readonly CsvRow[]> {
  const dateTime = csvDateTimeIn(subject.timeZone);
  const qualifies = qualifiesFor(subject.registeredAt, subject.timeZone);
  const fetchPage = (after: TransactionKey | undefined, limit: number) => {
    let query = db
      .selectFrom('transactions as t')
      .leftJoin('merchant_categories as mc', (join) =>
        join.onRef('mc.mcc_id', '=', 't.mcc_id').on('mc.campaign_id', '=', subject.campaignId),
      )
      .select(['t.id', 't.reference_no', 't.transaction_at', 't.posted_at', 't.expiry_at', 't.value_centavos'])
      .select(['t.type', 't.mcc_id', 't.location', 'mc.name as category'])
      .where('t.cardholder_id', '=', subject.cardholderId);
    if (after) query = query.where((eb) => eb(eb.refTuple('t.transaction_at', 't.id'), '<', eb.tuple(...after)));
    return query.orderBy('t.transaction_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
  };
  return mapPages(
    keysetPages(fetchPage, (row) => [row.transaction_at, row.id] as const),
    (row): CsvRow => {
      const at = dateTime(row.transaction_at);
      // spec §1, §5: bonus records and spend before the registration day do not qualify.
      const qualified = qualifies({ referenceNo: row.reference_no, transactionDateTime: row.transaction_at });
      return [
        row.id,
        row.reference_no,
        at,
        dateTime(row.posted_at),
        dateTime(row.expiry_at),
        pesosCell(row.value_centavos),
        row.type,
        row.mcc_id,
        row.category === null ? null : displayCategoryName(row.category),
        row.location,
        qualified ? 'Yes' : 'No',
      ];
    },
  );
}

export const ORDER_COLUMNS = [
  'Order ID',
  // Decision 0235: 'REF 5', the reference the screens show (the cardholder's and the back office's).
  'Reference',
  'Date Ordered',
  'Expiry Date',
  'Merchant',
  'Value',
  'Status',
  'Status ID',
  // Decision 0081: enough to tell one eGC from another on the phone with its holder, never enough to spend it.
  'eGC Code Ending',
  'Used At',
  // Decision 0235: the order's reference with the eGC provider (MAIN-5, BONUSM1-2), which says its round (spec §3).
  'Provider Reference',
] as const;

/** One row per eGC; rows of one order share the Order ID (spec §3 redemption group). */
export function orderCsvPages(db: Kysely<Database>, subject: DownloadSubject): AsyncIterable<readonly CsvRow[]> {
  const dateTime = csvDateTimeIn(subject.timeZone);
  const fetchPage = (after: OrderCsvKey | undefined, limit: number) =>
    orderCsvRows(db, subject.cardholderId, after, limit);
  const keyOf = (row: { created_at: Date; order_id: number; item_id: number }) =>
    [row.created_at, row.order_id, row.item_id] as const;
  return mapPages(
    keysetPages(fetchPage, keyOf),
    (row): CsvRow => [
      row.order_id,
      orderReference(row.order_id),
      dateTime(row.created_at),
      dateTime(row.expires_at),
      row.merchant_name,
      pesosCell(row.value_centavos),
      // spec §3: 43 active, 44 redeemed. The state is judged as every screen judges it (egcState,
      // decision 0160), so an eGC past its expiry day is Expired here too; Status ID stays the stored id.
      egcStateText(
        egcState({ giftawayStatusID: row.status_id, expiryDate: row.expires_at }, subject.now, subject.timeZone),
      ),
      row.status_id,
      // Decision 0081: the last four only, kept apart from the sealed code (decision 0172).
      row.egc_code_last4,
      row.used_at === null ? '' : dateTime(row.used_at),
      row.client_reference_no,
    ],
  );
}
