import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// The admin screens (docs/product §2) on the real server and a freshly seeded database (docs/demo-accounts.md): the seeded admin signs in at
// /admin, searches by promo code and by customer number, edits NEWUSER2's contact (the one cardholder this suite
// may change), downloads both CSVs, requests each report and finds it in the dev outbox, and logs out. The
// seeded customer numbers run 7012340001-7012340018 in table order; the demo campaign sets no customer-number
// prefix, so the number is searched as it is. Runs in order on one signed-in page.
test.describe.configure({ mode: 'serial' });

const NOT_FOUND = 'The promo code or customer number is either invalid or not registered yet.';
const REPORTS = ['Registration Summary', 'Redemption Summary', 'Cardholders Per Tier'] as const;

async function search(page: Page, input: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Promo code or customer number' }).fill(input);
  await page.getByRole('button', { name: 'Search' }).click();
}

const info = (page: Page, label: string) =>
  page
    .locator('.admin-facts__item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

interface OutboxMessage {
  readonly id: number;
  readonly to: string;
  readonly subject: string | null;
}

async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

async function downloadText(page: Page, link: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test.describe('/admin (spec §2, §4, §5 admin login)', () => {
  test("spec §5 'email required and valid format; password required'; a wrong password's error", async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    await expectNoAxeViolations(page, '/admin');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Email address is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Email address' }).fill('admin@');
    await expect(page.getByText('Email address is not valid')).toBeVisible();

    // spec §8: "An admin login failure shows an error built from the response id."
    await page.getByRole('textbox', { name: 'Email address' }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email address or password');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("spec §2 /admin-dashboard: 'param flag must be true, else redirect to /admin'; no admin session: /admin", async ({
    page,
  }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin-dashboard?flag=true');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('/admin-dashboard (spec §2 admin dashboard screens)', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    // One signed-in page for the whole flow (axe needs a page of a context made with newContext).
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInAsAdmin(page);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('the menu, and no empty state before a search (decision 0228)', async () => {
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await expect(menu.getByRole('link', { name: 'Search Cardholder' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Generate Report' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Campaign overview', level: 2 })).toBeVisible();
    await expect(page.getByText('No promo code.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    // Decision 0068: the analytics sink's counts per event name, where an admin sees them.
    const analytics = page.getByRole('region', { name: 'Analytics events' });
    await expect(analytics.getByRole('term')).toHaveText(['Success', 'Failure', 'Pageview (/bonusclaim)']);
    await expect(analytics.getByRole('definition')).toHaveCount(3);
    await expectNoAxeViolations(page, 'search');
  });

  test('spec §5: the customer number input takes 10 characters at most, typed or pasted', async () => {
    const field = page.getByRole('textbox', { name: 'Promo code or customer number' });
    await field.fill('');
    await field.pressSequentially('701234000123');
    await expect(field).toHaveValue('7012340001');
    await field.fill('');
    await field.focus();
    await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text', ' 7012 3400 0199 ');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(field).toHaveValue('7012340001');
    await field.fill('');
  });

  test("spec §5: search by promo code (sent as 'DEMO-SPEND118'): info, transactions and orders", async () => {
    await search(page, 'SPEND118');
    await expect(page.getByRole('heading', { level: 2, name: 'Cardholder' })).toBeFocused();
    await expect(info(page, 'Customer number')).toHaveText('7012340006');
    await expect(info(page, 'Email address')).toHaveText('spend118@demo.local');
    const transactions = page.getByRole('grid', { name: 'Transactions' });
    await expect(transactions.getByText(/^TXN-\d+$/).first()).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Redemptions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expectNoAxeViolations(page, 'cardholder view');
  });

  test('sortable tables: a header click sorts, aria-sort follows', async () => {
    const transactions = page.getByRole('grid', { name: 'Transactions' });
    const amount = transactions.getByRole('columnheader', { name: /^Amount/ });
    const date = transactions.getByRole('columnheader', { name: /^Date/ });
    await expect(date).toHaveAttribute('aria-sort', 'descending');
    await amount.click();
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    // Decision 0143: the server sorts, so the rows change when its answer comes.
    await expect
      .poll(async () => {
        const amounts = await transactions.locator('.admin-table__cell--numeric').allTextContents();
        const values = amounts.map((text) => Number(text.replace(/[P,]/g, '')));
        return (
          values.length > 1 && values.every((value, index) => index === 0 || (values[index - 1] ?? value) <= value)
        );
      })
      .toBe(true);
  });

  test("spec §8 4678: 'The promo code or customer number is either invalid or not registered yet.'", async () => {
    for (const code of ['UNKNOWN9', 'BLOCKED1', '7099999999']) {
      await search(page, code);
      await expect(page.getByText(NOT_FOUND)).toBeVisible();
    }
    await expectNoAxeViolations(page, 'not found');
  });

  test('spec §5: search by customer number (7012340009, CLAIMED1); download both CSVs', async () => {
    await search(page, '7012340009');
    await expect(info(page, 'Email address')).toHaveText('claimed1@demo.local');
    const orders = page.getByRole('grid', { name: 'Redemptions' });
    // docs/demo-accounts.md: one of the P1,500 order's eGCs is used (decision 0235: a row per eGC).
    await expect(orders.getByRole('gridcell').filter({ hasText: /^Used$/ })).toHaveCount(1);
    const orderId =
      (
        await orders
          .getByText(/^REF \d+$/)
          .first()
          .textContent()
      )?.replace('REF ', '') ?? '';
    const reference = await page
      .getByRole('grid', { name: 'Transactions' })
      .getByText(/^TXN-\d+$/)
      .first()
      .textContent();

    const transactionsFile = await downloadText(page, 'Download transactions');
    expect(transactionsFile.name).toMatch(/^transactions-CLAIMED1-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(transactionsFile.text.startsWith('\uFEFFTransaction ID,Reference No,')).toBe(true);
    expect(transactionsFile.text).toContain(`,${reference},`);

    const ordersFile = await downloadText(page, 'Download redemptions');
    expect(ordersFile.name).toMatch(/^redemptions-CLAIMED1-\d{4}-\d{2}-\d{2}\.csv$/);
    // Decision 0235: the file names the order as the screen does.
    expect(ordersFile.text.startsWith('\uFEFFOrder ID,Reference,')).toBe(true);
    expect(ordersFile.text).toMatch(new RegExp(`\\n${orderId},REF ${orderId},`));
    expect(ordersFile.text).toContain(',Used,44');
  });

  test("spec §1 'Edit the cardholder's mobile and email': NEWUSER2's change waits for a second admin (decision 0187)", async () => {
    await search(page, 'NEWUSER2');
    await expect(info(page, 'Customer number')).toHaveText('7012340002');
    await expect(page.getByText('Update history is empty.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit email and mobile' });
    await expectNoAxeViolations(page, 'edit dialog');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Email address is not valid')).toBeVisible();
    await expect(dialog.getByText('Mobile number is required')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Email address' }).fill('newuser2.changed@demo.local');
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('09179876543');
    await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('Cardholder called the hotline');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    // Nothing changes until another admin approves (tests/e2e/admin-approvals.spec.ts approves one).
    await expect(
      page.getByText('The new mobile number and/or email address takes effect once another admin approves it.'),
    ).toBeVisible();
    await expect(info(page, 'Email address')).toHaveText('newuser2@demo.local');
    await expect(info(page, 'Mobile number')).toHaveText('+639171230002');
    await expect(page.getByText('Update history is empty.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Timeline' })).toContainText('Contact change asked for');
    await expectNoAxeViolations(page, 'cardholder view after an edit');
  });

  test('Back returns to the search', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Campaign overview', level: 2 })).toBeVisible();
    await expect(page.getByText('No promo code.')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Promo code or customer number' })).toHaveValue('');
  });

  test('works at tablet width (768px): nothing wider than the window but the tables, which scroll', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await search(page, 'SPEND118');
    await expect(page.getByRole('grid', { name: 'Transactions' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("spec §2 Generate Report: each type; spec §8 'Successful: The report will be sent…'; in the outbox", async ({
    request,
  }) => {
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Generate Report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Generate Report' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Registration Summary/ })).toBeVisible();
    await expectNoAxeViolations(page, 'generate report');

    // Decision 0217: the end date must be on or after the start date (one year back is before it).
    const endYear = page.getByRole('group', { name: 'End date' }).getByRole('spinbutton').last();
    await endYear.press('ArrowDown');
    await page.getByRole('button', { name: 'Request report' }).click();
    await expect(page.getByText('The end date is before the start date')).toBeVisible();
    await endYear.press('ArrowUp');
    await expect(page.getByText('The end date is before the start date')).toHaveCount(0);

    const afterId = (await outbox(request))[0]?.id ?? 0;
    for (const label of REPORTS) {
      await page
        .getByRole('button', { name: /Summary|Per Tier/ })
        .first()
        .click();
      await expectNoAxeViolations(page, `report type list (${label})`);
      await page.getByRole('option', { name: label }).click();
      await page.getByRole('button', { name: 'Request report' }).click();
      await expect(page.getByText('The report will be sent to your email within few minutes.')).toBeVisible();
      await expect
        .poll(
          async () =>
            (await outbox(request)).some(
              (message) =>
                message.id > afterId &&
                message.to === ADMIN_EMAIL &&
                new RegExp(`^${label} report, \\d{4}-\\d{2}-\\d{2} to \\d{4}-\\d{2}-\\d{2}$`).test(
                  message.subject ?? '',
                ),
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
    }
  });

  test("spec §4 'An admin logout returns to the admin page'; the dashboard is closed after it", async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin-dashboard?flag=true');
    await expect(page).toHaveURL(/\/admin$/);
  });
});
