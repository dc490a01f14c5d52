// Captures the manifest's screenshots from the running app (the real /login screen), narrow and wide.
// Run with a server on BASE_URL (default http://127.0.0.1:3000): node scripts/capture-screenshots.mjs
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const [name, viewport] of [
  ['narrow', { width: 540, height: 960 }],
  ['wide', { width: 1280, height: 800 }],
]) {
  const page = await browser.newPage({ viewport, serviceWorkers: 'block' });
  await page.goto(`${base}/login`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: `public/screenshots/${name}.png` });
  await page.close();
}
await browser.close();
console.log('wrote public/screenshots/narrow.png and wide.png');
