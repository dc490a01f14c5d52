import { type Browser, expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, freshTotp, signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// Decisions 0120 to 0122 in the browser: the seeded owner signs in with the authenticator code, adds a viewer and
// is shown the one-time enrolment link (decision 0184); the viewer enrols through it (QR drawn on the device, the
// key as text, recovery codes once), signs in with a code, and is not offered an edit; without the link the password
// alone shows no key; the owner finds all of it in the audit trail.
test.describe.configure({ mode: 'serial' });

const VIEWER = 'viewer.e2e@demo.local';
let viewerSecret = '';
let viewerLink = '';

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
  // Decision 0184: the link, shown once, to hand to the new admin.
  await expect(page.getByRole('heading', { name: `Enrolment link for ${VIEWER}` })).toBeVisible();
  viewerLink = (await page.getByTestId('enrolment-link').textContent()) ?? '';
  expect(viewerLink).toMatch(/\/admin\?enrol=[\w-]{22}$/);
  await expectNoAxeViolations(page, 'admins');
  await context.close();
});

test('decision 0184: without the link, the right password shows no key and says to ask an owner', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Email address' }).fill(VIEWER);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Your second factor is not set up yet');
  await expect(page.getByTestId('totp-secret')).toHaveCount(0);
  await context.close();
});

test('the viewer enrols through the link: a QR and the key, then ten recovery codes shown once', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await page.goto(new URL(viewerLink).pathname + new URL(viewerLink).search);
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
  await expect(page.getByRole('cell', { name: 'Second factor set up' }).first()).toBeVisible();
  // The viewer's own enrolment: one entry (other suites' admins enrol too).
  await page.getByRole('textbox', { name: 'Admin e-mail' }).fill(VIEWER);
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Second factor set up' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const rows = page.getByRole('table', { name: 'Audit trail' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(VIEWER);
  await expect(page.getByText(/Page 1 of 1 \(1 entry\)/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/admin/audit/download?admin=${encodeURIComponent(VIEWER)}&action=second-factor-enrolled`,
  );
  await expectNoAxeViolations(page, 'audit');
  await context.close();
});
