import type { Kysely } from 'kysely';
import type { BonusKind } from '../../domain/transactions';
import type { Database, NewTransaction, TransactionRow } from '../db/schema';

// Reads and writes of the bonus evaluation, each one round trip per batch of cardholders.

export interface EvaluationCandidate {
  readonly id: number;
  readonly customerNo: string;
  readonly registeredAt: Date | null;
}

/** Registered cardholders of the campaign (only these take part, spec §1), optionally only the given ids. */
export async function loadRegisteredCardholders(
  db: Kysely<Database>,
  campaignId: number,
  cardholderIds?: readonly number[],
): Promise<EvaluationCandidate[]> {
  if (cardholderIds !== undefined && cardholderIds.length === 0) return [];
  let query = db
    .selectFrom('cardholders')
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'registered')
    .select(['id', 'customer_no', 'registered_at'])
    .orderBy('id');
  if (cardholderIds !== undefined) query = query.where('id', 'in', [...cardholderIds]);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, customerNo: row.customer_no, registeredAt: row.registered_at }));
}

/** The merchant category codes that count toward categories reached (spec §3 Merchant category). */
export async function loadCategoryMccIds(db: Kysely<Database>, campaignId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('merchant_categories')
    .where('campaign_id', '=', campaignId)
    .select('mcc_id')
    .execute();
  return rows.map((row) => row.mcc_id);
}

/** The spend rows (no bonus records) of a non-empty batch of cardholders, grouped by cardholder id. */
export async function loadSpendRowsByCardholder(
  db: Kysely<Database>,
  cardholderIds: readonly number[],
): Promise<Map<number, TransactionRow[]>> {
  const byCardholder = new Map<number, TransactionRow[]>();
  const rows = await db
    .selectFrom('transactions')
    .where('cardholder_id', 'in', [...cardholderIds])
    .where('bonus_kind', 'is', null)
    .selectAll()
    .execute();
  for (const row of rows) {
    const list = byCardholder.get(row.cardholder_id) ?? [];
    list.push(row);
    byCardholder.set(row.cardholder_id, list);
  }
  return byCardholder;
}

/**
 * Inserts the records that do not exist yet: one per cardholder and round (the partial unique index
 * transactions_bonus_record_key), so a second evaluation, or one running at the same time, adds nothing.
 * Answers the rounds actually created.
 */
export async function insertBonusRecords(
  db: Kysely<Database>,
  records: readonly NewTransaction[],
): Promise<{ cardholderId: number; kind: BonusKind }[]> {
  if (records.length === 0) return [];
  const inserted = await db
    .insertInto('transactions')
    .values([...records])
    .onConflict((conflict) =>
      conflict.columns(['cardholder_id', 'bonus_kind']).where('bonus_kind', 'is not', null).doNothing(),
    )
    .returning(['cardholder_id', 'bonus_kind'])
    .execute();
  return inserted.map((row) => ({ cardholderId: row.cardholder_id, kind: row.bonus_kind as BonusKind }));
}
