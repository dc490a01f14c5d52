import type { Kysely } from 'kysely';
import { findActiveCampaignId, loadCampaignConfig } from '../campaign/campaign.repository';
import { jobFailureLog } from '../db/database-errors';
import type { Database } from '../db/schema';
import { csvText } from '../platform/csv/csv-writer';
import { enqueueMessage } from '../platform/outbox.repository';
import {
  claimNextReportJob,
  failInterruptedReportJobs,
  failReportJob,
  finishReportJob,
  type ReportJob,
} from './report-jobs.repository';
import { reportFileName, reportTypeOf } from './report-types';

// Architecture §4: "Reports (4791, 4292, 4783) are jobs that e-mail a CSV." The runner takes queued jobs one at
// a time, builds the CSV and puts the e-mail with it attached in the outbox (the dispatcher delivers it, by
// SMTP when SMTP_URL is set) in the same transaction that marks the job done. A failure marks it failed with
// the error. Every instance runs a runner; a claim holds a job for REPORT_JOB_LEASE_MS (decision 0094).

const REPORT_JOBS_INTERVAL_MS = 5_000;
/** Far longer than a report takes (at most 366 days, decision 0036); past it, the runner is taken for gone. */
const REPORT_JOB_LEASE_MS = 15 * 60_000;

interface ReportJobsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ReportJobsDeps {
  readonly db: Kysely<Database>;
  readonly clock: () => Date;
  readonly log: ReportJobsLog;
  readonly intervalMs?: number;
}

async function runJob(deps: ReportJobsDeps, job: ReportJob): Promise<void> {
  const type = reportTypeOf(job.typeId);
  if (type === undefined) throw new Error(`unknown report type ${job.typeId}`);
  const campaignId = await findActiveCampaignId(deps.db);
  if (campaignId === null) throw new Error('no campaign in the database');
  const config = await loadCampaignConfig(deps.db, campaignId);
  const range = { start: job.start, end: job.end };
  const table = await type.build({ db: deps.db, campaignId, config, range });
  const message = {
    channel: 'email',
    recipient: job.recipient,
    subject: `${type.label} report, ${range.start} to ${range.end}`,
    body: `The ${type.label} report for ${config.name}, ${range.start} to ${range.end}, is attached (report ${job.id}).`,
    attachment: { name: reportFileName(type, range), content: csvText(table.columns, table.rows) },
  } as const;
  await deps.db.transaction().execute(async (trx) => {
    await enqueueMessage(trx, message, deps.clock());
    await finishReportJob(trx, job.id, deps.clock(), message.attachment.content);
  });
  deps.log.info({ reportJobId: job.id, typeId: job.typeId, rows: table.rows.length }, 'report job done');
}

/** One pass: fails the jobs of runners gone, then takes every queued job, oldest first. Answers how many. */
export async function runQueuedReportJobs(deps: ReportJobsDeps): Promise<number> {
  const interrupted = await failInterruptedReportJobs(deps.db, deps.clock());
  if (interrupted > 0) deps.log.info({ interrupted }, 'report jobs: failed the jobs of a stopped server');
  const claim = () => claimNextReportJob(deps.db, new Date(deps.clock().getTime() + REPORT_JOB_LEASE_MS));
  let taken = 0;
  for (let job = await claim(); job; job = await claim()) {
    taken += 1;
    try {
      await runJob(deps, job);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.log.error({ reportJobId: job.id, err: error }, 'report job failed');
      await failReportJob(deps.db, job.id, reason, deps.clock());
    }
  }
  return taken;
}

/** Polls every 5 s, unref'd; stop() waits for the pass running. */
export function startReportJobs(deps: ReportJobsDeps): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const failures = jobFailureLog(deps.log, 'report jobs');
  const tick = () => {
    running = runQueuedReportJobs(deps)
      .then(
        () => failures.succeeded(),
        (error: unknown) => failures.failed(error, {}, 'report jobs pass failed'),
      )
      .finally(schedule);
  };
  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(tick, deps.intervalMs ?? REPORT_JOBS_INTERVAL_MS);
    timer.unref();
  }
  void running.then(schedule);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
