import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

// Decision 0094: how a replica stops. From the signal, readiness answers 503 (the proxy stops sending) and every
// answer carries `Connection: close`; after a notice period (in production: long enough for the proxy's health
// check to see it) the listener closes; requests already taken are answered, idle keep-alive connections close,
// the background work stops within what is left of the drain time; then the process exits. Whatever is still
// running when the drain time is up does not hold the exit.

export interface DrainState {
  draining: boolean;
}

export interface DrainPlan {
  readonly app: FastifyInstance;
  readonly state: DrainState;
  /** The whole drain, from the signal to the exit (DRAIN_SECONDS). */
  readonly drainMs: number;
  /** How long the listener stays open after readiness turned 503. */
  readonly noticeMs: number;
  /** Stops the background jobs, giving in-flight work at most `graceMs`. */
  readonly stopBackground: (graceMs: number) => Promise<void>;
  /** Closes the database and frees what the process holds, after everything else stopped. */
  readonly closeResources: () => Promise<void>;
  readonly log: FastifyBaseLogger;
  readonly exit: (code: number) => void;
}

/** Time kept back from the background work's grace for closing the database and exiting. */
const CLOSING_RESERVE_MS = 1_500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function drainAndExit(plan: DrainPlan, signal: string, withNotice: boolean): Promise<void> {
  const started = Date.now();
  plan.state.draining = true;
  plan.log.info({ drainMs: plan.drainMs }, `${signal}: draining (readiness answers 503)`);
  const overdue = setTimeout(() => {
    plan.log.error({ drainMs: plan.drainMs }, 'drain time is up: exiting with work unfinished');
    plan.exit(1);
  }, plan.drainMs);
  try {
    const background = plan.stopBackground(Math.max(0, plan.drainMs - CLOSING_RESERVE_MS));
    if (withNotice) await sleep(plan.noticeMs);
    await plan.app.close();
    await background;
    await plan.closeResources();
  } catch (error) {
    plan.log.error({ err: error }, 'drain failed');
    clearTimeout(overdue);
    plan.exit(1);
    return;
  }
  clearTimeout(overdue);
  plan.log.info({ ms: Date.now() - started }, 'drained: exiting');
  plan.exit(0);
}
