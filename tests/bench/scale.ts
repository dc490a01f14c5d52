// `npm run bench:scale` (docs/product §11 Measuring; decision 0095): the dashboard's four reads through HAProxy
// (deploy/haproxy.cfg) on one instance and then on two, in one run, on one PostgreSQL; prints both, with p50 and
// p99, and the ratio. NOT part of `npm test`. Needs DATABASE_URL and HAProxy:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:scale
//
// Options (environment): BENCH_CARDHOLDERS=10000  BENCH_TRANSACTIONS=300000  BENCH_SECONDS=10 (measured, per call
// and setting)  BENCH_WARMUP_SECONDS=2  BENCH_CONCURRENCY=20  BENCH_SAMPLE=200.
//
// One instance is the same instance behind both of the proxy's server lines; the load comes from a child process
// (load-client.ts). On a machine with few cores the proxy, PostgreSQL, the load and the instances share them:
// the ratio says what this machine shows, not what separate hosts would.

import { cpus, loadavg } from 'node:os';
import { type Instance, removeInstance, startInstance, startProxy } from '../multi-instance/support/cluster';
import type { LoadResult } from './load-client';
import { openBenchDatabase, sessionCookies } from './support/bench-cluster';
import { DASHBOARD_CALLS, numberFrom, runLoadChild, secondsSince } from './support/bench-load';

const SIZE = {
  cardholders: numberFrom('BENCH_CARDHOLDERS', 10_000),
  transactions: numberFrom('BENCH_TRANSACTIONS', 300_000),
};
const SECONDS = numberFrom('BENCH_SECONDS', 10);
const WARMUP_SECONDS = numberFrom('BENCH_WARMUP_SECONDS', 2);
const CONCURRENCY = numberFrom('BENCH_CONCURRENCY', 20);
const SAMPLE = Math.min(numberFrom('BENCH_SAMPLE', 200), SIZE.cardholders);

interface Row extends LoadResult {
  readonly instances: 1 | 2;
  readonly label: string;
}

async function measure(instances: 1 | 2, servers: readonly Instance[], campaignId: number, cookies: string[]) {
  const proxy = await startProxy(servers);
  const rows: Row[] = [];
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ready = await fetch(`${proxy.origin}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const { label, path } of DASHBOARD_CALLS) {
      const plan = {
        url: `${proxy.origin}${path(campaignId)}`,
        cookies,
        concurrency: CONCURRENCY,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
      };
      const result = await runLoadChild(plan);
      console.log(
        `[${instances} instance${instances === 1 ? '' : 's'}] ${label}: ${result.requestsPerSecond.toFixed(0)} req/s, ` +
          `p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, errors ${result.errors}`,
      );
      rows.push({ instances, label, ...result });
    }
  } finally {
    await proxy.stop();
  }
  return rows;
}

function report(rows: readonly Row[]): string {
  const lines = [
    '| call | instances | requests | req/s | p50 ms | p99 ms | max ms | errors |',
    '| ---- | --------: | -------: | ----: | -----: | -----: | -----: | -----: |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.label} | ${row.instances} | ${row.requests} | ${row.requestsPerSecond.toFixed(0)} | ` +
        `${row.p50Ms.toFixed(1)} | ${row.p99Ms.toFixed(1)} | ${row.maxMs.toFixed(1)} | ${row.errors} |`,
    );
  }
  lines.push('', '| call | req/s 2 ÷ 1 | p50 2 ÷ 1 | p99 2 ÷ 1 |', '| ---- | ----: | ----: | ----: |');
  for (const { label } of DASHBOARD_CALLS) {
    const one = rows.find((row) => row.label === label && row.instances === 1);
    const two = rows.find((row) => row.label === label && row.instances === 2);
    if (one === undefined || two === undefined) continue;
    lines.push(
      `| ${label} | ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)} | ` +
        `${(two.p50Ms / one.p50Ms).toFixed(2)} | ${(two.p99Ms / one.p99Ms).toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const bench = await openBenchDatabase(SIZE);
  const instances: Instance[] = [];
  try {
    console.log(
      `${SIZE.cardholders} cardholders, ${SIZE.transactions} transactions seeded in ${secondsSince(started)}`,
    );
    const sample = Array.from(
      { length: SAMPLE },
      (_, index) => bench.cardholderIds[Math.floor((index * bench.cardholderIds.length) / SAMPLE)] ?? 0,
    );
    const cookies = await sessionCookies(bench.database, sample);
    const settings = {
      databaseUrl: bench.scratch.url,
      smtpUrl: 'smtp://127.0.0.1:9',
      smsWebhookUrl: 'http://127.0.0.1:9/sms',
      env: { LOG_LEVEL: 'warn' },
    };
    instances.push(await startInstance('a', settings), await startInstance('b', settings));
    await Promise.all(instances.map((instance) => instance.process.ready(180_000)));
    const [a, b] = instances as [Instance, Instance];
    const rows = [
      ...(await measure(1, [a, a], bench.campaignId, cookies)),
      ...(await measure(2, [a, b], bench.campaignId, cookies)),
    ];
    console.log(
      `\n${SIZE.cardholders} cardholders, ${SIZE.transactions} transactions; ${CONCURRENCY} concurrent through HAProxy, ` +
        `${SECONDS} s per call after ${WARMUP_SECONDS} s warm-up, ${SAMPLE} signed-in cardholders; ${cpus().length} cores, ` +
        `load average ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}\n`,
    );
    console.log(report(rows));
  } finally {
    for (const instance of instances) removeInstance(instance);
    await bench.close();
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
