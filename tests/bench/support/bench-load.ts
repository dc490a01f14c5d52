// What the load benchmarks share: their options read from the command line or the environment, a fresh database
// with the demo campaign, the dashboard's four reads, and the child process that loads them (load-client.ts), so a
// benchmark's own file says only what it compares.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { creditsCall, merchantCategoriesCall, ordersCall, transactionsCall } from '../../../src/contract/cardholder';
import { buildPath } from '../../../src/contract/envelope';
import { type DatabaseKind, type OpenDatabase, openPglite, openPostgres } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { seedDemo } from '../../../src/server/db/seed/seed';
import { TEST_EGC_CODE_KEYS } from '../../../src/server/testing/egc-code-keys';
import type { LoadPlan, LoadResult } from '../load-client';

/** A positive number from the environment, or the fallback; anything else stops the benchmark with its name. */
export const numberFrom = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

/** `--flag N` or `--flag=N` on the command line (after `npm run … --`), as text; undefined when absent. */
export function argumentOf(flag: string, argv: readonly string[] = process.argv): string | undefined {
  const index = argv.findIndex((argument) => argument === `--${flag}` || argument.startsWith(`--${flag}=`));
  if (index < 0) return undefined;
  const argument = argv[index] ?? '';
  return argument.includes('=') ? argument.slice(argument.indexOf('=') + 1) : argv[index + 1];
}

/** A positive number from `--flag`, else the environment variable, else the fallback (the command line wins). */
export const optionFrom = (flag: string, name: string, fallback: number): number => {
  const given = argumentOf(flag);
  if (given === undefined) return numberFrom(name, fallback);
  const value = Number(given);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${flag} must be a positive number`);
  return value;
};

/** Seconds since a `performance.now()` reading, as the benchmarks print them: `12.3 s`. */
export const secondsSince = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export interface DemoDatabase extends OpenDatabase {
  readonly campaignId: number;
}

/**
 * An empty database of its own: a temporary PGlite directory, or a new schema on the PostgreSQL at `url` (named, as
 * the migrator must be told where to keep its bookkeeping: migrate.ts).
 */
async function openEmpty(
  kind: DatabaseKind,
  url: string | undefined,
): Promise<{ database: OpenDatabase; schema?: string }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    const database = await openPglite({ dataDir: dir });
    const close = async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    };
    return { database: { ...database, close } };
  }
  if (!url) throw new Error('DATABASE_URL is needed for the PostgreSQL run');
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const database = openPostgres(scoped.toString(), { poolSize: 10 });
  const close = async () => {
    await database.close();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  };
  return { database: { ...database, close }, schema };
}

/**
 * A fresh database, migrated, with the demo campaign seeded at `now` (its admins' password 'bench-admin-password');
 * close() removes it. The bench data (bench-seed.ts) is the caller's to add, so that it can time that step alone.
 * bench:scale and bench:otp-delay use bench-cluster.ts instead: their server processes need a database URL.
 */
export async function openDemoDatabase(kind: DatabaseKind, url: string | undefined, now: Date): Promise<DemoDatabase> {
  const { database, schema } = await openEmpty(kind, url);
  try {
    await migrateToLatest(database.db, {
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      ...(schema === undefined ? {} : { schema }),
    });
    const { campaignId } = await seedDemo(database.db, {
      now,
      adminPassword: 'bench-admin-password',
      egcCodeKeys: TEST_EGC_CODE_KEYS,
    });
    return { ...database, campaignId };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The four reads the dashboard makes on load (spec §7), each with its path for the campaign. */
export const DASHBOARD_CALLS: readonly { readonly label: string; readonly path: (campaignId: number) => string }[] = [
  { label: 'credits', path: (campaignId) => buildPath(creditsCall, { campaignID: campaignId }) },
  { label: 'transactions', path: (campaignId) => buildPath(transactionsCall, { campaignID: campaignId }) },
  { label: 'orders', path: (campaignId) => buildPath(ordersCall, { id: campaignId }) },
  { label: 'categories', path: (campaignId) => buildPath(merchantCategoriesCall, { id: campaignId }) },
];

/** Runs one load plan in a child process, so the load does not share the server's event loop. */
export function runLoadChild(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '..', 'load-client.ts')],
      {
        env: { ...process.env, BENCH_LOAD_PLAN: JSON.stringify(plan) },
        timeout: (plan.seconds + plan.warmupSeconds + 60) * 1000,
      },
      (error, stdout) => {
        if (error) return reject(error);
        resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as LoadResult);
      },
    );
  });
}
