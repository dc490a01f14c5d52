import type { Kysely, Transaction } from 'kysely';
import type { Database, NewTransaction } from '../db/schema';

// The import's reads and writes, each a bounded round trip: lists are cut into chunks well under PostgreSQL's
// 65,535 parameters per statement.

export const LOOKUP_CHUNK_SIZE = 5_000;

export interface KnownCardholder {
  readonly id: number;
  readonly promoCode: string;
  readonly customerNo: string;
}

export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** The campaign's cardholders named by any of the promo codes or customer numbers, each once. */
export async function findCardholders(
  db: Kysely<Database>,
  campaignId: number,
  names: { readonly promoCodes: readonly string[]; readonly customerNos: readonly string[] },
): Promise<KnownCardholder[]> {
  const found = new Map<number, KnownCardholder>();
  const lookups = [
    ...chunksOf(names.promoCodes, LOOKUP_CHUNK_SIZE).map((chunk) => ['promo_code', chunk] as const),
    ...chunksOf(names.customerNos, LOOKUP_CHUNK_SIZE).map((chunk) => ['customer_no', chunk] as const),
  ];
  for (const [column, values] of lookups) {
    const rows = await db
      .selectFrom('cardholders')
      .where('campaign_id', '=', campaignId)
      .where(column, 'in', values)
      .select(['id', 'promo_code', 'customer_no'])
      .execute();
    for (const row of rows) found.set(row.id, { id: row.id, promoCode: row.promo_code, customerNo: row.customer_no });
  }
  return [...found.values()];
}

/**
 * Inserts the rows whose reference number is new and answers the ones inserted; a reference already stored
 * (by an earlier import, or one running at the same time) is skipped by the unique index, not by a read first.
 * `rows` is never empty (chunksOf makes no empty chunk).
 */
export async function insertNewTransactions(
  trx: Transaction<Database>,
  rows: readonly NewTransaction[],
): Promise<{ cardholder_id: number; reference_no: string }[]> {
  return trx
    .insertInto('transactions')
    .values([...rows])
    .onConflict((conflict) => conflict.column('reference_no').doNothing())
    .returning(['cardholder_id', 'reference_no'])
    .execute();
}

/** Which of the reference numbers are stored already (any campaign: the unique index spans them all). */
export async function findStoredReferences(db: Kysely<Database>, references: readonly string[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (const chunk of chunksOf(references, LOOKUP_CHUNK_SIZE)) {
    const rows = await db
      .selectFrom('transactions')
      .where('reference_no', 'in', chunk)
      .select('reference_no')
      .execute();
    for (const row of rows) stored.add(row.reference_no);
  }
  return stored;
}
