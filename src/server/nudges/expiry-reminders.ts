import type { Kysely } from 'kysely';
import { dueExpiryReminder } from '../../domain/nudges';
import { findActiveCampaignId, loadCampaignConfig } from '../campaign/campaign.repository';
import { jobFailureLog } from '../db/database-errors';
import type { Database } from '../db/schema';
import { ordersExpiringBetween } from '../orders/orders.repository';
import { type NudgeOutcome, tellMoment } from './nudge-moments';
import { balanceExpiringNotice, egcsExpiringNotice } from './nudge-notices';
import { balancesExpiringBetween } from './nudges.repository';

// Decision 0205: the daily expiry reminders. An order's unused eGCs 7 days and 1 day before they expire,
// a claimed tier's reward balance 7 days before it ends. Every instance runs the pass every hour; each reminder is
// once per cardholder (decision 0202: its moment row, written in the transaction of its messages), so two instances,
// a restart or a pass run twice send it once. The 7-day reminders go by SMS to a cardholder no browser gets pushes
// for; the 1-day one does not (once is enough by SMS).

const PASS_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ExpiryRemindersDeps {
  readonly db: Kysely<Database>;
  readonly clock: () => Date;
  readonly log: JobLog;
  readonly intervalMs?: number;
}

export type ExpiryPassResult = Readonly<Partial<Record<NudgeOutcome, number>>>;

/** One pass: every reminder due now that was not told yet. Answers the outcomes counted. */
export async function runExpiryReminders(deps: Pick<ExpiryRemindersDeps, 'db' | 'clock'>): Promise<ExpiryPassResult> {
  const campaignId = await findActiveCampaignId(deps.db);
  if (campaignId === null) return {};
  const { timeZone } = await loadCampaignConfig(deps.db, campaignId);
  const now = deps.clock();
  // Wider than the 7 calendar days by a day each side: the rule (by day, in the campaign's zone) picks.
  const from = new Date(now.getTime() - DAY_MS);
  const to = new Date(now.getTime() + 9 * DAY_MS);
  const counts: Partial<Record<NudgeOutcome, number>> = {};
  const tell = async (cardholderId: number, notice: Parameters<typeof tellMoment>[2], smsFallback: boolean) => {
    const outcome = await deps.db
      .transaction()
      .execute((trx) => tellMoment(trx, cardholderId, notice, { now, timeZone, smsFallback }));
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  };
  for (const order of await ordersExpiringBetween(deps.db, from, to)) {
    const reminder = dueExpiryReminder(order.expiresAt, now, timeZone);
    if (reminder !== null)
      await tell(order.cardholderId, egcsExpiringNotice(reminder, order, timeZone), reminder === 7);
  }
  for (const balance of await balancesExpiringBetween(deps.db, from, to)) {
    if (dueExpiryReminder(balance.expiresAt, now, timeZone) === 7) {
      await tell(balance.cardholderId, balanceExpiringNotice(balance, timeZone), true);
    }
  }
  return counts;
}

/** A pass at start and every hour, unref'd; stop() waits for the pass running. */
export function startExpiryReminders(deps: ExpiryRemindersDeps): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const failures = jobFailureLog(deps.log, 'expiry reminders');
  const pass = () =>
    runExpiryReminders(deps).then(
      (counts) => {
        failures.succeeded();
        if (Object.keys(counts).length > 0) deps.log.info(counts, 'expiry reminders: pass done');
      },
      (error: unknown) => failures.failed(error, {}, 'expiry reminders pass failed'),
    );
  let running: Promise<void> = pass().finally(schedule);
  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(schedule);
    }, deps.intervalMs ?? PASS_INTERVAL_MS);
    timer.unref();
  }
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
