// Benchmark of the dashboard's four data calls (docs/product §11, Measuring): credits, transactions, orders, merchant categories.
// NOT part of `npm test`. Run it from the project folder, without npm:
//
//   node --import tsx tests/bench/dashboard-reads.ts                         # PGlite only
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//     node --import tsx tests/bench/dashboard-reads.ts                       # PGlite, then PostgreSQL
//
// Options (environment): BENCH_DATABASES=pglite,postgres  BENCH_CARDHOLDERS=10000  BENCH_TRANSACTIONS=1000000
// BENCH_SECONDS=20 (measured, per call)  BENCH_WARMUP_SECONDS=2  BENCH_CONCURRENCY=20  BENCH_SAMPLE=200.
//
// Per database it seeds the demo campaign plus BENCH_CARDHOLDERS registered cardholders with BENCH_TRANSACTIONS
// spends (each with a claim and a two-eGC order) on a fresh database (a temporary PGlite directory; a new
// schema on PostgreSQL, dropped afterwards), starts the real app (`createApp`) on 127.0.0.1, signs a sample of
// cardholders in with `issueSession` (no OTP), and loads each call from a child process with a bounded loop.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createApp } from '../../src/server/app';
import { type DatabaseKind, type OpenDatabase, openPglite, openPostgres } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed/seed';
import { fixedKeyRing } from '../../src/server/platform/keys/key-ring';
import { limitStoreFor } from '../../src/server/platform/limits/shared-limits';
import { sessionCookieName } from '../../src/server/platform/sessions/session-cookie';
import { issueSession } from '../../src/server/platform/sessions/sessions.service';
import { type BenchSize, seedBenchData } from './bench-seed';
import type { LoadResult } from './load-client';
import { DASHBOARD_CALLS, numberFrom, runLoadChild } from './support/bench-load';

const SIZE: BenchSize = {
  cardholders: numberFrom('BENCH_CARDHOLDERS', 10_000),
  transactions: numberFrom('BENCH_TRANSACTIONS', 1_000_000),
};
const SECONDS = numberFrom('BENCH_SECONDS', 20);
const WARMUP_SECONDS = numberFrom('BENCH_WARMUP_SECONDS', 2);
const CONCURRENCY = numberFrom('BENCH_CONCURRENCY', 20);
const SAMPLE = Math.min(numberFrom('BENCH_SAMPLE', 200), SIZE.cardholders);

interface Row extends LoadResult {
  readonly database: DatabaseKind;
  readonly label: string;
}

async function openBenchDatabase(kind: DatabaseKind): Promise<OpenDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    const database = await openPglite({ dataDir: dir });
    await migrateToLatest(database.db);
    return {
      ...database,
      async close() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is needed for the PostgreSQL run');
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, 1);
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const database = openPostgres(scoped.toString(), 10);
  await migrateToLatest(database.db, { schema });
  return {
    db: database.db,
    kind: 'postgres',
    async close() {
      await database.close();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    },
  };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

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

/** The real app on a loopback port, each call loaded in turn from a child process. */
async function measureCalls(database: OpenDatabase, campaignId: number, cookies: readonly string[]): Promise<Row[]> {
  const app = await createApp({
    db: database.db,
    campaignId,
    clock: () => new Date(),
    isProduction: false,
    https: false,
    logLevel: 'silent',
    keys: () => fixedKeyRing(randomBytes(32).toString('base64url')),
    limits: limitStoreFor(database),
    registrationValidationDelayMs: 10 * 60_000,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const rows: Row[] = [];
  try {
    for (const { label, path } of DASHBOARD_CALLS) {
      const url = `${address}${path(campaignId)}`;
      const plan = { url, cookies, concurrency: CONCURRENCY, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
      const result = await runLoadChild(plan);
      console.log(
        `[${database.kind}] ${label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`,
      );
      rows.push({ database: database.kind, label, ...result });
    }
  } finally {
    await app.close();
  }
  return rows;
}

async function benchOne(kind: DatabaseKind): Promise<Row[]> {
  let started = performance.now();
  const database = await openBenchDatabase(kind);
  try {
    const now = new Date();
    const { campaignId } = await seedDemo(database.db, { now, adminPassword: 'bench-admin-password' });
    console.log(`[${kind}] fresh database, migrated and demo-seeded in ${seconds(started)}`);
    started = performance.now();
    const ids = await seedBenchData(database.db, campaignId, SIZE, now);
    console.log(
      `[${kind}] ${SIZE.cardholders} cardholders, ${SIZE.transactions} transactions seeded in ${seconds(started)}`,
    );
    return await measureCalls(database, campaignId, await signInSample(database, ids, now));
  } finally {
    await database.close();
  }
}

function markdownTable(rows: readonly Row[]): string {
  const lines = [
    '| database | call | requests | req/s | p50 ms | p99 ms | max ms | errors | JSON bytes/response |',
    '| -------- | ---- | -------: | ----: | -----: | -----: | -----: | -----: | ------------------: |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.database} | ${row.label} | ${row.requests} | ${row.requestsPerSecond.toFixed(0)} | ` +
        `${row.p50Ms.toFixed(1)} | ${row.p99Ms.toFixed(1)} | ${row.maxMs.toFixed(1)} | ${row.errors} | ` +
        `${row.bytesPerResponse.toFixed(0)} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const requested = (process.env.BENCH_DATABASES ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(
    ',',
  );
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
