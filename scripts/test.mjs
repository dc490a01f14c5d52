// `npm test`: finds PostgreSQL, checks and installs the system parts the suites need, then runs the lint, the
// unused-code check (knip, decision 0066), the type-check, the alert rules' tests (promtool), the
// unit/server/client suites with domain coverage, the
// multi-instance suite (on PostgreSQL only) and the browser tests, and ends with what ran and what did not.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { findPostgres } from './test/postgres.mjs';
import { browserSummary, multiInstanceSummary, vitestSummary } from './test/reports.mjs';
import { ensureSystemParts, partsFor } from './test/system-parts.mjs';

const VITEST_REPORT = '.tmp/vitest-report.json';
const MULTI_INSTANCE_REPORT = '.tmp/multi-instance-report.json';
const PLAYWRIGHT_REPORT = '.tmp/playwright-report.json'; // written by playwright.config.ts's json reporter

const postgres = await findPostgres();
const summary = ensureSystemParts(partsFor(Boolean(postgres.url)));
const env = { ...process.env };
if (postgres.url) env.DATABASE_URL = postgres.url;
// Chromium leaves org.chromium.* folders in TMPDIR: keep them inside the checkout (docs/architecture.md §3).
env.TMPDIR = join(process.cwd(), '.tmp');
mkdirSync(env.TMPDIR, { recursive: true });

console.log(
  postgres.url ? `PostgreSQL suites: on (${postgres.where})` : `PostgreSQL suites: not run: ${postgres.skipped}`,
);

const steps = [
  { name: 'lint', command: ['npx', 'biome', 'check', '.'] },
  { name: 'unused code (knip)', command: ['npx', 'knip'] },
  // Checks src/client/routeTree.gen.ts against the routes without writing it (decision 0239): `npm run routes` writes.
  { name: 'route tree', command: ['node', 'scripts/test/route-tree.mjs'] },
  { name: 'type-check', command: ['npx', 'tsc', '-b'] },
  // Decision 0223: promtool checks deploy/prometheus/ and runs the alert rules' tests.
  { name: 'alert rules (promtool)', command: ['node', 'scripts/test/alert-rules.mjs'] },
  {
    name: 'unit, server and client tests',
    command: [
      'npx',
      'vitest',
      'run',
      '--project=unit',
      '--project=server',
      '--project=client',
      '--coverage',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_REPORT}`,
    ],
    report: () => vitestSummary(VITEST_REPORT, postgres),
  },
  // Decision 0095: two instances behind HAProxy on PostgreSQL; without PostgreSQL the summary says why not.
  {
    name: 'multi-instance suite',
    skip: postgres.url ? undefined : `not run: ${postgres.skipped}`,
    command: [
      'npx',
      'vitest',
      'run',
      '--project=multi-instance',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${MULTI_INSTANCE_REPORT}`,
    ],
    report: () => multiInstanceSummary(MULTI_INSTANCE_REPORT, postgres),
  },
  {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test'],
    report: () => browserSummary(PLAYWRIGHT_REPORT),
  },
];

for (const step of steps) {
  if (step.skip) {
    summary.push(`${step.name}: ${step.skip}`);
    continue;
  }
  const [command, ...args] = step.command;
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed`);
    printSummary([...summary, `${step.name}: FAILED (${seconds} s)`]);
    process.exit(result.status ?? 1);
  }
  summary.push(`${step.name}: passed (${seconds} s)`, ...(step.report?.() ?? []).map((line) => `  ${line}`));
}
printSummary(summary);
console.log('\n✔ every check passed');

function printSummary(lines) {
  console.log('\nWhat ran:');
  for (const line of lines) console.log(`  ${line}`);
}
