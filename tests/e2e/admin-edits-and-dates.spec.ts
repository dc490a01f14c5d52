import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-sign-in';
import { expectNoAxeViolations } from './support/axe';

// At 1440×900 on the real server and the demo seed. Decision 0217: the audit trail's and the report's days are typed
// in date pickers, a reversed or too long range is refused beside the end date in the server's words, and the
// campaign's time zone is named. Decision 0218: a contact edit is bounded (an e-mail of at most 254 characters),
// stores the mobile as E.164, warns when another cardholder has the e-mail or mobile and asks to confirm, and takes
// a reason that goes with the request to the approving admin.
test.describe.configure({ mode: 'serial' });

let page: Page;
const shot = (name: string) =>
  process.env.SCREENS_DIR ? page.screenshot({ path: `${process.env.SCREENS_DIR}/${name}.png`, fullPage: true }) : null;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  page = await newPage(browser);
  await signInAsAdmin(page);
});
test.afterAll(async () => page.context().close());

const menu = () => page.getByRole('navigation', { name: 'Admin menu' });

/** A react-aria date picker: its segments typed in their order (month, day, year), as a person types them. */
async function typeDay(field: Locator, day: string) {
  const [year, month, date] = day.split('-');
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${month}${date}${year}`);
}

test('the audit trail: days in date pickers; a reversed range is refused beside To and nothing is asked', async () => {
  await menu().getByRole('link', { name: 'Audit trail and admins' }).click();
  const audit = page.getByRole('region', { name: 'Audit trail' });
  await expect(audit.getByRole('table', { name: 'Audit trail' })).toBeVisible();
  await expect(audit.getByText(/^Days and times in Asia\/Manila \(GMT\+8\)\.$/)).toBeVisible();
  const asked: string[] = [];
  const listen = (request: { url(): string }) => {
    if (request.url().includes('/api/admin/audit?')) asked.push(request.url());
  };
  page.on('request', listen);
  await typeDay(audit.getByRole('group', { name: 'From' }), '2026-11-10');
  await typeDay(audit.getByRole('group', { name: 'To' }), '2026-11-01');
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  await expect(audit.getByText('The end date is before the start date')).toBeVisible();
  // The trail shown before stays; the bad range was never asked for, so nothing can repeat it.
  await expect(audit.getByRole('table', { name: 'Audit trail' })).toBeVisible();
  await expectNoAxeViolations(page, 'audit trail with a refused range');
  await shot('admin-audit-refused');
  page.off('request', listen);
  expect(asked).toEqual([]);
  // A To alone is a range open at its start: taken.
  await audit.getByRole('group', { name: 'From' }).getByRole('spinbutton').first().click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await typeDay(audit.getByRole('group', { name: 'To' }), '2099-12-31');
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  await expect(audit.getByText('The end date is before the start date')).toHaveCount(0);
  await expect(audit.getByRole('table', { name: 'Audit trail' })).toBeVisible();
});

test('the report: a range over 366 days is refused beside the end date, the zone named', async () => {
  await menu().getByRole('link', { name: 'Generate Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Report' })).toBeVisible();
  await expect(page.getByText(/^Days and times in Asia\/Manila \(GMT\+8\)\.$/)).toBeVisible();
  await typeDay(page.getByRole('group', { name: 'Start date' }), '2024-01-01');
  await page.getByRole('button', { name: 'Request report' }).click();
  await expect(page.getByText('The range may cover at most 366 days')).toBeVisible();
  await expect(page.getByText('Successful')).toHaveCount(0);
  await expectNoAxeViolations(page, 'report with a refused range');
  await shot('admin-report-refused');
});

async function openEdit(code: string): Promise<Locator> {
  await menu().getByRole('link', { name: 'Search Cardholder' }).click();
  await page.getByRole('textbox', { name: 'Promo code or customer number' }).fill(code);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cardholder', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  return page.getByRole('dialog', { name: 'Edit email and mobile' });
}

test('a contact edit: an e-mail over 254 characters and a missing reason are refused beside their fields', async () => {
  const dialog = await openEdit('ONESHORT');
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(`${'a'.repeat(250)}@demo.ph`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Email address may not be greater than 254 characters')).toBeVisible();
  await expect(dialog.getByText('Reason for the change is required')).toBeVisible();
  await expectNoAxeViolations(page, 'edit dialog with refused fields');
  await shot('admin-edit-refused');
});

test('another cardholder’s e-mail is named beside the field; Save anyway asks for it, the mobile as E.164, with the reason', async () => {
  const dialog = page.getByRole('dialog', { name: 'Edit email and mobile' });
  // CLAIMED1's e-mail (docs/demo-accounts.md), in other letters; a mobile typed with spaces.
  await dialog.getByRole('textbox', { name: 'Email address' }).fill('Claimed1@Demo.Local');
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('0917 555 0199');
  await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('Shares the family e-mail');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This contact belongs to another cardholder')).toBeVisible();
  await expect(dialog.getByText('Another cardholder has this email address.')).toBeVisible();
  await expect(dialog.getByText('Another cardholder has this mobile number.')).toHaveCount(0);
  await expectNoAxeViolations(page, 'edit dialog warning of a shared e-mail');
  await shot('admin-edit-contact-in-use');
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Change Requested' })).toBeVisible();

  // The reason goes with the request to the approving admin; the mobile is asked for in E.164.
  await menu()
    .getByRole('link', { name: /^Approvals/ })
    .click();
  const row = page.getByRole('table', { name: 'Approvals' }).getByRole('row').filter({ hasText: 'ONESHORT' });
  await expect(row).toContainText('+639175550199, Claimed1@Demo.Local');
  await expect(row).toContainText('Shares the family e-mail');
  await expectNoAxeViolations(page, 'approvals with a reason');
  await shot('admin-approvals-reason');
});
