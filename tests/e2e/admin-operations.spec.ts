import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// Issue 34: the back office as an operations team runs it every day, in Chromium on the real server and the demo
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
  // The order with a live eGC still offers it.
  const partlyUsed = redemptions.getByRole('row').filter({ hasText: '1 of 2 used' });
  await expect(partlyUsed.getByRole('button', { name: /Resend eGCs/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download redemptions' }).click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  const kusinaLine = lines.find((line) => line.includes('Kusina Grill')) ?? '';
  expect(kusinaLine).toContain(',Expired,');
});
