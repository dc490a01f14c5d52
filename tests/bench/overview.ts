// Benchmark of the admin overview call (decision 0140: "target ≤ 300 ms on PostgreSQL").
// NOT part of `npm test`. Run it from the project folder:
//
//   npm run bench:overview                                         # 10,000 cardholders, 1,000,000 transactions
//   BENCH_CARDHOLDERS=2000 BENCH_TRANSACTIONS=200000 npm run bench:overview     # smaller
//
// Options (environment): DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_CARDHOLDERS,
// BENCH_TRANSACTIONS, BENCH_RUNS=10 (measured, after 2 warm-up calls), BENCH_EXPLAIN=1 (print the plan of the
// spend groups read).
//
// It seeds the demo campaign and the bench data (bench-seed.ts) in a new schema, dropped afterwards, starts the
// real app (`createApp`), signs the seeded admin in with `issueSession`, and times GET /api/admin/overview
// through the app, one call at a time.

import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { adminOverviewCall } from '../../src/contract/admin-overview';
import { spendGroupsQuery } from '../../src/server/admin/admin-overview.repository';
import { createApp } from '../../src/server/app';
import { fixedKeyRing } from '../../src/server/platform/keys/key-ring';
import { limitStoreFor } from '../../src/server/platform/limits/shared-limits';
import { sessionCookieName } from '../../src/server/platform/sessions/session-cookie';
import { issueSession } from '../../src/server/platform/sessions/sessions.service';
import { TEST_EGC_CODE_KEYS } from '../../src/server/testing/egc-code-keys';
import { type BenchSize, seedBenchData } from './bench-seed';
import { numberFrom, openDemoDatabase, secondsSince } from './support/bench-load';

const SIZE: BenchSize = {
  cardholders: numberFrom('BENCH_CARDHOLDERS', 10_000),
  transactions: numberFrom('BENCH_TRANSACTIONS', 1_000_000),
};
const RUNS = numberFrom('BENCH_RUNS', 10);
const TARGET_MS = 300;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let started = performance.now();
  const now = new Date();
  const database = await openDemoDatabase('postgres', url, now);
  try {
    const { campaignId } = database;
    await seedBenchData(database.db, campaignId, SIZE, now);
    console.log(
      `${SIZE.cardholders} cardholders, ${SIZE.transactions} transactions seeded in ${secondsSince(started)}`,
    );
    const app = await createApp({
      db: database.db,
      campaignId,
      clock: () => new Date(),
      isProduction: false,
      https: false,
      logLevel: 'silent',
      keys: () => fixedKeyRing(randomBytes(32).toString('base64url')),
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      limits: limitStoreFor(database),
      registrationValidationDelayMs: 10 * 60_000,
    });
    try {
      const owner = await database.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
      const session = await issueSession(database.db, { kind: 'admin', adminId: owner.id }, undefined, now);
      const cookie = `${sessionCookieName(false)}=${session.id}`;
      const call = async () => {
        started = performance.now();
        const answer = await app.inject({ method: 'GET', url: adminOverviewCall.fullPath, headers: { cookie } });
        if (answer.statusCode !== 200) throw new Error(`overview answered HTTP ${answer.statusCode}`);
        return performance.now() - started;
      };
      await call();
      await call();
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await call());
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      const max = times.at(-1) ?? 0;
      console.log(
        `GET /api/admin/overview on PostgreSQL: median ${median.toFixed(0)} ms, max ${max.toFixed(0)} ms over ` +
          `${RUNS} calls (target ≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'NOT met'}); load average ` +
          loadavg()
            .map((value) => value.toFixed(1))
            .join(' '),
      );
      if (process.env.BENCH_EXPLAIN === '1') {
        // The plan of the spend groups as the overview runs them (its band and goal figures do not change the plan).
        const plan = await spendGroupsQuery(database.db, {
          campaignId,
          bandWidth: 1_000_000,
          topBand: 8,
          thresholds: [7_500_000, 20_000_000],
        }).explain(undefined, sql`analyze`);
        console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
