// `npm test`: lint, type-check, the unit/server/client suites with domain coverage, then the browser tests.
// Server suites also run on PostgreSQL when DATABASE_URL is set (.ci/run sets it when a server answers).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const VITEST_REPORT = '.tmp/vitest-report.json';
mkdirSync('.tmp', { recursive: true });

/** Counts the tests that ran on PostgreSQL (their suites are named '… on postgres'). */
function postgresTestCount() {
  if (!existsSync(VITEST_REPORT)) return 0;
  const report = JSON.parse(readFileSync(VITEST_REPORT, 'utf8'));
  return report.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status === 'passed' && test.ancestorTitles.some((title) => / on postgres\b/.test(title)))
    .length;
}

const steps = [
  ['lint', ['npx', 'biome', 'check', '.']],
  ['route tree', ['npx', 'tsr', 'generate']],
  ['type-check', ['npx', 'tsc', '-b']],
  [
    'unit, server and client tests',
    [
      'npx',
      'vitest',
      'run',
      '--coverage',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_REPORT}`,
    ],
  ],
  ['browser tests', ['npx', 'playwright', 'test']],
];

console.log(
  process.env.DATABASE_URL
    ? `PostgreSQL suite: on (${new URL(process.env.DATABASE_URL).host})`
    : 'PostgreSQL suite: off (set DATABASE_URL to run the server tests on PostgreSQL too)',
);
for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  if (name.startsWith('unit')) console.log(`\nPostgreSQL suite: ${postgresTestCount()} tests passed on PostgreSQL`);
}
console.log('\n✔ every check passed');
