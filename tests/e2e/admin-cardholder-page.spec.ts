import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// The admin's cardholder page at 1440×900 on the demo seed (docs/demo-accounts.md): the summary at its top
// (decision 0234), the redemptions a row per eGC named as the download names them, MCCs with their names (decision
// 0235), and the timeline's admin looks one row per visit, by actor, a page at a time (decision 0236).
test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await signInAsAdmin(page);
});
test.afterAll(async () => page.context().close());

async function open(promoCode: string): Promise<void> {
  await page.goto('/admin-dashboard?flag=true');
  await page.getByRole('textbox', { name: 'Promo code or customer number' }).fill(promoCode);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cardholder', exact: true })).toBeVisible();
}

/** A downloaded CSV as rows of named fields (the demo's fields hold no commas or quotes). */
async function downloadRows(link: string): Promise<Record<string, string>[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
  const [header = '', ...lines] = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const names = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, index) => [names[index], value])));
}

/** Kept only when E2E_SHOTS_DIR names where: a test run writes nothing outside its results otherwise. */
const shot = async (name: string) => {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true, animations: 'disabled' });
};

const summaryFact = (summary: Locator, term: string) =>
  summary.locator('.admin-facts__item').filter({ has: page.getByRole('term').filter({ hasText: term }) });

test('decision 0234: CLAIMED1’s summary at the top of its page: code, status, spend, tier, credits, rounds', async () => {
  await open('CLAIMED1');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summaryFact(summary, 'Promo code')).toContainText('CLAIMED1');
  await expect(summaryFact(summary, 'Status')).toContainText('Registered');
  await expect(summaryFact(summary, 'Registered on')).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(summaryFact(summary, 'Qualified spend')).toContainText(/P[\d,]+\.\d\d/);
  await expect(summaryFact(summary, 'Tier claimed')).toContainText('P5,000.00 in credits');
  // docs/demo-accounts.md: one P1,500 order from the P5,000, so P3,500 left.
  await expect(summaryFact(summary, 'Credit balance')).toContainText('P3,500.00');
  await expect(summaryFact(summary, 'Credits expire')).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(summary.getByRole('listitem').first()).toContainText('Extra Three:');
  // It is the page's first panel: above the cardholder's contact details.
  const top = await summary.boundingBox();
  const info = await page.getByRole('heading', { level: 2, name: 'Cardholder', exact: true }).boundingBox();
  expect(top?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(info?.y ?? 0);
  await expectNoAxeViolations(page, 'the cardholder page with its summary');
  await shot('cardholder-CLAIMED1');
});

test('decision 0235: WALLET01’s redemptions a row per eGC, each with the reference and last four the CSV has', async () => {
  await open('WALLET01');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summaryFact(summary, 'Credit balance')).toContainText('P3,000.00');
  const redemptions = page.getByRole('grid', { name: 'Redemptions' });
  const rowOf = (merchant: string) => redemptions.getByRole('row').filter({ hasText: merchant });
  // docs/demo-accounts.md: Circuit Hub P1,000 active and Harvest Fresh used, in one order; Kusina Grill expired.
  await expect(rowOf('Circuit Hub')).toContainText('Active');
  await expect(rowOf('Circuit Hub')).toContainText(/Valid until [A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(rowOf('Harvest Fresh Market')).toContainText('Used');
  await expect(rowOf('Kusina Grill')).toContainText(/Expired on [A-Z][a-z]{2} \d{2}, \d{4}/);
  const file = await downloadRows('Download redemptions');
  expect(file).toHaveLength(3);
  for (const merchant of ['Circuit Hub', 'Harvest Fresh Market', 'Kusina Grill']) {
    const line = file.find((each) => each.Merchant === merchant);
    const row = rowOf(merchant);
    await expect(row).toContainText(line?.Reference ?? 'missing');
    expect(line?.Reference).toMatch(/^REF \d+$/);
    await expect(row).toContainText(line?.['eGC Code Ending'] ?? 'missing');
    await expect(row).toContainText(line?.Status ?? 'missing');
  }
  // The used eGC says when; the pair shares its order's reference, on screen as in the file.
  await expect(rowOf('Harvest Fresh Market')).toContainText(/Used[\s\S]*[A-Z][a-z]{2} \d{2}, \d{4}/);
  const pair = file.filter((each) => each.Merchant !== 'Kusina Grill').map((each) => each.Reference);
  expect(pair[0]).toBe(pair[1]);
  await expectNoAxeViolations(page, 'redemptions a row per eGC');
  await shot('cardholder-WALLET01');
});

test('decision 0235: each transaction’s MCC with its name, as the CSV names it', async () => {
  await open('SPEND042');
  const transactions = page.getByRole('grid', { name: 'Transactions' });
  await expect(transactions.getByText(/^TXN-\d+$/).first()).toBeVisible();
  const file = await downloadRows('Download transactions');
  const references = await transactions.getByText(/^TXN-\d+$/).allTextContents();
  let named = 0;
  for (const reference of references) {
    const line = file.find((each) => each['Reference No'] === reference);
    if (!line?.MCC) continue;
    const expected = line['Merchant Category'] ? `${line['Merchant Category']} (${line.MCC})` : line.MCC;
    await expect(transactions.getByRole('row').filter({ hasText: reference })).toContainText(expected);
    if (line['Merchant Category']) named += 1;
  }
  expect(named).toBeGreaterThan(0);
});

test('decision 0236: the timeline shows two looks at INSTALL1 as one visit, filters by actor and pages', async () => {
  await open('INSTALL1');
  await page.reload();
  await open('INSTALL1');
  const timelinePanel = page.getByRole('region', { name: 'Timeline' });
  const timeline = timelinePanel.getByRole('table', { name: 'Timeline' });
  await expect(timeline.getByText(/^Viewed the account \(/)).toHaveCount(1);
  await expect(timeline.getByText(/^Viewed the account \(look-up, /)).toBeVisible();
  for (const single of ['Account details viewed', 'Transactions viewed', 'Redemptions viewed', 'Timeline viewed']) {
    await expect(timeline.getByText(single)).toHaveCount(0);
  }
  const pager = timelinePanel.getByRole('navigation', { name: 'Timeline pages' });
  await expect(pager.getByText(/^Page 1 of 1 \(\d+ entries\)$/)).toBeVisible();
  const entries = async () => Number((await pager.textContent())?.match(/\((\d+) entr(?:y|ies)\)/)?.[1]);
  const everyone = await entries();

  const actor = timelinePanel.getByRole('combobox', { name: 'Who acted' });
  await actor.selectOption({ label: 'Cardholder' });
  await expect(timeline.getByText('Registered', { exact: true })).toBeVisible();
  await expect(timeline.getByText(/^Viewed the account/)).toHaveCount(0);
  const cardholderRows = timeline.locator('tbody tr');
  for (const who of await cardholderRows.locator('td:last-child').allTextContents()) expect(who).toBe('Cardholder');
  await expect.poll(entries).toBeLessThan(everyone);
  await expectNoAxeViolations(page, 'the timeline of the cardholder’s own rows');

  await actor.selectOption({ label: 'Admin' });
  await expect(timeline.locator('tbody tr')).toHaveCount(1);
  await expect(timeline.locator('tbody tr')).toContainText('Admin: admin@demo.local');
  await shot('cardholder-INSTALL1-timeline-admin');
});
