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

export async function finishReportJob(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('report_jobs')
    .set({ status: 'done', error: null, finished_at: now })
    .where('id', '=', id)
    .execute();
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
