import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vitestSummary } from './reports.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'reports-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A vitest JSON report: one file per entry, its tests' statuses (made-up files start with ./). */
function report(files: Record<string, readonly string[]>): string {
  const path = join(dir, 'vitest-report.json');
  const testResults = Object.entries(files).map(([name, statuses]) => ({
    name: `/repo/${name}`,
    assertionResults: statuses.map((status) => ({ status, ancestorTitles: [] })),
  }));
  writeFileSync(path, JSON.stringify({ testResults }));
  return path;
}

describe("npm test's closing summary counts every suite", () => {
  it('counts tests/security on a line of its own, not in none', () => {
    const path = report({
      './src/domain/tiers.test.ts': ['passed', 'passed'],
      'tests/docs/citations.test.ts': ['passed'],
      'src/server/redeem/redeem.routes.test.ts': ['passed'],
      'scripts/build-state.test.ts': ['passed'],
      'tests/security/request-cost.test.ts': ['passed', 'passed', 'skipped'],
      './src/client/features/rewards/home.test.tsx': ['passed'],
    });
    expect(vitestSummary(path, { skipped: 'no PostgreSQL' })).toEqual([
      'unit (domain, contract, tests/docs): 3 passed',
      'server: 2 passed',
      'security (tests/security): 2 passed, 1 skipped',
      'client: 1 passed',
      'PostgreSQL suites: not run: no PostgreSQL',
    ]);
  });

  it('counts a test in a folder no suite names on an "other" line', () => {
    const path = report({ './src/domain/tiers.test.ts': ['passed'], 'tools/new-suite.test.ts': ['passed', 'passed'] });
    expect(vitestSummary(path, { skipped: 'no PostgreSQL' })).toContain('other: 2 passed');
  });
});
