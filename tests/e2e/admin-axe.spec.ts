import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// Every admin screen, at the desktop size admins use, checked with axe in the states an operator meets daily: the
// login, the landing page with the overview, a search that finds nothing and one that finds a cardholder, the
// cardholder page and its edit dialog, a report asked for, the import, the audit trail and admins, the approvals.
// The screens' own tests check what they do; this one walks them all so no screen is left out of axe.
test.use({ viewport: { width: 1440, height: 900 } });

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name });

async function search(page: Page, input: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Promo code or customer number' }).fill(input);
  await page.getByRole('button', { name: 'Search' }).click();
}

test('every admin screen an owner opens has no axe violations', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
  await expectNoAxeViolations(page, 'admin login');

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Campaign overview', level: 2 })).toBeVisible();
  await expect(page.getByRole('figure').first()).toBeVisible();
  await expectNoAxeViolations(page, 'landing page with the overview');

  await search(page, 'NOSUCH99');
  await expect(page.getByText('No cardholder matches.').or(page.getByRole('alert'))).toBeVisible();
  await expectNoAxeViolations(page, 'a search that finds nothing');

  await search(page, 'CLAIMED1');
  await expect(page.getByRole('heading', { level: 2, name: 'Cardholder' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Redemptions' })).toBeVisible();
  await expectNoAxeViolations(page, 'the cardholder page');

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the edit dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await menuLink(page, 'Generate Report').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Report' })).toBeVisible();
  await expectNoAxeViolations(page, 'the report screen');
  await page.getByRole('button', { name: 'Request report' }).click();
  await expect(page.getByText('The report will be sent to your email within few minutes.')).toBeVisible();
  await expectNoAxeViolations(page, 'a report asked for');

  await menuLink(page, 'Import Transactions').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Transactions' })).toBeVisible();
  await expectNoAxeViolations(page, 'the import screen');

  await menuLink(page, 'Audit trail and admins').click();
  await expect(page.getByRole('table', { name: 'Admins' })).toBeVisible();
  await expectNoAxeViolations(page, 'the audit trail and admins');

  await page.goto('/admin-dashboard/approvals');
  await expect(page).toHaveTitle(/Spend Promo Rewards Admin/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'the approvals');
});
