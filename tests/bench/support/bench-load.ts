// What the load benchmarks share: their options read from the command line or the environment, the dashboard's
// four reads, and the child process that loads them (load-client.ts), so a benchmark's own file says only what it
// compares.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { creditsCall, merchantCategoriesCall, ordersCall, transactionsCall } from '../../../src/contract/cardholder';
import { buildPath } from '../../../src/contract/envelope';
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
