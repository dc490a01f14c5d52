import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, addAdmin, enrolThroughLink, signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { keepShot } from './support/shots';

// The back office as an operations team uses it every day, at 1440×900: an owner's changes to an admin ask first and
// name the change (decision 0224), the owner's own row offers nothing; the audit trail reads in words (decision
// 0225), sign-in refusals say why, there and to a disabled admin; the landing page, the pager and the titles
// (decisions 0226, 0227).
test.describe.configure({ mode: 'serial' });

const OTHER = 'confirm.e2e@demo.local';

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

const openOwnerPage = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Audit trail and admins' }).click();

const adminRow = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Admins' }).getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });

async function tryPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('the landing page: no empty state before a search, its own title, axe clean', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  // The cardholder side names its screens too (decision 0227).
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in — Spend Promo Rewards');
  await page.goto('/register');
  await expect(page).toHaveTitle('Register — Spend Promo Rewards');
  await page.goto('/admin');
  await expect(page).toHaveTitle('Admin login — Spend Promo Rewards Admin');
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Campaign overview', level: 2 })).toBeVisible();
  await expect(page.getByRole('figure').first()).toBeVisible();
  await expect(page.getByText('No promo code.')).toHaveCount(0);
  await expect(page).toHaveTitle('Search Cardholder — Spend Promo Rewards Admin');
  await expectNoAxeViolations(page, 'landing page with the overview');
  await keepShot(page, 'landing', { fullPage: false });

  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Generate Report' }).click();
  await expect(page).toHaveTitle('Generate Report — Spend Promo Rewards Admin');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Import Transactions' }).click();
  await expect(page).toHaveTitle('Import Transactions — Spend Promo Rewards Admin');
  await openOwnerPage(page);
  await expect(page).toHaveTitle('Audit trail and admins — Spend Promo Rewards Admin');
  await context.close();
});

test('after paging to the last page by keyboard, focus stays on the pager', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await signInAsAdmin(page);
  await page.getByRole('textbox', { name: 'Promo code or customer number' }).fill('MONTHONE');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveTitle('Cardholder — Spend Promo Rewards Admin');
  const pager = page.getByRole('navigation', { name: 'Transactions pages' });
  const status = pager.getByText(/^Page \d+ of \d+/);
  await expect(status).toHaveText(/^Page 1 of [2-9]/);
  const pages = Number((await status.textContent())?.match(/of (\d+)/)?.[1]);
  await pager.getByRole('button', { name: 'Next page' }).focus();
  for (let at = 2; at <= pages; at += 1) {
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(new RegExp(`^Page ${at} of ${pages}`));
  }
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(new RegExp(`^Page ${pages - 1} of ${pages}`));
  await context.close();
});

test("an owner's changes ask first and name the change; the owner's own row offers none", async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await signInAsAdmin(page);
  const link = await addAdmin(page, OTHER, 'support');
  const enrolling = await newPage(browser);
  await enrolThroughLink(enrolling.page, link, OTHER);
  await enrolling.context.close();
  await page.reload();

  // The owner's own row: the role as text, no buttons.
  const own = adminRow(page, 'admin@demo.local');
  await expect(own).toContainText('owner');
  await expect(own.getByRole('button')).toHaveCount(0);
  await expect(own.getByRole('combobox')).toHaveCount(0);

  // A role change waits for a yes that names it; Cancel keeps the role.
  const row = adminRow(page, OTHER);
  await row.getByRole('combobox').selectOption('viewer');
  const dialog = page.getByRole('alertdialog', { name: `Make ${OTHER} a viewer?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'role change confirmation');
  await keepShot(page, 'admins-confirm-role');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('combobox')).toHaveValue('support');
  await expect(page.getByText('Saved.')).toHaveCount(0);

  await row.getByRole('combobox').selectOption('viewer');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make viewer' }).click();
  await expect(page.getByText(`${OTHER} is now a viewer.`)).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveValue('viewer');

  await row.getByRole('button', { name: `Reset second factor ${OTHER}` }).click();
  const reset = page.getByRole('alertdialog', { name: `Reset the second factor of ${OTHER}?` });
  await expect(reset).toBeVisible();
  await reset.getByRole('button', { name: 'Reset second factor' }).click();
  await expect(page.getByRole('heading', { name: `Enrolment link for ${OTHER}` })).toBeVisible();

  await row.getByRole('button', { name: `Disable ${OTHER}` }).click();
  const disable = page.getByRole('alertdialog', { name: `Disable ${OTHER}?` });
  await expect(disable).toBeVisible();
  await keepShot(page, 'admins-confirm-disable');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  await keepShot(page, 'admins-after', { fullPage: true });
  await context.close();
});

test('a disabled admin with the right password is told so; a wrong password is not told', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await tryPassword(page, OTHER, 'not-the-password-at-all');
  await expect(page.getByRole('alert')).toContainText('Invalid email address or password');
  await tryPassword(page, OTHER, ADMIN_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('This admin account is disabled');
  await context.close();
});

test('the audit trail reads in words: action labels, detail lines, why a sign-in was refused', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await signInAsAdmin(page);
  await openOwnerPage(page);
  const action = page.getByRole('combobox', { name: 'Action' });
  await expect(action.getByRole('option', { name: 'Sign-in refused' })).toHaveCount(1);
  await expect(action.getByRole('option', { name: 'sign-in-failed' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Admin e-mail' }).fill(OTHER);
  await action.selectOption({ label: 'Sign-in refused' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const table = page.getByRole('table', { name: 'Audit trail' });
  await expect(table.getByRole('row', { name: /Account disabled/ })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /Wrong password/ })).toHaveCount(1);
  await expect(table).toContainText('Sign-in refused');
  await expect(table).not.toContainText('{');

  await page.getByRole('textbox', { name: 'Admin e-mail' }).fill('');
  await action.selectOption({ label: 'Admin role changed' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // The rows of the filter before stay until the new ones come (kept while loading): wait for the new one.
  const changed = table.getByRole('row').filter({ hasText: 'Admin role changed' }).filter({ hasText: OTHER });
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText('Before: support');
  await expect(changed).toContainText('After: viewer');
  await expectNoAxeViolations(page, 'audit trail in words');
  await keepShot(page, 'audit-trail');
  await context.close();
});
