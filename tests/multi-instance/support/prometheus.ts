import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../src/server/testing/server-process';
import { waitFor } from './sign-in';

// Debian's real Prometheus, scraping the instances' metrics ports every 500 ms with the alert rules of
// deploy/prometheus/alerts.yml loaded, in a temporary directory of its own; asked through its HTTP API.

const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
const ALERTS = join(import.meta.dirname, '..', '..', '..', 'deploy', 'prometheus', 'alerts.yml');

export interface RunningPrometheus {
  readonly origin: string;
  /** An instant query's vector: each sample's labels and value. */
  query(expression: string): Promise<{ labels: Record<string, string>; value: number }[]>;
  output(): string;
  stop(): Promise<void>;
}

interface QueryAnswer {
  readonly status: string;
  readonly data: { readonly result: { metric: Record<string, string>; value: [number, string] }[] };
}

export async function startPrometheus(metricsPorts: readonly number[]): Promise<RunningPrometheus> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-prometheus-'));
  copyFileSync(ALERTS, join(directory, 'alerts.yml'));
  const targets = metricsPorts.map((port) => `'127.0.0.1:${port}'`).join(', ');
  writeFileSync(
    join(directory, 'prometheus.yml'),
    [
      'global:',
      '  scrape_interval: 500ms',
      '  evaluation_interval: 500ms',
      'rule_files: [alerts.yml]',
      'scrape_configs:',
      '  - job_name: portal',
      '    scrape_timeout: 400ms',
      `    static_configs: [{ targets: [${targets}] }]`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const child: ChildProcess = spawn(PROMETHEUS, [
    `--config.file=${join(directory, 'prometheus.yml')}`,
    `--storage.tsdb.path=${join(directory, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
  ]);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor('Prometheus ready', async () => (await fetch(`${origin}/-/ready`)).ok, 30_000);
  return {
    origin,
    output: () => output,
    async query(expression) {
      const answer = await fetch(`${origin}/api/v1/query?query=${encodeURIComponent(expression)}`);
      const body = (await answer.json()) as QueryAnswer;
      if (body.status !== 'success') throw new Error(`query ${expression}: ${JSON.stringify(body)}`);
      return body.data.result.map((each) => ({ labels: each.metric, value: Number(each.value[1]) }));
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
