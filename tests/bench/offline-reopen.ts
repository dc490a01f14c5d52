// docs/product §10 (Quick): the installed app reopened with no signal, from navigation to 'Current Spend' visible, median of
// 10 runs in headless Chromium. A benchmark, not part of `npm test`: the numbers go in the note.
//
//   node --import tsx tests/bench/offline-reopen.ts     (builds if needed, starts its own server on loopback)
//
// A seeded cardholder signs in through the real API (support/portal.ts); the browser opens home
// once online so the worker installs and the dashboard is persisted, then each run goes offline, closes the page
// and opens a new one at /. The page itself records when 'Current Spend' enters the document
// (performance.now(), whose zero is the navigation's start); the wall time Playwright saw is printed beside it.
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { median, signInThroughApi, startPortal } from './support/portal';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const PROMO_CODE = process.env.BENCH_PROMO_CODE ?? 'SPEND118';
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TARGET_TEXT = 'Current Spend';

/**
 * Records, in the page, when the target text first enters the document (ms since the navigation started). A
 * string, not a function: tsx would wrap a function's inner closures in a helper the page does not have.
 */
const recordTargetTime = (text: string): string => `(() => {
  const check = () => {
    if (window.__targetAt === undefined && document.body && document.body.textContent.includes(${JSON.stringify(text)})) {
      window.__targetAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function persistedDashboard(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(false);
          const read = db.transaction('keyval').objectStore('keyval').get('promo-query-cache');
          read.onsuccess = () => {
            const keys = ((read.result?.clientState?.queries ?? []) as { queryKey: unknown[] }[]).map((query) =>
              query.queryKey.join('/'),
            );
            resolve(
              ['credits', 'transactions', 'orders', 'categories'].every((name) =>
                keys.some((key) => key.includes(name)),
              ),
            );
          };
          read.onerror = () => resolve(false);
        };
      }),
  );
}

/** Home once online: the worker installs and controls the page, and the dashboard is persisted. */
async function primeForOffline(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await page.getByText(TARGET_TEXT).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
  for (let attempt = 0; attempt < 100 && !(await persistedDashboard(page)); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return page;
}

async function reopenOffline(
  context: BrowserContext,
  previous: Page,
): Promise<{ page: Page; inPage: number; wall: number }> {
  await previous.close();
  const page = await context.newPage();
  const started = performance.now();
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByText(TARGET_TEXT).waitFor({ timeout: 30_000 });
  const wall = performance.now() - started;
  const inPage = await page.evaluate(() => (window as unknown as { __targetAt?: number }).__targetAt ?? Number.NaN);
  if (!(await page.locator('.offline-banner').isVisible())) throw new Error('the offline banner did not show');
  return { page, inPage, wall };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main(): Promise<void> {
  const portal = await startPortal(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const session = await signInThroughApi(portal.base, PROMO_CODE);
    const context = await browser.newContext({ baseURL: portal.base, serviceWorkers: 'allow' });
    await context.addCookies([{ ...session, url: portal.base }]);
    await context.addInitScript(recordTargetTime(TARGET_TEXT));
    let page = await primeForOffline(context);
    await context.setOffline(true);
    const inPage: number[] = [];
    const wall: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await reopenOffline(context, page);
      page = result.page;
      inPage.push(result.inPage);
      wall.push(result.wall);
      console.log(`run ${String(run).padStart(2)}: ${ms(result.inPage)} in the page, ${ms(result.wall)} wall`);
    }
    console.log(
      `\nOffline reopen of / as ${PROMO_CODE}, navigation to '${TARGET_TEXT}' (headless Chromium, ${RUNS} runs):\n` +
        `  in the page: median ${ms(median(inPage))} (min ${ms(Math.min(...inPage))}, max ${ms(Math.max(...inPage))})\n` +
        `  wall:        median ${ms(median(wall))} (min ${ms(Math.min(...wall))}, max ${ms(Math.max(...wall))})`,
    );
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
