// Benchmark of the dashboard's four data calls (docs/product §11, Measuring): credits, transactions, orders, merchant
// categories, each beside the same server's `/healthz` in the same run (the ratio says what a call costs on top of
// Fastify's floor on this machine, whatever else the machine is doing). NOT part of `npm test`.
//
//   npm run bench:dashboard                                                   # PGlite only
//   npm run bench:dashboard -- --cardholders 500 --seconds 5                  # a quick run
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:dashboard   # PGlite, then PostgreSQL
//   npm run bench:dashboard -- --help                                         # the options (USAGE below)
//
// Per database it seeds the demo campaign plus the bench cardholders with their spends (each with a claim and a
// two-eGC order) on a fresh database (a temporary PGlite directory; a new schema on PostgreSQL, dropped
// afterwards), starts the real app (`createApp`, its rate limits on) on 127.0.0.1, signs a sample of cardholders
// in with `issueSession` (no OTP), and loads each call from a child process with a bounded loop. The limits stay
// on and count as in production: each signed-in cardholder calls from an address of its own (X-Forwarded-For from
// the loopback proxy), and the sample is large enough that no session reaches its 60 calls a minute (decision
// 0103); the `429` column says whether the run measured refusals instead.

import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app';
import type { DatabaseKind, OpenDatabase } from '../../src/server/db/database';
import { fixedKeyRing } from '../../src/server/platform/keys/key-ring';
import { limitStoreFor } from '../../src/server/platform/limits/shared-limits';
import { sessionCookieName } from '../../src/server/platform/sessions/session-cookie';
import { issueSession } from '../../src/server/platform/sessions/sessions.service';
import { TEST_EGC_CODE_KEYS } from '../../src/server/testing/egc-code-keys';
import { type BenchSize, seedBenchData } from './bench-seed';
import type { LoadResult } from './load-client';
import {
  argumentOf,
  DASHBOARD_CALLS,
  openDemoDatabase,
  optionFrom,
  runLoadChild,
  secondsSince,
} from './support/bench-load';

const USAGE = `npm run bench:dashboard -- [options]
Options (command line, else environment):
  --cardholders N                BENCH_CARDHOLDERS=10000
  --transactions N               BENCH_TRANSACTIONS, 100 per cardholder
  --seconds N                    BENCH_SECONDS=20, measured per call
  --warmup N                     BENCH_WARMUP_SECONDS=2
  --connections N                BENCH_CONCURRENCY=20
  --sample N                     BENCH_SAMPLE=2000 signed-in cardholders
  --databases pglite,postgres    BENCH_DATABASES (default pglite, and postgres when DATABASE_URL is set)
  --profile DIR                  BENCH_PROFILE_DIR: a CPU profile of the server per call (see profile-summary.ts)`;

// Asking for help must not start a benchmark of several minutes.
if (process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}

const CARDHOLDERS = optionFrom('cardholders', 'BENCH_CARDHOLDERS', 10_000);
const SIZE: BenchSize = {
  cardholders: CARDHOLDERS,
  transactions: optionFrom('transactions', 'BENCH_TRANSACTIONS', CARDHOLDERS * 100),
};
const SECONDS = optionFrom('seconds', 'BENCH_SECONDS', 20);
const WARMUP_SECONDS = optionFrom('warmup', 'BENCH_WARMUP_SECONDS', 2);
const CONCURRENCY = optionFrom('connections', 'BENCH_CONCURRENCY', 20);
const SAMPLE = Math.min(optionFrom('sample', 'BENCH_SAMPLE', 2_000), SIZE.cardholders);
const PROFILE_DIR = argumentOf('profile') ?? process.env.BENCH_PROFILE_DIR;
/** The health check's row: what Fastify answers with no database, no session and no limit. */
const HEALTH = 'healthz';

interface Row extends LoadResult {
  readonly database: DatabaseKind;
  readonly label: string;
  /** The server process's CPU time (user and system) per request: what the machine's other load moves least. */
  readonly cpuMsPerRequest: number;
}

/** Sessions for an evenly spread sample of the bench cardholders, as `cookie` header values (no OTP). */
async function signInSample(database: OpenDatabase, ids: readonly number[], now: Date): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < SAMPLE; index++) {
    const cardholderId = ids[Math.floor((index * ids.length) / SAMPLE)] ?? 0;
    const session = await issueSession(database.db, { kind: 'cardholder', cardholderId }, undefined, now);
    cookies.push(`${sessionCookieName(false)}=${session.id}`);
  }
  return cookies;
}

/** With --profile: the server's CPU profile while one call is loaded, written as `<dir>/<database>-<call>.cpuprofile`. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (PROFILE_DIR === undefined) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** The real app on a loopback port, /healthz and then each call loaded in turn from a child process. */
async function measureCalls(database: OpenDatabase, campaignId: number, cookies: readonly string[]): Promise<Row[]> {
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
    // The load client is the proxy in front of every signed-in cardholder (load-client.ts, addressPerCookie).
    trustProxy: ['loopback'],
    registrationValidationDelayMs: 10 * 60_000,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const rows: Row[] = [];
  const plan = { cookies, concurrency: CONCURRENCY, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
  const calls = [
    { label: HEALTH, url: `${address}/healthz`, method: 'GET' as const },
    ...DASHBOARD_CALLS.map(({ label, path }) => ({
      label,
      url: `${address}${path(campaignId)}`,
      method: 'POST' as const,
    })),
  ];
  try {
    for (const { label, url, method } of calls) {
      const cpu = process.cpuUsage();
      const result = await profiled(`${database.kind}-${label}`, () =>
        runLoadChild({ ...plan, url, method, addressPerCookie: true }),
      );
      const { user, system } = process.cpuUsage(cpu);
      const cpuMsPerRequest = (user + system) / 1000 / Math.max(1, result.sent);
      const health = rows.find((row) => row.label === HEALTH);
      const ratio = health ? `, ${(result.requestsPerSecond / health.requestsPerSecond).toFixed(3)}× /healthz` : '';
      console.log(
        `[${database.kind}] ${label}: ${result.requestsPerSecond.toFixed(0)} req/s${ratio}, ` +
          `p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, errors ${result.errors} ` +
          `(429: ${result.refused}), server CPU ${cpuMsPerRequest.toFixed(2)} ms/request`,
      );
      rows.push({ database: database.kind, label, ...result, cpuMsPerRequest });
    }
  } finally {
    await app.close();
  }
  return rows;
}

async function benchOne(kind: DatabaseKind): Promise<Row[]> {
  let started = performance.now();
  const now = new Date();
  const database = await openDemoDatabase(kind, process.env.DATABASE_URL, now);
  try {
    const { campaignId } = database;
    console.log(`[${kind}] fresh database, migrated and demo-seeded in ${secondsSince(started)}`);
    started = performance.now();
    const ids = await seedBenchData(database.db, campaignId, SIZE, now);
    console.log(
      `[${kind}] ${SIZE.cardholders} cardholders, ${SIZE.transactions} transactions seeded in ${secondsSince(started)}`,
    );
    return await measureCalls(database, campaignId, await signInSample(database, ids, now));
  } finally {
    await database.close();
  }
}

function markdownTable(rows: readonly Row[]): string {
  const lines = [
    '| database | call | requests | req/s | × /healthz | p50 ms | p99 ms | max ms | errors | 429 | CPU ms/req | JSON bytes/response |',
    '| -------- | ---- | -------: | ----: | ---------: | -----: | -----: | -----: | -----: | --: | ---------: | ------------------: |',
  ];
  for (const row of rows) {
    const health = rows.find((other) => other.database === row.database && other.label === HEALTH);
    const ratio = health ? (row.requestsPerSecond / health.requestsPerSecond).toFixed(3) : '';
    lines.push(
      `| ${row.database} | ${row.label} | ${row.requests} | ${row.requestsPerSecond.toFixed(0)} | ${ratio} | ` +
        `${row.p50Ms.toFixed(1)} | ${row.p99Ms.toFixed(1)} | ${row.maxMs.toFixed(1)} | ${row.errors} | ` +
        `${row.refused} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.bytesPerResponse.toFixed(0)} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const fallback = process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite';
  const requested = (argumentOf('databases') ?? process.env.BENCH_DATABASES ?? fallback).split(',');
  const kinds = requested.filter((kind): kind is DatabaseKind => kind === 'pglite' || kind === 'postgres');
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await benchOne(kind)));
  console.log(
    `\n${SIZE.cardholders} cardholders, ${SIZE.transactions} transactions; ${CONCURRENCY} concurrent, ` +
      `${SECONDS} s per call after ${WARMUP_SECONDS} s warm-up, ${SAMPLE} signed-in cardholders; ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}\n`,
  );
  console.log(markdownTable(rows));
}

// A failed step may leave PGlite unable to close: report and leave rather than wait.
await main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
