import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

// Decision 0241: the import_runs table: one row per transaction import, from the admin screen or `npm run import`,
// with its counts and its rejected rows as CSV, which only the newest IMPORT_FILES_KEPT imports keep.

type Db = Kysely<Database> | Transaction<Database>;

/** How many of the newest imports keep their rejected rows' file, and how many the history lists. */
export const IMPORT_FILES_KEPT = 20;

export interface ImportRun {
  readonly adminId: number | null;
  readonly source: 'screen' | 'cli';
  readonly fileName: string | null;
  readonly fileError: string | null;
  readonly imported: number;
  readonly duplicates: number;
  readonly rejected: number;
  readonly cardholders: number;
  readonly rejectedCsv: string | null;
}

export async function recordImportRun(db: Db, run: ImportRun, now: Date): Promise<number> {
  const row = await db
    .insertInto('import_runs')
    .values({
      admin_id: run.adminId,
      source: run.source,
      file_name: run.fileName,
      file_error: run.fileError,
      imported: run.imported,
      duplicates: run.duplicates,
      rejected: run.rejected,
      cardholders: run.cardholders,
      rejected_csv: run.rejectedCsv,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('import_runs')
    .set({ rejected_csv: null })
    .where('rejected_csv', 'is not', null)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('import_runs').select('id').orderBy('id', 'desc').limit(IMPORT_FILES_KEPT),
    )
    .execute();
  return row.id;
}

export interface ImportRunSummary extends Omit<ImportRun, 'adminId' | 'rejectedCsv'> {
  readonly id: number;
  /** The admin's e-mail; null for `npm run import`. */
  readonly importedBy: string | null;
  readonly createdAt: Date;
  readonly hasRejectedFile: boolean;
}

/** The newest imports, newest first. */
export async function recentImportRuns(db: Db, limit: number): Promise<ImportRunSummary[]> {
  const rows = await db
    .selectFrom('import_runs')
    .leftJoin('admins', 'admins.id', 'import_runs.admin_id')
    .select([
      'import_runs.id',
      'import_runs.source',
      'import_runs.file_name',
      'import_runs.file_error',
      'import_runs.imported',
      'import_runs.duplicates',
      'import_runs.rejected',
      'import_runs.cardholders',
      'import_runs.created_at',
      'admins.email',
      (eb) => eb('import_runs.rejected_csv', 'is not', null).as('has_rejected_file'),
    ])
    .orderBy('import_runs.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    fileName: row.file_name,
    fileError: row.file_error,
    imported: row.imported,
    duplicates: row.duplicates,
    rejected: row.rejected,
    cardholders: row.cardholders,
    importedBy: row.email,
    createdAt: row.created_at,
    hasRejectedFile: Boolean(row.has_rejected_file),
  }));
}

/** An import's rejected rows file; undefined when it has none (none rejected, unknown, or no longer kept). */
export async function rejectedRowsFile(db: Db, id: number): Promise<{ createdAt: Date; csv: string } | undefined> {
  const row = await db
    .selectFrom('import_runs')
    .select(['created_at', 'rejected_csv'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.rejected_csv == null ? undefined : { createdAt: row.created_at, csv: row.rejected_csv };
}
