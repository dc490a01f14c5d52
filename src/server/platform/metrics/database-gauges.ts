import type { Kysely } from 'kysely';
import { Gauge } from 'prom-client';
import type { Database } from '../../db/schema';
import { countOutboxByLane, type LaneDepth, laneName } from '../outbox.repository';
import { metricsRegistry } from './portal-metrics';

// Decision 0222: the figures that come from the database (the outbox's depth by lane, whether the promo is open)
// are read at most once per READ_EVERY_MS per instance, when a scrape asks for them and the last read is older;
// scrapes in between, from any number of Prometheus servers, answer the last figures. A failed read keeps the
// last figures (the database alert says why) and is tried again at the next scrape.

export const READ_EVERY_MS = 5_000;

/** The promo is open until its redemption period ends (spec §3 schedules.redemption.endDateTime). */
const isPromoOpen = (redemptionEnd: string, now: Date): boolean => now.getTime() < Date.parse(redemptionEnd);

export interface DatabaseFigures {
  readonly lanes: readonly LaneDepth[];
  readonly promoOpen: boolean;
  readonly at: Date;
}

/** How many of the pool's connections are in use, and how many requests wait for one. */
interface PoolUsage {
  readonly inUse: number;
  readonly waiting: number;
}

export interface DatabaseGaugeSources {
  readonly db: Kysely<Database>;
  /** When the campaign's redemption period ends (spec §3 schedules.redemption.endDateTime), read when asked. */
  readonly redemptionEnd: () => Promise<string>;
  readonly clock: () => Date;
  readonly poolUsage: () => PoolUsage;
  /** Where a failed read is told (once per failure). */
  readonly onReadFailed: (error: unknown) => void;
}

async function readFigures(sources: DatabaseGaugeSources): Promise<DatabaseFigures> {
  const at = sources.clock();
  const [lanes, redemptionEnd] = await Promise.all([countOutboxByLane(sources.db, at), sources.redemptionEnd()]);
  return { lanes, promoOpen: isPromoOpen(redemptionEnd, at), at };
}

/**
 * The figures, read again only when the last read is READ_EVERY_MS old; one read at a time, shared by every
 * scrape that arrives meanwhile.
 */
export function cachedFigures(read: () => Promise<DatabaseFigures>, now: () => number, onFailed: (e: unknown) => void) {
  let last: { readonly figures: DatabaseFigures; readonly readAt: number } | undefined;
  let lastTriedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;
  return async (): Promise<DatabaseFigures | undefined> => {
    if (reading === undefined && now() - lastTriedAt >= READ_EVERY_MS) {
      lastTriedAt = now();
      reading = read()
        .then((figures) => {
          last = { figures, readAt: now() };
        }, onFailed)
        .finally(() => {
          reading = undefined;
        });
    }
    await reading;
    return last?.figures;
  };
}

/** Registers the gauges that read the database and the pool; called once, by the metrics server's start. */
export function registerDatabaseGauges(sources: DatabaseGaugeSources): void {
  const figures = cachedFigures(
    () => readFigures(sources),
    () => performance.now(),
    sources.onReadFailed,
  );
  const registers = [metricsRegistry];

  new Gauge({
    name: 'portal_outbox_messages',
    help: 'Messages in the outbox not sent yet, by lane and state (waiting, sending, failed).',
    labelNames: ['lane', 'state'] as const,
    registers,
    async collect() {
      const read = await figures();
      for (const lane of read?.lanes ?? []) {
        const name = laneName(lane);
        this.labels({ lane: name, state: 'waiting' }).set(lane.waiting);
        this.labels({ lane: name, state: 'sending' }).set(lane.sending);
        this.labels({ lane: name, state: 'failed' }).set(lane.failed);
      }
    },
  });
  new Gauge({
    name: 'portal_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest message of the lane not sent yet (0 when none waits).',
    labelNames: ['lane'] as const,
    registers,
    async collect() {
      const read = await figures();
      if (read === undefined) return;
      for (const lane of read.lanes) {
        const age = lane.oldestWaitingAt === null ? 0 : (read.at.getTime() - lane.oldestWaitingAt.getTime()) / 1000;
        this.labels({ lane: laneName(lane) }).set(Math.max(0, age));
      }
    },
  });
  new Gauge({
    name: 'portal_promo_open',
    help: 'Whether the promo is open (before the end of its redemption period): 1 yes, 0 no.',
    registers,
    async collect() {
      const read = await figures();
      if (read !== undefined) this.set(read.promoOpen ? 1 : 0);
    },
  });
  new Gauge({
    name: 'portal_database_pool_connections',
    help: "The database pool's connections in use, and the requests waiting for one.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const usage = sources.poolUsage();
      this.labels({ state: 'in_use' }).set(usage.inUse);
      this.labels({ state: 'waiting' }).set(usage.waiting);
    },
  });
}
