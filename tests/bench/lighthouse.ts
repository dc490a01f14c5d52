// Lighthouse (mobile, the default) on /login and on home signed in, 3 runs each, median, asserted with
// lighthouserc.json (accessibility 1, best practices 1, SEO ≥ 0.9, performance ≥ 0.9). A benchmark, not part
// of `npm test`: scores swing on two busy cores (docs/architecture.md §3).
//
//   node --import tsx tests/bench/lighthouse.ts        (builds if needed, starts its own server on loopback)
//   BENCH_PAGES=reopened node --import tsx tests/bench/lighthouse.ts      (one page: login, home, reopened)
//
// Home needs a session: the script signs a seeded cardholder in through the real API (OTP from the dev outbox,
// the bot check solved with altcha-lib) and passes the session cookie to Lighthouse. Home is measured twice: a
// first visit (nothing on the device) and a reopen (the cardholder opened home once before: its snapshot, the
// persisted cache and the worker are on the device, decision 0191), which is how an installed app is used.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { HOME_SNAPSHOT_KEY } from '../../src/client/lib/persistence/home-snapshot-key';
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
// A reopen runs in a profile that already holds what home left on the device (`profile`): Lighthouse keeps its
// storage (`disableStorageReset`) and Chromium's last --user-data-dir wins over the one chrome-launcher adds.
function configWithCookie(cookie: string | undefined, profile?: string): string {
  if (!cookie) return 'lighthouserc.json';
  const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as {
    ci: { collect: { settings: Record<string, unknown> } };
  };
  rc.ci.collect.settings.extraHeaders = JSON.stringify({ Cookie: cookie });
  if (profile) {
    rc.ci.collect.settings.disableStorageReset = true;
    rc.ci.collect.settings.chromeFlags = `${rc.ci.collect.settings.chromeFlags} --user-data-dir=${profile}`;
  }
  const path = join(mkdtempSync(join(tmpdir(), 'lhci-rc-')), 'lighthouserc.json');
  writeFileSync(path, JSON.stringify(rc));
  return path;
}

function runLhci(url: string, cookie?: string, profile?: string): { passed: boolean; reports: Lhr[] } {
  const config = `--config=${configWithCookie(cookie, profile)}`;
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

/**
 * A Chromium profile in which the cardholder has opened home once and left it: the persisted cache and home's
 * snapshot are on the device (decision 0191), the worker installed. What a cardholder's phone holds on a reopen.
 */
async function profileAfterAVisit(base: string, session: { name: string; value: string }): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'lhci-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    viewport: { width: 412, height: 823 },
  });
  await context.addCookies([{ name: session.name, value: session.value, url: base }]);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/`);
  await page.getByText('Current Spend').first().waitFor();
  // The snapshot is kept a second after home stops changing, and when the page is hidden.
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, HOME_SNAPSHOT_KEY, { timeout: 15_000 });
  await context.close();
  return profile;
}

const portal = await startPortal(PORT);
try {
  const session = await signInThroughApi(portal.base, PROMO_CODE);
  const cookie = `${session.name}=${session.value}`;
  const rows: string[] = [];
  const pages = [
    ['/login', `${portal.base}/login`, 'none'],
    ['home (signed in), first visit', `${portal.base}/`, 'cookie'],
    ['home (signed in), reopened', `${portal.base}/`, 'device'],
  ] as const;
  // BENCH_PAGES=home (or login, reopened) measures those pages only, when working on them.
  const only = process.env.BENCH_PAGES;
  for (const [name, url, holds] of pages.filter(([name]) => !only || name.includes(only))) {
    const profile = holds === 'device' ? await profileAfterAVisit(portal.base, session) : undefined;
    const { passed, reports } = runLhci(url, holds === 'none' ? undefined : cookie, profile);
    if (profile) rmSync(profile, { recursive: true, force: true });
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
