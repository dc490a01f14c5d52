import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// Decision 0143 (issue 21): a cardholder's transactions are paged and sorted by the server. MONTHONE
// (docs/demo-accounts.md) has more qualified spends than one page of ten holds.

const references = (grid: Locator) => grid.getByText(/^TXN-\d+$/).allTextContents();

async function amounts(grid: Locator): Promise<number[]> {
  const texts = await grid.locator('.admin-table__cell--numeric').allTextContents();
  return texts.map((text) => Number(text.replace(/[P,]/g, '')));
}

async function openMonthOne(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.getByRole('textbox', { name: 'Promo code or customer number' }).fill('MONTHONE');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cardholder', exact: true })).toBeVisible();
}

test('transactions: page 2 holds other rows, a header sorts on the server, keyboard works the pager', async ({
  page,
}) => {
  await openMonthOne(page);
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
