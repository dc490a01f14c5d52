// Lighthouse (mobile, the default) on /login and on home signed in, 3 runs each, median, asserted with
// lighthouserc.json (accessibility 1, best practices 1, SEO ≥ 0.9, performance ≥ 0.9). A benchmark, not part
// of `npm test`: scores swing on two busy cores (docs/architecture.md §3).
//
//   node --import tsx tests/bench/lighthouse.ts        (builds if needed, starts its own server on loopback)
//   BENCH_PAGES=home node --import tsx tests/bench/lighthouse.ts      (one page)
//
// Home needs a session: the script signs a seeded cardholder in through the real API (OTP from the dev outbox,
// the bot check solved with altcha-lib) and passes the session cookie to Lighthouse.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, signInThroughApi, startPortal } from './support/portal';

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const PROMO_CODE = process.env.BENCH_PROMO_CODE ?? 'SPEND118';
/** Where `lhci collect` writes its reports (its default), emptied before each page. */
const REPORTS = '.lighthouseci';

interface Lhr {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue: number; score: number | null; title: string }>;
}

/** The weighted audits a report lost points on, by category: what to fix when a score is under its bar. */
function lostAudits(lhr: Lhr): string[] {
  return Object.entries(lhr.categories).flatMap(([category, { auditRefs }]) =>
    auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id]?.score})`),
  );
}

// Home's run needs the session cookie in Lighthouse's settings. It goes into a copy of lighthouserc.json, not on
// the command line: a `--collect.settings.*` flag replaces the whole settings object, chromeFlags included, and
// Chromium then never starts as root without --no-sandbox ("Waiting for browser…").
function configWithCookie(cookie: string | undefined): string {
  if (!cookie) return 'lighthouserc.json';
  const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as {
    ci: { collect: { settings: Record<string, unknown> } };
  };
  rc.ci.collect.settings.extraHeaders = JSON.stringify({ Cookie: cookie });
  const path = join(mkdtempSync(join(tmpdir(), 'lhci-rc-')), 'lighthouserc.json');
  writeFileSync(path, JSON.stringify(rc));
  return path;
}

function runLhci(url: string, cookie?: string): { passed: boolean; reports: Lhr[] } {
  const config = `--config=${configWithCookie(cookie)}`;
  const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
  rmSync(REPORTS, { recursive: true, force: true });
  const collect = spawnSync('npx', ['lhci', 'collect', config, `--url=${url}`], { env, stdio: 'inherit' });
  const assert = spawnSync('npx', ['lhci', 'assert', config], { env, stdio: 'inherit' });
  const reports = readdirSync(REPORTS)
    .filter((file) => file.startsWith('lhr-') && file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(REPORTS, file), 'utf8')) as Lhr);
  // `lhci assert` passes on no reports at all: a run that could not start Chromium must not read as a pass.
  return { passed: collect.status === 0 && assert.status === 0 && reports.length > 0, reports };
}

const portal = await startPortal(PORT);
try {
  const session = await signInThroughApi(portal.base, PROMO_CODE);
  const cookie = `${session.name}=${session.value}`;
  const rows: string[] = [];
  const pages = [
    ['/login', `${portal.base}/login`, false],
    ['home (signed in)', `${portal.base}/`, true],
  ] as const;
  // BENCH_PAGES=home (or login) measures one page, when working on it.
  const only = process.env.BENCH_PAGES;
  for (const [name, url, withCookie] of pages.filter(([name]) => !only || name.includes(only))) {
    const { passed, reports } = runLhci(url, withCookie ? cookie : undefined);
    const m = (pick: (lhr: Lhr) => number) => median(reports.map(pick));
    const lost = new Set(reports.flatMap(lostAudits));
    if (lost.size > 0) console.log(`${name}, audits under 1 in some run:\n  ${[...lost].join('\n  ')}`);
    rows.push(
      `| ${name} | ${m((r) => r.categories.performance?.score ?? 0).toFixed(2)} | ${m((r) => r.categories.accessibility?.score ?? 0).toFixed(2)} | ${m((r) => r.categories['best-practices']?.score ?? 0).toFixed(2)} | ${m((r) => r.categories.seo?.score ?? 0).toFixed(2)} | ${Math.round(m((r) => r.audits['largest-contentful-paint']?.numericValue ?? 0))} | ${Math.round(m((r) => r.audits['total-blocking-time']?.numericValue ?? 0))} | ${m((r) => r.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} | ${passed ? 'pass' : 'FAIL'} |`,
    );
  }
  console.log('\n| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | lighthouserc |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await portal.stop();
}
