import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A screenshot to look at, kept only when E2E_SHOTS_DIR names where (a person checking a screen; the gallery is
 * `npm run screens`): a test run writes nothing outside its own results otherwise.
 */
export async function keepShot(page: Page, name: string, options: { readonly fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled', ...options });
}
