import { type Browser, expect, type Page, test } from '@playwright/test';
import { addAdmin, enrolThroughLink, signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// Decisions 0187 and 0188 in the browser, at the admin's desktop size: a support admin (added by the owner, enrolled
// through the one-time link of decision 0184) asks for PENDING1's contact change, which changes nothing; the owner
// finds it on the Approvals page and approves it with the keyboard; the change is then in effect and on the
// cardholder's timeline. PENDING1: no other browser test reads its contact details.
test.describe.configure({ mode: 'serial' });

const SUPPORT = 'support.e2e@demo.local';
const NEW_EMAIL = 'pending1.moved@demo.local';
const NEW_MOBILE = '09175550123';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

async function search(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Promo code or customer number' }).fill(code);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Cardholder', exact: true })).toBeVisible();
}

const fact = (page: Page, label: string) =>
  page
    .locator('.admin-facts__item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

let supportLink = '';

test('the owner adds a support admin and is shown their one-time enrolment link', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAsAdmin(page);
  supportLink = await addAdmin(page, SUPPORT, 'support');
  expect(supportLink).toMatch(/\/admin\?enrol=[\w-]{22}$/);
  await page.context().close();
});

test("a support admin's contact change waits for a second admin, and changes nothing yet", async ({ browser }) => {
  const page = await newPage(browser);
  await enrolThroughLink(page, supportLink, SUPPORT);
  // Support cannot approve: no Approvals page in its menu.
  await expect(
    page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: /Approvals/ }),
  ).toHaveCount(0);
  await search(page, 'PENDING1');
  const before = await fact(page, 'Email address').textContent();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit email and mobile' });
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(NEW_EMAIL);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(NEW_MOBILE);
  await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('Cardholder called the hotline');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Change Requested' })).toBeVisible();
  await expect(fact(page, 'Email address')).toHaveText(before ?? '');
  await page.context().close();
});

test('the owner approves it on the Approvals page with the keyboard; it is then in effect and on the timeline', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signInAsAdmin(page);
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('link', { name: 'Approvals (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Approvals' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('PENDING1');
  await expect(row).toContainText(NEW_EMAIL);
  await expect(row).toContainText(SUPPORT);
  await expectNoAxeViolations(page, 'approvals');

  const approve = table.getByRole('button', { name: 'Approve Contact change for PENDING1' });
  await approve.focus();
  await expect(approve).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Approved: the new contact details are in effect' }),
  ).toBeVisible();
  await expect(page.getByText('Nothing is waiting for approval.')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Approvals', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'approvals, all decided');

  await menu.getByRole('link', { name: 'Search Cardholder' }).click();
  await search(page, 'PENDING1');
  await expect(fact(page, 'Email address')).toHaveText(NEW_EMAIL);
  // Decision 0218: typed as 09…, kept as E.164.
  await expect(fact(page, 'Mobile number')).toHaveText(`+63${NEW_MOBILE.slice(1)}`);
  const timeline = page.getByRole('table', { name: 'Timeline' });
  await expect(timeline).toContainText('Contact change approved: in effect, the old mobile and e-mail told');
  await expect(timeline).toContainText('Contact change asked for');
  await page.context().close();
});
