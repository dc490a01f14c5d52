import { describe, expect, it } from 'vitest';
import { checkBudgets, type ManifestChunk } from './check-budgets.mjs';

// A build shaped like the real one: /login and the signed-in layout ship in the entry (its source map lists them),
// home's route is a chunk of its own that imports the home chunk, and /check is a page outside the cardholder area.
const MANIFEST: Record<string, ManifestChunk> = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_home.js': { file: 'assets/home.js', name: 'home' },
  'src/client/routes/_authenticated/index.tsx?tsr-split=component---loader': {
    file: 'assets/_authenticated.js',
    imports: ['_home.js'],
  },
  'src/client/routes/check.tsx?tsr-split=component': { file: 'assets/check.js' },
};
const ENTRY_MODULES = [
  'src/client/routes/__root.tsx',
  'src/client/routes/login.tsx',
  'src/client/routes/_authenticated.tsx',
];
const gzipKb = () => 10;

describe('the first-view budgets', () => {
  it('pass on a build whose every budgeted route is found, summing the entry and the route chunks', () => {
    const { lines, failed } = checkBudgets({ manifest: MANIFEST, entryModules: ENTRY_MODULES, gzipKb });
    expect(failed).toBe(false);
    expect(lines).toEqual([
      'JS for /login: 20.0 kB gzip in 2 files (budget 153 kB) ok',
      'JS for home (signed in): 40.0 kB gzip in 4 files (budget 195 kB) ok',
    ]);
  });

  it('fail when a budgeted route is renamed, though the sum would be under budget', () => {
    const renamed = ENTRY_MODULES.map((module) => module.replace('login.tsx', 'sign-in.tsx'));
    const { lines, failed } = checkBudgets({ manifest: MANIFEST, entryModules: renamed, gzipKb });
    expect(failed).toBe(true);
    expect(lines[0]).toContain('/login: no chunk or entry module matches /routes\\/login\\.tsx/');
  });

  it("fail when home's route is renamed", () => {
    const { 'src/client/routes/_authenticated/index.tsx?tsr-split=component---loader': _, ...rest } = MANIFEST;
    const home = { file: 'assets/_authenticated.js', imports: ['_home.js'] };
    const manifest = { ...rest, './src/client/routes/_authenticated/home.tsx?tsr-split=component': home };
    const { lines, failed } = checkBudgets({ manifest, entryModules: ENTRY_MODULES, gzipKb });
    expect(failed).toBe(true);
    expect(lines).toContain(
      'home (signed in): no chunk or entry module matches /routes\\/_authenticated\\/index\\.tsx/ (a route renamed? update BUDGETS in scripts/check-budgets.mjs)',
    );
  });

  it('fail when no chunk is named home, so the home-chunk check cannot pass on nothing', () => {
    const manifest = { ...MANIFEST, '_home.js': { file: 'assets/rewards.js', name: 'rewards' } };
    const { lines, failed } = checkBudgets({ manifest, entryModules: ENTRY_MODULES, gzipKb });
    expect(failed).toBe(true);
    expect(lines.at(-1)).toContain('no chunk is named home');
  });

  it('fail above a budget and when a page outside the cardholder area loads the home chunk', () => {
    const manifest = {
      ...MANIFEST,
      'src/client/routes/check.tsx?tsr-split=component': { file: 'assets/check.js', imports: ['_home.js'] },
    };
    const heavy = checkBudgets({ manifest: MANIFEST, entryModules: ENTRY_MODULES, gzipKb: () => 80 });
    expect(heavy.failed).toBe(true);
    expect(heavy.lines[0]).toBe('JS for /login: 160.0 kB gzip in 2 files (budget 153 kB) OVER BUDGET');
    const leaky = checkBudgets({ manifest, entryModules: ENTRY_MODULES, gzipKb });
    expect(leaky.failed).toBe(true);
    expect(leaky.lines).toContain(
      'src/client/routes/check.tsx?tsr-split=component loads the home chunk, which only cardholder pages should load',
    );
  });
});
