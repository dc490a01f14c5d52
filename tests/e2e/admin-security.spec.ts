import { type Browser, expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, freshTotp, signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// Decisions 0120 to 0122 in the browser: the seeded owner signs in with the authenticator code, adds a viewer;
// the viewer enrols on first sign-in (QR drawn on the device, the key as text, recovery codes once), signs in
// with a code, and is not offered an edit; the owner finds all of it in the audit trail.
test.describe.configure({ mode: 'serial' });

const VIEWER = 'viewer.e2e@demo.local';
let viewerSecret = '';

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

test('an owner signs in with the code and adds a viewer on the Admins screen', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await signInAsAdmin(page);
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('link', { name: 'Audit trail and admins' }).click();
  await expect(page.getByRole('heading', { name: 'Admins', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(VIEWER);
  await page.getByLabel('Password (at least 12 characters)').fill(ADMIN_PASSWORD);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer');
  await page.getByRole('button', { name: 'Add admin' }).click();
  await expect(page.getByText('Admin added.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(VIEWER) })).toContainText('Not enrolled');
  await expectNoAxeViolations(page, 'admins');
  await context.close();
});

test('the viewer enrols on first sign-in: a QR and the key, then ten recovery codes shown once', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Email address' }).fill(VIEWER);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to scan with an authenticator app' })).toBeVisible();
  viewerSecret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(viewerSecret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page, 'enrolment');

  await page.getByRole('textbox', { name: 'Authenticator code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not valid');

  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await freshTotp(viewerSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?flag=true$/);
  await context.close();
});

test('the viewer signs in with a code, can search and view, and is not offered an edit or downloads', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await signInAsAdmin(page, VIEWER, viewerSecret);
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu.getByRole('link', { name: 'Search Cardholder' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Generate Report' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Audit trail and admins' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Promo code or customer number' }).fill('CLAIMED1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Cardholder', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download transactions' })).toHaveCount(0);
  await context.close();
});

test('the owner reads the audit trail: filtered by action, paged, with a CSV download', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Audit trail and admins' })
    .click();
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 2 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'second-factor-enrolled' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).selectOption('admin-created');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const rows = page.getByRole('table', { name: 'Audit trail' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(VIEWER);
  await expect(page.getByText(/Page 1 of 1 \(1 entry\)/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/admin/audit/download?action=admin-created',
  );
  await expectNoAxeViolations(page, 'audit');
  await context.close();
});
