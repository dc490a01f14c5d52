// The first-view budgets (docs/product §10, decisions 0057 and 0135): the JavaScript a first view of /login and of home (signed in) downloads, gzip-compressed,
// summed from Vite's manifest: the entry chunk, the route's code-split chunks, and everything they import
// statically (a route's component and loader chunks both). Prints both and exits 1 above a budget, which fails
// `npm run build`: a change that makes a first view heavier has to say what it gives up.
// A budgeted route or chunk the build no longer has fails it too (decision 0238): renamed, it would leave a
// budget that sums the entry alone and passes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = 'dist/client';
export const BUDGETS = [
  {
    view: '/login',
    routes: [/routes\/login\.tsx/],
    // 149.9 kB on 2026-11-27 (decision 0135); 150.0 kB with the resend's 4308 text in the one message table and the
    // clear sign-in texts (decisions 0161, 0165); 150.5 kB with the bot check Log in waits for (decision 0177: the form's
    // part; the widget itself loads after the first view). About 151 kB with hydration of the prerendered pages
    // (decision 0190: react-dom's hydration path, typed values kept) and the kept tagged answers (0192); /login's
    // first paint now needs none of it (its HTML is prerendered), so the product's 150 is the JavaScript's, not the paint's.
    // 152.0 kB with the three merged (bot check, hydration, tagged answers): the limit leaves 1 kB, and is owed back.
    limitKb: 153,
  },
  {
    view: 'home (signed in)',
    routes: [/routes\/_authenticated\.tsx/, /routes\/_authenticated\/index\.tsx/],
    // 188.5 kB on 2026-11-27: the budget holds it, not the product's 200 (decision 0135). 190.3 kB with the one
    // promo state (decision 0160: the banner's words by claim state, the expired eGC's status, the resend rule).
    // 191.2 kB (190.8 before) with /login's bot check in the shared entry (decision 0177): a send of a one-time code
    // costs a solved check, and the login form's part of it is in every first view; the widget is not.
    // 191.3 kB with decision 0200's notifications: their code loads only on /claimed and My eGCs, but the entry's route
    // preload lists name that chunk and its CSS (33 bytes gzip); the rest was the entry of main at b4dc894.
    // 192.1 kB with hydration of the prerendered pages (decision 0190) and home's snapshot kept (0191); 193.2 kB with
    // those, the bot check's part and the notifications' preload entries together: the limit leaves 0.8 kB.
    // 2026-11-28: 193.7 kB with home painted over in a transition; 194.3 kB after the merges of the back office's dates
    // and contact edits and the kept language (shared modules); 194.0 kB once four admin-only pieces left the modules
    // every first view carries. Measured 193.98 here and just over 194 in a fresh clone's build (the bytes vary with
    // the build's paths): the limit is raised to 195 to leave a margin, not to make room; it is owed back.
    limitKb: 195,
  },
];

/**
 * The budgets' verdicts on a build. A route pattern must match a chunk of the manifest or a module of the entry
 * (its source map's sources: a route that is not code-split, like /login, ships in the entry), and the home chunk
 * must exist: a renamed route or chunk fails here rather than leaving a budget that sums only the entry.
 */
export function checkBudgets({ manifest, entryModules, gzipKb, budgets = BUDGETS }) {
  const lines = [];
  let failed = false;
  const keys = Object.keys(manifest);
  const entryKey = keys.find((key) => manifest[key].isEntry);
  if (!entryKey) return { lines: ['the manifest has no entry chunk'], failed: true };

  const staticClosure = (roots) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return seen;
  };

  for (const budget of budgets) {
    for (const pattern of budget.routes) {
      if (!keys.some((key) => pattern.test(key)) && !entryModules.some((module) => pattern.test(module))) {
        lines.push(
          `${budget.view}: no chunk or entry module matches ${pattern} (a route renamed? update BUDGETS in scripts/check-budgets.mjs)`,
        );
        failed = true;
      }
    }
    const routeKeys = keys.filter((key) => budget.routes.some((pattern) => pattern.test(key)));
    const files = new Set([...staticClosure([entryKey, ...routeKeys])].map((key) => manifest[key].file));
    const js = [...files].filter((file) => file.endsWith('.js'));
    const total = js.reduce((sum, file) => sum + gzipKb(file), 0);
    const verdict = total <= budget.limitKb ? 'ok' : 'OVER BUDGET';
    lines.push(
      `JS for ${budget.view}: ${total.toFixed(1)} kB gzip in ${js.length} files (budget ${budget.limitKb} kB) ${verdict}`,
    );
    if (total > budget.limitKb) failed = true;
  }

  // Decision 0067 (scripts/home-chunks.ts): home's rewards code is one chunk, which only cardholder pages load.
  if (!keys.some((key) => manifest[key].name === 'home')) {
    lines.push(
      'no chunk is named home (scripts/home-chunks.ts): the check that only cardholder pages load it would pass',
    );
    failed = true;
  }
  const otherPages = keys.filter((key) => /^src\/client\/routes\/(?!_authenticated)/.test(key));
  if (otherPages.length === 0) {
    lines.push('no page outside the cardholder area is a chunk of its own: the home chunk check would pass on nothing');
    failed = true;
  }
  for (const page of otherPages) {
    if ([...staticClosure([entryKey, page])].some((key) => manifest[key].name === 'home')) {
      lines.push(`${page} loads the home chunk, which only cardholder pages should load`);
      failed = true;
    }
  }
  return { lines, failed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const map = entry ? JSON.parse(readFileSync(join(DIST, `${entry.file}.map`), 'utf8')) : { sources: [] };
  // Sources are relative to the chunk (../../../src/…); the patterns match from src/ on.
  const entryModules = map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
  const gzipKb = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
  const { lines, failed } = checkBudgets({ manifest, entryModules, gzipKb });
  for (const line of lines) console.log(line);
  process.exit(failed ? 1 : 0);
}
