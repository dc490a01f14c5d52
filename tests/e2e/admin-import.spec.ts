import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { keepShot } from './support/shots';

// Decision 0144: the seeded owner imports a small CSV from the admin screens: the check shows the bad
// row by its line and reason and imports nothing, the import shows the final counts; a duplicate is listed by its
// line too (decision 0146): line 5 repeats line 2's reference number, and once imported line 2 is stored already. The rows are NEWUSER2's
// (7012340002): issued, not registered, so its spend counts in no overview band or tier and no bonus round runs,
// and admin.spec.ts reads only its contact details.
test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signInAsAdmin(page);
});
test.afterAll(async () => page.context().close());

const run = Date.now();
const csv = [
  'customerNo,referenceNo,transactionDateTime,value,mccID',
  `7012340002,E2E-IMPORT-${run}-1,2026-11-20T10:00:00+08:00,150.25,5411`,
  `7012340002,E2E-IMPORT-${run}-2,2026-11-20T11:00:00+08:00,not-a-number,5411`,
  `7012340002,E2E-IMPORT-${run}-3,2026-11-20T12:00:00+08:00,99.75,5812`,
  `7012340002,E2E-IMPORT-${run}-1,2026-11-20T13:00:00+08:00,10.00,5411`,
].join('\n');

/** The row of the duplicates table led by the file's `line`. */
const duplicateAt = (line: number) =>
  page
    .getByRole('table', { name: 'Duplicate rows (skipped)' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(line), exact: true }) });

const fact = (label: string) =>
  page
    .locator('.admin-facts__item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('the menu leads an owner to Import Transactions', async () => {
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Import Transactions' }).click();
  await expect(page.getByRole('heading', { name: 'Import Transactions', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'import screen');
});

test('"Check file" shows the bad row by line and reason, and imports nothing', async () => {
  // A styled button (react-aria's FileTrigger) opens the browser's file picker, here by keyboard.
  const pick = page.getByRole('group', { name: 'Transactions file (.csv or .json)' });
  await expect(pick.getByText('No file chosen')).toBeVisible();
  await pick.getByRole('button', { name: 'Choose file' }).focus();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  expect(chooser.isMultiple()).toBe(false);
  await chooser.setFiles({ name: 'november.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(pick.getByText('november.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { name: 'Check result: nothing has been imported yet' })).toBeVisible();
  await expect(fact('Rows to import')).toHaveText('2');
  await expect(fact('Rejected rows')).toHaveText('1');
  const rejected = page.getByRole('table', { name: 'Rejected rows' });
  const row = rejected.getByRole('row').nth(1);
  await expect(row.getByRole('rowheader')).toHaveText('3');
  await expect(row.getByRole('cell')).toContainText('value');
  await expect(fact('Duplicates (reference number repeated in the file)')).toHaveText('1');
  await expect(duplicateAt(5).getByRole('cell')).toHaveText([
    `E2E-IMPORT-${run}-1`,
    'Repeats the reference number of line 2',
  ]);
  await expectNoAxeViolations(page, 'import check result');
});

test('"Import" imports the good rows and shows the final counts', async () => {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import result' })).toBeVisible();
  await expect(fact('Rows imported')).toHaveText('2');
  await expect(fact('Rejected rows')).toHaveText('1');
  await expect(fact('Cardholders with new spend')).toHaveText('1');
  await expect(fact('Bonus records created')).toHaveText('0');
  await expectNoAxeViolations(page, 'import result');
});

test('decision 0241: the import joins the recent imports, and its rejected row downloads with why', async () => {
  const history = page.getByRole('table', { name: 'Recent imports' });
  const newest = history.locator('tbody tr').first();
  await expect(newest.getByRole('cell')).toHaveText([
    'november.csv',
    'admin@demo.local',
    '2',
    '1',
    '1',
    '1',
    'Download',
  ]);
  await expectNoAxeViolations(page, 'import result with the recent imports');
  await keepShot(page, 'admin-import-history', { fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('link', { name: /^Download the rejected row of the import of / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rejected-rows-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Line,Reason,.*referenceNo/);
  expect(lines[1]).toMatch(new RegExp(`^3,.*value.*E2E-IMPORT-${run}-2`));
});

test('the same file checked again: its rows are duplicates now', async () => {
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(fact('Rows to import')).toHaveText('0');
  await expect(fact('Duplicates (reference number already imported)')).toHaveText('2');
  await expect(duplicateAt(2).getByRole('cell')).toHaveText([
    `E2E-IMPORT-${run}-1`,
    'Reference number already imported',
  ]);
  await expect(duplicateAt(5).getByRole('cell')).toHaveText([
    `E2E-IMPORT-${run}-1`,
    'Repeats the reference number of line 2',
  ]);
  await expect(page.getByText('No row of this file would be imported.')).toBeVisible();
});
