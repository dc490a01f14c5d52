import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { keepShot } from './support/shots';

// Decision 0240: the report screen lists the recent reports; one asked for shows as waiting, then sent, and its
// file downloads from the screen, the CSV its e-mail carried.
test.use({ viewport: { width: 1440, height: 900 } });

test('a report asked for joins the recent reports, is sent, and downloads from the screen', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Generate Report' }).click();
  await page.getByRole('button', { name: /Registration Summary/ }).click();
  await page.getByRole('option', { name: 'Cardholders Per Tier' }).click();
  await page.getByRole('button', { name: 'Request report' }).click();
  await expect(page.getByText('The report will be sent to your email within few minutes.')).toBeVisible();

  const history = page.getByRole('table', { name: 'Recent reports' });
  const newest = history.locator('tbody tr').first();
  await expect(newest).toContainText('Cardholders Per Tier');
  // The server's report runner looks every 5 s; the screen reads the list again while the report is being made.
  await expect(newest).toContainText('Sent', { timeout: 20_000 });
  await expectNoAxeViolations(page, 'the report screen with its recent reports');
  await keepShot(page, 'admin-report-history', { fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('link', { name: /^Download Cardholders Per Tier, / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cardholders-per-tier-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('Spend Goal,Reward,Claimed,"Reached, Not Claimed"');
});
