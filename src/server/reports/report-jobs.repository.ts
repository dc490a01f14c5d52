import { type Kysely, sql, type Transaction } from 'kysely';
import type { DayKey } from '../../domain/dates';
import type { Database } from '../db/schema';

// The report_jobs queue: the generate call inserts a job; a runner claims the oldest queued one with a lease,
// builds it and records done or failed (with the error) when it is finished. Decision 0094: several instances
// run a runner each; a job whose lease ran out belongs to a runner that stopped.

type Db = Kysely<Database> | Transaction<Database>;

export interface ReportJobRequest {
  readonly adminId: number;
  readonly typeId: number;
  readonly start: DayKey;
  readonly end: DayKey;
}

export interface ReportJob extends ReportJobRequest {
  readonly id: number;
  /** The e-mail of the admin who asked: the report goes to them. */
  readonly recipient: string;
}

export async function queueReportJob(db: Db, request: ReportJobRequest, now: Date): Promise<number> {
  const row = await db
    .insertInto('report_jobs')
    .values({
      admin_id: request.adminId,
      type_id: request.typeId,
      start_date: request.start,
      end_date: request.end,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes the oldest queued job in one statement; `skip locked` lets two runners never take the same one. */
export async function claimNextReportJob(db: Db, leaseUntil: Date): Promise<ReportJob | undefined> {
  const row = await db
    .updateTable('report_jobs')
    .set({ status: 'running', lease_until: leaseUntil })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('report_jobs')
        .select('id')
        .where('status', '=', 'queued')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'id',
      'admin_id',
      'type_id',
      // `date` columns as text: node-postgres would make a Date at the server's local midnight.
      sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'),
      sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end'),
      (eb) =>
        eb
          .selectFrom('admins')
          .select('email')
          .whereRef('admins.id', '=', 'report_jobs.admin_id')
          .$asScalar()
          .$notNull()
          .as('recipient'),
    ])
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      adminId: row.admin_id,
      typeId: row.type_id,
      start: row.start,
      end: row.end,
      recipient: row.recipient,
    }
  );
}

/** Decision 0240: how many of the newest finished reports keep their file for the report screen. */
export const REPORT_FILES_KEPT = 20;

/** Done, with the CSV it e-mailed kept; the file of any report older than the newest REPORT_FILES_KEPT goes. */
export async function finishReportJob(db: Db, id: number, now: Date, csv: string): Promise<void> {
  await db
    .updateTable('report_jobs')
    .set({ status: 'done', error: null, finished_at: now, csv })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('report_jobs')
    .set({ csv: null })
    .where('csv', 'is not', null)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('report_jobs')
        .select('id')
        .where('csv', 'is not', null)
        .orderBy('id', 'desc')
        .limit(REPORT_FILES_KEPT),
    )
    .execute();
}

export interface ReportJobSummary {
  readonly id: number;
  readonly typeId: number;
  readonly start: DayKey;
  readonly end: DayKey;
  readonly status: 'queued' | 'running' | 'done' | 'failed';
  readonly error: string | null;
  readonly requestedBy: string;
  readonly requestedAt: Date;
  readonly finishedAt: Date | null;
  readonly hasFile: boolean;
}

/** The newest report jobs, newest first, with who asked and whether their file is kept (decision 0240). */
export async function recentReportJobs(db: Db, limit: number): Promise<ReportJobSummary[]> {
  const rows = await db
    .selectFrom('report_jobs')
    .innerJoin('admins', 'admins.id', 'report_jobs.admin_id')
    .select([
      'report_jobs.id',
      'report_jobs.type_id',
      sql<string>`to_char(report_jobs.start_date, 'YYYY-MM-DD')`.as('start'),
      sql<string>`to_char(report_jobs.end_date, 'YYYY-MM-DD')`.as('end'),
      'report_jobs.status',
      'report_jobs.error',
      'admins.email',
      'report_jobs.created_at',
      'report_jobs.finished_at',
      sql<boolean>`report_jobs.csv is not null`.as('has_file'),
    ])
    .orderBy('report_jobs.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    typeId: row.type_id,
    start: row.start,
    end: row.end,
    status: row.status,
    error: row.error,
    requestedBy: row.email,
    requestedAt: row.created_at,
    finishedAt: row.finished_at,
    hasFile: row.has_file,
  }));
}

/** A finished report's kept file, with what names it; undefined when there is none (unknown, unfinished, pruned). */
export async function reportFile(
  db: Db,
  id: number,
): Promise<{ typeId: number; start: DayKey; end: DayKey; csv: string } | undefined> {
  const row = await db
    .selectFrom('report_jobs')
    .select([
      'type_id',
      sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'),
      sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end'),
      'csv',
    ])
    .where('id', '=', id)
    .where('csv', 'is not', null)
    .executeTakeFirst();
  return row?.csv == null ? undefined : { typeId: row.type_id, start: row.start, end: row.end, csv: row.csv };
}

export async function failReportJob(db: Db, id: number, error: string, now: Date): Promise<void> {
  await db
    .updateTable('report_jobs')
    .set({ status: 'failed', error: error.slice(0, 1000), finished_at: now })
    .where('id', '=', id)
    .execute();
}

export const INTERRUPTED_ERROR = 'Interrupted: the server stopped while building this report. Please request it again.';

/** A job left running by a stopped server will never finish; say so rather than leave it running. */
export async function failInterruptedReportJobs(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('report_jobs')
    .set({ status: 'failed', error: INTERRUPTED_ERROR, finished_at: now })
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
