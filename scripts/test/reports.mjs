// Reads the suites' JSON reports into the closing summary's lines: how many tests ran where, and what did not.
import { existsSync, readFileSync } from 'node:fs';

// By folder, as vitest.config.ts's projects include them; a test in none of these is counted on a line of its own
// (vitestSummary), so a suite added to a project without a line here still shows in the summary.
const SUITES = [
  {
    name: 'unit (domain, contract, tests/docs)',
    matches: (file) => /\/(src\/domain|src\/contract|tests\/docs)\//.test(file),
  },
  { name: 'server', matches: (file) => /\/(src\/server|scripts)\//.test(file) },
  { name: 'security (tests/security)', matches: (file) => /\/tests\/security\//.test(file) },
  { name: 'client', matches: (file) => /\/src\/client\//.test(file) },
];

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

function counted(tests) {
  const passed = tests.filter((test) => test.status === 'passed').length;
  const skipped = tests.filter((test) => test.status === 'skipped' || test.status === 'pending').length;
  return `${passed} passed${skipped ? `, ${skipped} skipped` : ''}`;
}

/** Vitest: tests per suite, and the PostgreSQL ones (their describe blocks are named '… on postgres'). */
export function vitestSummary(path, postgres) {
  const report = readJson(path);
  if (!report) return ['no report written'];
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({ ...test, file: file.name })),
  );
  const onPostgres = (test) => test.ancestorTitles.some((title) => / on postgres\b/.test(title));
  const lines = SUITES.map(({ name, matches }) => `${name}: ${counted(tests.filter((test) => matches(test.file)))}`);
  const elsewhere = tests.filter((test) => !SUITES.some(({ matches }) => matches(test.file)));
  if (elsewhere.length > 0) lines.push(`other: ${counted(elsewhere)}`);
  lines.push(
    postgres.url
      ? `PostgreSQL suites: ${counted(tests.filter(onPostgres))} (${postgres.where})`
      : `PostgreSQL suites: not run: ${postgres.skipped}`,
  );
  return lines;
}

/** The multi-instance suite: its tests, and where they ran. */
export function multiInstanceSummary(path, postgres) {
  const report = readJson(path);
  if (!report) return ['no report written'];
  const tests = report.testResults.flatMap((file) => file.assertionResults);
  return [`two instances behind HAProxy on PostgreSQL (${postgres.where}): ${counted(tests)}`];
}

/** Playwright: expected, unexpected and skipped tests in Chromium. */
export function browserSummary(path) {
  const report = readJson(path);
  if (!report) return ['no report written'];
  const { expected = 0, skipped = 0, flaky = 0 } = report.stats;
  return [`Chromium: ${expected} passed${flaky ? `, ${flaky} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''}`];
}
