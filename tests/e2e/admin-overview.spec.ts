import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// Decision 0140: the campaign overview on the admin's landing page, in Chromium on the real server and
// the demo seed: its figures, four charts each with its numbers in a table, the keyboard walking a chart's bars,
// the date range, axe, and no CSP violation from the chart library. Decision 0217: the range is typed in date pickers,
// refused beside the day it names, the zone named; decision 0229: every spend band labelled, both axes titled.
test.describe.configure({ mode: 'serial' });

let page: Page;
const violations: string[] = [];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(event.violatedDirective);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await signInAsAdmin(page);
});
test.afterAll(async () => page.context().close());

const overview = () => page.getByRole('region', { name: 'Campaign overview' });
const fact = (tile: string, label: string) =>
  overview()
    .getByRole('region', { name: tile })
    .locator('.admin-overview__fact')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('the landing page shows the overview: figures as of today and four charts', async () => {
  await expect(overview().getByRole('heading', { name: 'Campaign overview', level: 2 })).toBeVisible();
  // The demo seed (docs/demo-accounts.md): one blocked cardholder, ten eGCs, P4,500 of them still to use.
  await expect(fact('Cardholders', 'Blocked')).toHaveText('1');
  await expect(fact('eGCs', 'Issued')).toHaveText('10');
  await expect(fact('eGCs', 'Outstanding value')).toHaveText('P4,500');
  await expect(fact('Credits not yet claimed', 'Unclaimed credits')).toHaveText('P11,000');
  const charts = overview().getByRole('figure');
  await expect(charts).toHaveCount(4);
  for (const name of [
    'Registrations per day',
    'Registered cardholders by qualified spend',
    'Spend goals: reached and claimed',
    'Bonus rounds: reached and claimed',
  ]) {
    const chart = overview().getByRole('figure', { name });
    await expect(chart.locator('svg rect').first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Analytics events' })).toBeVisible();
});

test('each chart has its numbers as a table behind a disclosure', async () => {
  const tiers = overview().getByRole('figure', { name: 'Spend goals: reached and claimed' });
  await tiers.getByText('Show the numbers').click();
  const table = tiers.getByRole('table', { name: 'Spend goals: reached and claimed' });
  await expect(table.getByRole('row', { name: /P75,000 goal \(P1,500 eGC\)/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /P200,000 goal \(P5,000 eGC\)/ }).getByRole('cell')).toHaveText([
    '6',
    '3',
  ]);
  const days = overview().getByRole('figure', { name: 'Registrations per day' });
  await days.getByText('Show the numbers').click();
  await expect(days.getByRole('table').getByRole('row')).toHaveCount(31);
  await expectNoAxeViolations(page, 'overview with its tables open');
});

test('the keyboard reaches a chart and walks its bars, each named with its values', async () => {
  const bands = overview().getByRole('figure', { name: 'Registered cardholders by qualified spend' });
  const bars = bands.locator('g[role="img"]');
  await bars.first().focus();
  await expect(bars.first()).toHaveAttribute('aria-label', 'No qualified spend: Cardholders 2');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(bars.nth(2)).toBeFocused();
  await expect(bars.nth(2)).toHaveAttribute('aria-label', 'P25,000 to under P50,000: Cardholders 5');
  await page.keyboard.press('End');
  await expect(bars.last()).toBeFocused();
  await expect(bars.last()).toHaveAttribute('aria-label', 'P200,000 and over: Cardholders 6');
  // One tab stop per chart: Tab leaves the chart for its disclosure.
  await page.keyboard.press('Tab');
  await expect(bands.getByText('Show the numbers')).toBeFocused();
});

/** A react-aria date picker: its segments typed in their order (month, day, year), as a person types them. */
async function typeDay(field: Locator, day: string) {
  const [year, month, date] = day.split('-');
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${month}${date}${year}`);
}
const range = () => overview().getByRole('form', { name: 'Days shown' });
const dayField = (label: string) => range().getByRole('group', { name: label });

test('decision 0229: the spend-band chart labels every bar, the largest too, and titles both axes', async () => {
  const bands = overview().getByRole('figure', { name: 'Registered cardholders by qualified spend' });
  const ticks = bands.locator('.visx-axis-bottom .visx-axis-tick');
  await expect(ticks).toHaveCount(10);
  const tickTexts = (await ticks.allTextContents()).map((each) => each.trim());
  expect(tickTexts.filter((each) => each === '')).toEqual([]);
  expect(tickTexts[tickTexts.length - 1]).toBe('P200k+');
  // Each bar's value above it is the numbers table's count, the largest bar's included.
  const counts = (await bands.locator('table tbody td').allTextContents()).map((each) => each.trim());
  expect(counts).toHaveLength(10);
  await expect(bands.locator('.admin-chart__value')).toHaveText(counts);
  const largest = Math.max(...counts.map(Number));
  expect(await bands.locator('.admin-chart__value').allTextContents()).toContain(String(largest));
  await expect(bands.locator('.admin-chart__axis-title text')).toHaveText(['Qualified spend', 'Cardholders']);
  for (const name of ['Spend goals: reached and claimed', 'Registrations per day']) {
    await expect(overview().getByRole('figure', { name }).locator('.admin-chart__axis-title text')).toHaveCount(2);
  }
});

test('a date range narrows the per-day figures; the days read as every admin date does, the zone named', async () => {
  await typeDay(dayField('From'), '2026-01-01');
  await typeDay(dayField('To'), '2026-01-07');
  await range().getByRole('button', { name: 'Show' }).click();
  await expect(
    overview().getByText(/Registrations and messages: Jan 01, 2026 to Jan 07, 2026\. Everything else: as of today, /),
  ).toBeVisible();
  await expect(overview().getByText(/Days and times in Asia\/Manila \(GMT\+8\)\./)).toBeVisible();
  const days = overview().getByRole('figure', { name: 'Registrations per day' });
  await expect(days.getByRole('table').getByRole('row')).toHaveCount(8);
  // The numbers table reads its days as every admin date does, not as 'YYYY-MM-DD'.
  await expect(days.getByRole('table').getByRole('rowheader', { name: 'Jan 01, 2026' })).toBeVisible();
  await expectNoAxeViolations(page, 'overview for a week');
  if (process.env.SCREENS_DIR)
    await page.screenshot({ path: `${process.env.SCREENS_DIR}/admin-overview.png`, fullPage: true });
});

test('decision 0217: a reversed or too long range is refused beside To, asking nothing; the form and figures stay', async () => {
  const asked: string[] = [];
  const listen = (request: { url(): string }) => {
    if (request.url().includes('/api/admin/overview')) asked.push(request.url());
  };
  page.on('request', listen);
  await typeDay(dayField('From'), '2026-01-07');
  await typeDay(dayField('To'), '2026-01-01');
  await range().getByRole('button', { name: 'Show' }).click();
  await expect(range().getByText('The end date is before the start date')).toBeVisible();
  await typeDay(dayField('From'), '2025-01-01');
  await typeDay(dayField('To'), '2026-01-07');
  await range().getByRole('button', { name: 'Show' }).click();
  await expect(range().getByText('The range may cover at most 366 days')).toBeVisible();
  await expect(range().getByText('The end date is before the start date')).toHaveCount(0);
  // Nothing was swapped or asked for: the week shown before is still shown, with its figures and the form.
  await expect(overview().getByText(/Registrations and messages: Jan 01, 2026 to Jan 07, 2026\./)).toBeVisible();
  await expect(overview().getByRole('figure')).toHaveCount(4);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expectNoAxeViolations(page, 'overview with a refused range');
  if (process.env.SCREENS_DIR)
    await page.screenshot({ path: `${process.env.SCREENS_DIR}/admin-overview-refused.png`, fullPage: true });
  page.off('request', listen);
  expect(asked).toEqual([]);
});

test('decision 0217: an empty From says it is required', async () => {
  // Clearing its month leaves From without a day.
  await dayField('From').getByRole('spinbutton').first().click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await range().getByRole('button', { name: 'Show' }).click();
  await expect(range().getByText('From is required')).toBeVisible();
});

test('the chart library writes no inline style the CSP refuses', async () => {
  const recorded = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
  expect(recorded).toEqual([]);
  expect(violations).toEqual([]);
});
