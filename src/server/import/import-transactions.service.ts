import type { Kysely } from 'kysely';
import { pesosToCentavos } from '../../domain/money';
import { BONUS_KINDS, type BonusKind } from '../../domain/transactions';
import { type BonusEvaluationResult, evaluateBonusRecords } from '../bonus/bonus-evaluation';
import type { Database, NewTransaction } from '../db/schema';
import { spendBeforeImport, tellGoalsReached } from '../nudges/goal-moments';
import { type DuplicateRow, duplicatesReport, firstOfEachReference, storedDuplicates } from './duplicate-rows';
import {
  chunksOf,
  findCardholders,
  findStoredReferences,
  insertNewTransactions,
  LOOKUP_CHUNK_SIZE,
} from './import.repository';
import { type MatchedRow, matchRows, namesIn, type ValidRow } from './match-cardholders';
import type { BadRow, ParsedFile } from './source-rows';
import { describeRowIssues, TransactionRowSchema } from './transaction-row';

// docs/import-format.md: `npm run import` validates every row, reports bad rows by line WITHOUT importing them, imports the
// good ones, and skips duplicates by reference number (already stored, or repeated in the file). The good rows
// go in one database transaction, in batches; then the bonus rules run for the cardholders that gained spend.

/** 1,000 rows × 10 columns per INSERT, well under PostgreSQL's 65,535 parameters. */
export const INSERT_BATCH_SIZE = 1_000;

export interface ImportOptions {
  readonly campaignId: number;
  readonly now: Date;
}

export interface ImportSummary {
  readonly imported: number;
  /** Reference numbers already in the database: skipped. */
  readonly duplicatesInDatabase: number;
  /** Reference numbers seen earlier in the same file: the later rows are skipped. */
  readonly duplicatesInFile: number;
  /** Both kinds of duplicate, each by its line (decision 0146), sorted by line. */
  readonly duplicates: readonly DuplicateRow[];
  /** Sorted by line. */
  readonly badRows: readonly BadRow[];
  /** The cardholders that gained transactions, whose bonus rounds were evaluated. */
  readonly cardholderIds: readonly number[];
  readonly bonus: BonusEvaluationResult;
}

function validateRows(file: ParsedFile): { valid: ValidRow[]; badRows: BadRow[] } {
  const valid: ValidRow[] = [];
  const badRows: BadRow[] = [...file.badRows];
  for (const { line, fields } of file.rows) {
    const parsed = TransactionRowSchema.safeParse(fields);
    if (parsed.success) valid.push({ line, row: parsed.data });
    else badRows.push({ line, reason: describeRowIssues(parsed.error) });
  }
  return { valid, badRows };
}

const storedRow = ({ row, cardholderId }: MatchedRow, now: Date): NewTransaction => ({
  cardholder_id: cardholderId,
  reference_no: row.referenceNo,
  transaction_at: row.transactionDateTime,
  posted_at: row.postedDateTime ?? null,
  expiry_at: null,
  value_centavos: pesosToCentavos(row.value),
  type: row.type ?? null,
  mcc_id: row.mccID ?? null,
  location: row.location ?? null,
  bonus_kind: null,
  created_at: now,
});

/**
 * The rows the unique index let in, by cardholder and reference number. In the same transaction, each
 * cardholder the rows take past a spend goal is told (decision 0202: once, whichever import does it).
 */
async function insertAll(db: Kysely<Database>, rows: readonly MatchedRow[], options: ImportOptions) {
  const { now } = options;
  return db.transaction().execute(async (trx) => {
    const spend = await spendBeforeImport(trx, [...new Set(rows.map((row) => row.cardholderId))]);
    const inserted: { cardholder_id: number; reference_no: string }[] = [];
    for (const batch of chunksOf(rows, INSERT_BATCH_SIZE)) {
      inserted.push(
        ...(await insertNewTransactions(
          trx,
          batch.map((matched) => storedRow(matched, now)),
        )),
      );
    }
    await tellGoalsReached(trx, spend, options);
    return inserted;
  });
}

/** The bonus rules for the cardholders that gained spend, in chunks (the evaluator lists ids in one query). */
async function evaluateBonuses(
  db: Kysely<Database>,
  cardholderIds: readonly number[],
  options: ImportOptions,
): Promise<BonusEvaluationResult> {
  const createdByKind = Object.fromEntries(BONUS_KINDS.map((kind) => [kind, 0])) as Record<BonusKind, number>;
  let evaluated = 0;
  let created = 0;
  for (const chunk of chunksOf(cardholderIds, LOOKUP_CHUNK_SIZE)) {
    const result = await evaluateBonusRecords(db, { ...options, cardholderIds: chunk });
    evaluated += result.evaluated;
    created += result.created;
    for (const kind of BONUS_KINDS) createdByKind[kind] += result.createdByKind[kind];
  }
  return { evaluated, created, createdByKind };
}

/** The rows that would import: checked, matched to a cardholder, the first of each reference number. */
async function checkRows(db: Kysely<Database>, file: ParsedFile, campaignId: number) {
  const { valid, badRows } = validateRows(file);
  const known = await findCardholders(db, campaignId, namesIn(valid));
  const { matched, badRows: unknownCardholders } = matchRows(valid, known);
  const { unique, repeats } = firstOfEachReference(matched);
  return { unique, repeats, badRows: [...badRows, ...unknownCardholders].sort((a, b) => a.line - b.line) };
}

export async function importTransactions(
  db: Kysely<Database>,
  file: ParsedFile,
  options: ImportOptions,
): Promise<ImportSummary> {
  const { unique, repeats, badRows } = await checkRows(db, file, options.campaignId);
  const inserted = await insertAll(db, unique, options);
  const insertedReferences = new Set(inserted.map((row) => row.reference_no));
  const cardholderIds = [...new Set(inserted.map((row) => row.cardholder_id))].sort((a, b) => a - b);
  return {
    imported: inserted.length,
    ...duplicatesReport(
      storedDuplicates(unique, (referenceNo) => insertedReferences.has(referenceNo)),
      repeats,
    ),
    badRows,
    cardholderIds,
    bonus: await evaluateBonuses(db, cardholderIds, options),
  };
}

export type ImportPreview = Omit<ImportSummary, 'bonus'>;

/**
 * Decision 0144: the same report as `importTransactions` without writing anything: `imported` is what an import
 * now would insert. Reference numbers stored already are read instead of left to the unique index, so a row
 * another import stores between the preview and the import is counted as new here and as a duplicate then.
 */
export async function previewTransactions(
  db: Kysely<Database>,
  file: ParsedFile,
  options: Pick<ImportOptions, 'campaignId'>,
): Promise<ImportPreview> {
  const { unique, repeats, badRows } = await checkRows(db, file, options.campaignId);
  const stored = await findStoredReferences(
    db,
    unique.map(({ row }) => row.referenceNo),
  );
  const fresh = unique.filter(({ row }) => !stored.has(row.referenceNo));
  return {
    imported: fresh.length,
    ...duplicatesReport(
      storedDuplicates(unique, (referenceNo) => !stored.has(referenceNo)),
      repeats,
    ),
    badRows,
    cardholderIds: [...new Set(fresh.map((matched) => matched.cardholderId))].sort((a, b) => a - b),
  };
}
