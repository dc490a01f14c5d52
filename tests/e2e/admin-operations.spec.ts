import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { addAdmin, enrolThroughLink, signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// The back office as an operations team runs it every day, in Chromium on the real server and the demo
// seed (docs/demo-accounts.md).
test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await signInAsAdmin(page);
});
test.afterAll(async () => page.context().close());

const searchInput = () => page.getByRole('textbox', { name: 'Promo code or customer number' });

async function search(code: string): Promise<void> {
  await searchInput().fill(code);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function findBy(key: string, value: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search by' }).selectOption({ label: key });
  await page.getByRole('textbox', { name: 'Value to find' }).fill(value);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

test('decision 0230: the dashboard’s outbox poll says it is a background request', async () => {
  const poll = page.waitForRequest((request) => request.url().includes('/api/admin/outbox'));
  await page.goto('/admin-dashboard?flag=true');
  expect((await poll).headers()['x-background-request']).toBe('1');
});

test('a find that matches nobody clears the cardholder shown before, after a reload too', async () => {
  await search('CLAIMED1');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await findBy("Order reference ('REF 123')", 'REF 999');
  await expect(page.getByText('No cardholder matches.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cardholder', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(searchInput()).toHaveValue('');
  await page.reload();
  await expect(page.getByText('No cardholder matches.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a find that matched nobody');
  // A search after the find replaces the miss in its turn; Back returns to the miss.
  await search('CLAIMED1');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByText('No cardholder matches.')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByText('No cardholder matches.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('an expired eGC is Expired on screen and in the CSV, and its order offers no resend', async () => {
  await search('WALLET01');
  const redemptions = page.getByRole('grid', { name: 'Redemptions' });
  // docs/demo-accounts.md: WALLET01's Kusina Grill eGC expired yesterday.
  const kusina = redemptions.getByRole('row').filter({ hasText: 'Kusina Grill' });
  await expect(kusina).toContainText('Expired');
  await expect(kusina.getByText('Nothing to resend')).toBeVisible();
  await expect(kusina.getByRole('button', { name: /Resend eGCs/ })).toHaveCount(0);
  // The order with a live eGC still offers it, on that eGC's row (decision 0235: a row per eGC).
  const live = redemptions.getByRole('row').filter({ hasText: 'Circuit Hub' });
  await expect(live.getByRole('button', { name: /Resend eGCs/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download redemptions' }).click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  const kusinaLine = lines.find((line) => line.includes('Kusina Grill')) ?? '';
  expect(kusinaLine).toContain(',Expired,');
});

test('spend before registration is marked on its row, and the qualified spend is totalled', async () => {
  await page.goto('/admin-dashboard?flag=true');
  await search('SPEND042');
  const transactions = page.getByRole('grid', { name: 'Transactions' });
  // docs/demo-accounts.md: SPEND042 has two spends from before its registration (its CSV says Qualified=No).
  await expect(transactions.getByText('Before registration: does not qualify')).toHaveCount(2);
  await expect(page.getByText(/^Qualified spend: P[\d,]+\.\d\d$/)).toBeVisible();
  await expectNoAxeViolations(page, 'transactions with spend before registration');
});

test('Add admin shows the server’s refusal beside each field, and keeps the form', async () => {
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Audit trail and admins' })
    .click();
  const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await email.fill('ops34@demo.local');
  await page.getByLabel('Password (at least 12 characters)').fill('short');
  await page.getByRole('button', { name: 'Add admin' }).click();
  await expect(page.getByText('Must be at least 12 characters')).toBeVisible();
  await expect(email).toHaveValue('ops34@demo.local');
  await expectNoAxeViolations(page, 'add admin refused');
});

test('a viewer opening an owner page by URL, or a support admin demoted mid-session, is told "Not allowed for your role"', async ({
  browser,
}) => {
  const viewerLink = await addAdmin(page, 'viewer34@demo.local', 'viewer');
  await addAdmin(page, 'support34@demo.local', 'support');
  // The link shown replaces the viewer's once the second admin is added.
  await expect(page.getByText('support34@demo.local', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('enrolment-link')).not.toHaveText(viewerLink);
  const supportLink = (await page.getByTestId('enrolment-link').textContent()) ?? '';
  const other = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  try {
    await enrolThroughLink(other, viewerLink, 'viewer34@demo.local');
    for (const path of [
      '/admin-dashboard/audit?flag=true',
      '/admin-dashboard/import?flag=true',
      '/admin-dashboard/report?flag=true',
    ]) {
      await other.goto(path);
      await expect(other.getByRole('heading', { name: 'Not allowed for your role' })).toBeVisible();
      await expect(other.getByText('Session Expired')).toHaveCount(0);
    }
    await other.context().clearCookies();
    await enrolThroughLink(other, supportLink, 'support34@demo.local');
    await other.getByRole('textbox', { name: 'Promo code or customer number' }).fill('NEWUSER2');
    await other.getByRole('button', { name: 'Search', exact: true }).click();
    await other.getByRole('button', { name: 'Edit' }).click();
    const dialog = other.getByRole('dialog', { name: 'Edit email and mobile' });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill('newuser2.ops34@demo.local');
    await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('Cardholder called the hotline');
    // Meanwhile the owner makes the support admin a viewer.
    await page.getByRole('combobox', { name: 'Role support34@demo.local' }).selectOption('viewer');
    // Decision 0224: the change waits for the owner's yes.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Make viewer' }).click();
    await expect(page.getByRole('combobox', { name: 'Role support34@demo.local' })).toHaveValue('viewer');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('heading', { name: 'Not allowed for your role' })).toBeVisible();
    await expect(other.getByText('Session Expired')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The controls follow the new role: a viewer has no Edit.
    await expect(other.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  } finally {
    await other.context().close();
  }
});
