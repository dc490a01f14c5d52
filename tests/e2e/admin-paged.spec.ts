import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// Decision 0143: a cardholder's transactions and orders are paged and sorted by the server. MONTHONE
// (docs/demo-accounts.md) has more qualified spends than one page of ten holds. No demo cardholder has more than
// ten eGCs (WALLET01 has the most: three, in two orders), so the redemptions table (a row per eGC, decision 0235)
// is checked on one page: the pager says so with both buttons off, and each header click is answered in the
// server's order.

const references = (grid: Locator) => grid.getByText(/^TXN-\d+$/).allTextContents();

async function amounts(grid: Locator): Promise<number[]> {
  const texts = await grid.locator('.admin-table__cell--numeric').allTextContents();
  return texts.map((text) => Number(text.replace(/[P,]/g, '')));
}

async function openCardholder(page: Page, promoCode: string): Promise<void> {
  await signInAsAdmin(page);
  await page.getByRole('textbox', { name: 'Promo code or customer number' }).fill(promoCode);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cardholder', exact: true })).toBeVisible();
}

test('transactions: page 2 holds other rows, a header sorts on the server, keyboard works the pager', async ({
  page,
}) => {
  await openCardholder(page, 'MONTHONE');
  const transactions = page.getByRole('grid', { name: 'Transactions' });
  const pager = page.getByRole('navigation', { name: 'Transactions pages' });
  await expect(pager.getByText(/^Page 1 of [2-9] \(\d+ entries\)$/)).toBeVisible();
  await expect(transactions.getByText(/^TXN-\d+$/)).toHaveCount(10);
  const firstPage = await references(transactions);
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager.getByText(/^Page 2 of /)).toBeVisible();
  const secondPage = await references(transactions);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((reference) => firstPage.includes(reference))).toEqual([]);
  await expectNoAxeViolations(page, 'transactions page 2');

  // A sort asks the server and starts again at page 1: the smallest amounts first.
  const amount = transactions.getByRole('columnheader', { name: /^Amount/ });
  await amount.click();
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await expect(pager.getByText(/^Page 1 of /)).toBeVisible();
  await expect.poll(async () => references(transactions)).not.toEqual(firstPage);
  const ascending = await amounts(transactions);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await amount.click();
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await amounts(transactions))[0]).toBeGreaterThanOrEqual(Math.max(...ascending));
  const descending = await amounts(transactions);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // The pager by keyboard: Tab to Next, Enter.
  const next = pager.getByRole('button', { name: 'Next page' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(pager.getByText(/^Page 2 of /)).toBeVisible();
  const secondDescending = await amounts(transactions);
  expect(Math.max(...secondDescending)).toBeLessThanOrEqual(Math.min(...descending));
  await expectNoAxeViolations(page, 'transactions sorted by amount, page 2');
});

const orderReferences = (grid: Locator) => grid.getByText(/^REF \d+$/).allTextContents();

/** The Value column's pesos, row by row. */
async function orderValues(grid: Locator): Promise<number[]> {
  const texts = await grid.locator('.admin-table__cell--numeric').allTextContents();
  return texts.filter((text) => text.startsWith('P')).map((text) => Number(text.replace(/[P,]/g, '')));
}

test('redemptions: one page of eGCs, each header sorted by the server, with axe', async ({ page }) => {
  await openCardholder(page, 'WALLET01');
  const orders = page.getByRole('grid', { name: 'Redemptions' });
  const pager = page.getByRole('navigation', { name: 'Redemptions pages' });
  await expect(pager.getByText('Page 1 of 1 (3 entries)')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // Newest first by default: the P500 Kusina Grill order (day -25) before the P1,500 pair's two eGCs (day -28).
  const date = orders.getByRole('columnheader', { name: /^Date ordered/ });
  await expect(date).toHaveAttribute('aria-sort', 'descending');
  const newestFirst = await orderReferences(orders);
  expect(newestFirst).toHaveLength(3);
  expect(newestFirst[1]).toBe(newestFirst[2]);
  expect(await orderValues(orders)).toEqual([500, 1000, 500]);

  await date.click();
  await expect(date).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => orderReferences(orders)).toEqual([...newestFirst].reverse());

  // Decision 0235: each eGC's own value.
  const value = orders.getByRole('columnheader', { name: /^Value/ });
  await value.click();
  await expect(value).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => orderValues(orders)).toEqual([500, 500, 1000]);
  await value.click();
  await expect(value).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => orderValues(orders)).toEqual([1000, 500, 500]);
  await expect(pager.getByText('Page 1 of 1 (3 entries)')).toBeVisible();
  await expectNoAxeViolations(page, 'redemptions sorted by value');

  // The header by keyboard: focus it, Enter sorts the other way.
  await value.focus();
  await page.keyboard.press('Enter');
  await expect(value).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => orderValues(orders)).toEqual([500, 500, 1000]);
});
