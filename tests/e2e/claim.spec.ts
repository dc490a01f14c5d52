import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/sign-in';

// The main reward claim (docs/product §2, §4), on the real server and the demo seed (docs/demo-accounts.md): /claim and
// /claimed (spec §2), the redemption submit (spec §4), the picker rules (spec §5). It claims with its own
// CLAIM118 and CLAIM200, twins of SPEND118 and SPEND200, which the dashboard suite keeps unclaimed.
test.describe.configure({ mode: 'serial' });

const AGREEMENT = 'I agree that by proceeding, this redemption will be processed and cannot be changed or reversed.';
const dialog = (page: Page) => page.getByRole('dialog');
const addOne = (page: Page, reward: string) => page.getByRole('button', { name: `Add one ${reward}` });
const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const pageProceed = (page: Page) => page.locator('.form-actions').getByRole('button', { name: 'Proceed' });

interface OutboxEntry {
  readonly id: number;
  readonly to: string;
  readonly body: string;
}

async function outbox(request: APIRequestContext): Promise<OutboxEntry[]> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxEntry[] }).data;
}

/** Opens a category of the accordion unless it is open already. */
async function openCategory(page: Page, name: string): Promise<void> {
  const trigger = page.locator('.category-accordion').getByRole('button', { name, exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

async function press(page: Page, reward: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await addOne(page, reward).click();
}

/** Proceed, tick the terms, Proceed: the success alert of spec §4, then closing it goes to /claimed. */
async function confirmClaim(page: Page, axeLabel?: string): Promise<void> {
  await pageProceed(page).click();
  await expect(dialog(page).getByRole('heading', { name: 'Are you sure you want to proceed?' })).toBeVisible();
  if (axeLabel) await expectNoAxeViolations(page, axeLabel);
  // spec §5: the checkbox is required.
  await dialog(page).getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog(page).getByText('Agreeing to the terms and condition is required')).toBeVisible();
  await dialog(page).getByText(AGREEMENT).click();
  await expect(dialog(page).getByRole('checkbox', { name: AGREEMENT })).toBeChecked();
  await dialog(page).getByRole('button', { name: 'Proceed' }).click();
  // The dialog that asked 'Are you sure…?' is titled by its outcome once it succeeded.
  await expect(page.getByRole('dialog', { name: 'Redemption Successful' })).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Are you sure you want to proceed?' })).toHaveCount(0);
  await expect(
    dialog(page).getByText('Please expect an SMS and/or email with your eGCs within a few minutes.'),
  ).toBeVisible();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/claimed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'eGC Claimed' })).toBeVisible();
}

/** The eGC e-mail sent to `to` after message `afterId` (decision 11: one line per eGC code). */
async function egcMail(request: APIRequestContext, to: string, afterId: number): Promise<OutboxEntry> {
  let mail: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      mail = (await outbox(request)).find((entry) => entry.id > afterId && entry.to === to && /eGC: /.test(entry.body));
      return mail !== undefined;
    })
    .toBe(true);
  return mail as OutboxEntry;
}

test('CLAIM118: Claim Reward, Claim Now, three P500 eGCs, success, /claimed, the eGC in Redemptions and the outbox', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'CLAIM118', '/');
  const before = (await outbox(request))[0]?.id ?? 0;

  await test.step('spec §4 claim flow: below the maximum, the confirmation first, then /claim', async () => {
    await page.getByRole('button', { name: 'Claim Reward' }).click();
    await dialog(page).getByRole('button', { name: 'Claim Now' }).click();
    await expect(page).toHaveURL(/\/claim\?amount=1500&totalSpend=118420\.75$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your eGCs' })).toBeVisible();
  });

  await test.step('spec §5 stepper: three P500 eGCs use up P1,500; plus is then disabled everywhere', async () => {
    await openCategory(page, 'Groceries');
    const harvest = 'Harvest Fresh Market P500.00';
    await expect(page.getByRole('button', { name: `Remove one ${harvest}` })).toBeDisabled();
    await press(page, harvest, 3);
    await expect(addOne(page, harvest)).toBeDisabled();
    await expect(summary(page)).toContainText('3 × P500.00');
    await expect(summary(page)).toContainText(/Remaining balance\s*P0/);
  });

  await test.step('spec §4: confirm with the terms, success, then /claimed with credits reloaded', async () => {
    await confirmClaim(page, '/claim with the confirmation dialog open');
    await expect(page.getByText('You have claimed all your eGCs. Thank you for participating…')).toBeVisible();
    await expectNoAxeViolations(page, '/claimed');
  });

  await test.step('the eGCs went to the outbox for claim118@demo.local', async () => {
    const mail = await egcMail(request, 'claim118@demo.local', before);
    expect(mail.body.match(/Harvest Fresh Market P500 eGC: /g)).toHaveLength(3);
  });

  await test.step('spec §2: Go Back to home, the claim in the Redemptions tab', async () => {
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('tab', { name: 'Redemptions' }).click();
    const row = page.getByRole('region', { name: 'Spend Rewards' }).getByRole('listitem').first();
    await expect(row).toContainText('P1,500.00');
    await expect(row).toContainText(/REF \d+/);
    await expect(row).toContainText('Active');
  });
});

test('CLAIM200: the /claim guard, Proceed disabled, the premium refusal, then a full claim at P5,000', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'CLAIM200', '/');

  await test.step('spec §2: "Every redemption screen needs an amount passed in", else to /', async () => {
    for (const path of ['/claim', '/claim?amount=abc', '/claim?amount=-5']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  await page.goto('/claim?amount=5000&totalSpend=203115.4');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your eGCs' })).toBeVisible();

  await test.step("spec §5: Proceed disabled with no selection; 'You haven't selected an eGC yet.'", async () => {
    await expect(pageProceed(page)).toBeDisabled();
    await expect(summary(page)).toContainText("You haven't selected an eGC yet.");
    await expectNoAxeViolations(page, '/claim');
  });

  await test.step('spec §5/§6: a premium-only eGC is not selectable on a regular card; the notice links to apply', async () => {
    await expect(page.getByText('Premium eGCs are only for signature-tier cardholders.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply for a signature-tier card' })).toHaveAttribute(
      'href',
      /^https:/,
    );
    await expect(addOne(page, 'Island Air P500.00')).toBeDisabled();
    await expect(addOne(page, 'Bayview Suites P500.00')).toBeDisabled();
  });

  await test.step('decision 0028: a forged redeem of a premium-only eGC answers 4302 and sends nothing', async () => {
    const config = (await (await page.request.get('/api/config')).json()) as {
      data: {
        campaignID: number;
        uiSchema: {
          rewardsByCategory: {
            merchants: { merchantID: number; denominationID: number; isForPlatinumOnly: boolean }[];
          }[];
        };
      };
    };
    const { campaignID, uiSchema } = config.data;
    const premium = uiSchema.rewardsByCategory.flatMap((group) => group.merchants).find((m) => m.isForPlatinumOnly);
    expect(premium).toBeDefined();
    const before = (await outbox(request))[0]?.id ?? 0;
    const response = await page.request.post(`/api/bpi/spend/redeem/${campaignID}`, {
      headers: { 'Idempotency-Key': 'forged-premium-redeem-0001' },
      data: {
        rewards: [
          { merchant: { id: premium?.merchantID }, denomination: { id: premium?.denominationID }, quantity: 1 },
        ],
        id: campaignID,
      },
    });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { status: { id: number } }).status.id).toBe(4302);
    expect((await outbox(request)).filter((entry) => entry.id > before)).toEqual([]);
  });

  await test.step('a full claim at P5,000: four P500 and three P1,000 eGCs', async () => {
    const before = (await outbox(request))[0]?.id ?? 0;
    await openCategory(page, 'Groceries');
    await press(page, 'Harvest Fresh Market P500.00', 4);
    await openCategory(page, 'Electronics');
    await press(page, 'Circuit Hub P1,000.00', 3);
    await expect(addOne(page, 'Harvest Fresh Market P500.00')).toBeDisabled();
    await expect(summary(page)).toContainText(/Total\s*P5,000\.00/);
    await confirmClaim(page);
    await expect(page.getByText('You have claimed all your eGCs. Thank you for participating…')).toBeVisible();
    const mail = await egcMail(request, 'claim200@demo.local', before);
    expect(mail.body.match(/eGC: /g)).toHaveLength(7);
  });

  await test.step("the browser's Back from /claimed goes home, not to a refusal of the claim just made", async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Current Spend')).toBeVisible();
    await expect(page.getByText('This amount cannot be claimed')).toHaveCount(0);
  });
});
