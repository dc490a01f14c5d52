import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { lastOutboxId, readOtp } from './support/dev-outbox';
import { pressLogIn, signIn, tickAllTerms, waitOutCodeCooldown } from './support/sign-in';

// What a cardholder met on a walk through the app on a phone, each on the real server and the demo seed
// (docs/demo-accounts.md): words that said the wrong thing (decision 0165), Back and reload that lost the
// place, and looks that hid a state. Sign-ins: NOSPEND2, SPEND118 and CLAIMED1 once each; no claim is completed.

test.use({ viewport: { width: 390, height: 844 } });

const feedbackTitle = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

async function logIn(page: Page, promoCode: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Promo code' }).fill(promoCode);
  await tickAllTerms(page);
  await pressLogIn(page);
}

test('a used or expired one-time code: never offered again, and said plainly with Resend code', async ({
  context,
  page,
  request,
}) => {
  await page.goto('/login');
  const afterId = await lastOutboxId(request);
  await logIn(page, 'NOSPEND2');
  await waitOutCodeCooldown(page);
  await expect(page).toHaveURL(/\/verification\?token=/);
  const verification = page.url();

  await test.step('/verification: focus starts on the code field; no empty image left by the Log in button', async () => {
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeFocused();
    await expectNoAxeViolations(page, '/verification on arrival');
  });

  const code = await readOtp(request, 'nospend2@demo.local', afterId);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Current Spend')).toBeVisible({ timeout: 20_000 });

  await test.step('home right after sign-in: no empty image left by the Verify button', async () => {
    await expectNoAxeViolations(page, 'home right after sign-in');
  });

  await test.step('the session is lost; logging in again within the cooldown does not offer the used code', async () => {
    await context.clearCookies();
    await page.goto('/');
    await page
      .getByRole('alertdialog', { name: 'Your session expired' })
      .getByRole('button', { name: 'Go to Login' })
      .click();
    await logIn(page, 'NOSPEND2');
    const notice = page.getByRole('status').filter({ hasText: 'A code was already sent' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter the code already sent' })).toHaveCount(0);
  });

  await test.step("the used code entered again: 'This code has expired', with Resend code, no 'Captcha'", async () => {
    await page.goto(verification);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    const panel = page.locator('.feedback').filter({ has: feedbackTitle(page, 'This code has expired') });
    await expect(panel).toContainText('Ask for a new one.');
    await expect(panel.getByRole('button', { name: /^Resend code/ })).toBeVisible();
    await expect(page.getByText('Captcha Expired')).toHaveCount(0);
  });
});

test('an issued code not yet registered offers Register this code; an unknown code stays INVALID', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'NEWUSER2');
  await expect(feedbackTitle(page, 'Not Yet Registered')).toBeVisible();
  await expect(page.getByText('This promo code is not registered yet. Register it first, then log in.')).toBeVisible();
  await expect(page.getByText('INVALID')).toHaveCount(0);

  await logIn(page, 'UNKNOWN9');
  await expect(
    page.getByText('The promo code you have entered is INVALID. Please input the correct promo code and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register this code' })).toHaveCount(0);

  await logIn(page, 'NEWUSER2');
  await page.getByRole('link', { name: 'Register this code' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('NEWUSER2');
});

test('the one-time code send limit says its wait in minutes', async ({ page }) => {
  // The hour's allowance of codes (decision 0104) is spent: the server's 429, as it answers then.
  await page.route('**/api/bpi/spend/v2/otp/send/**', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '3493' }, json: { status: { id: 429 }, data: null } }),
  );
  await page.goto('/login');
  await logIn(page, 'NOSPEND1');
  const notice = page.getByRole('status').filter({ hasText: 'A code was already sent' });
  await expect(notice).toContainText('You can ask for a new code in 59 minutes.');
  await expect(notice).not.toContainText(/\d+ s\b/);
});

test("a call that gets no answer says so; any other failure says 'An error occurred'", async ({ page }) => {
  await page.route('**/api/bpi/spend/inquire/**', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await logIn(page, 'NOSPEND1');
  await expect(feedbackTitle(page, "We can't reach the server")).toBeVisible();
  await expect(page.getByText('Check your connection and try again.')).toBeVisible();

  await page.unroute('**/api/bpi/spend/inquire/**');
  await page.route('**/api/bpi/spend/inquire/**', (route) => route.fulfill({ status: 500, body: '' }));
  await logIn(page, 'NOSPEND1');
  await expect(feedbackTitle(page, 'An error occurred')).toBeVisible();
  await expect(page.getByText('occured')).toHaveCount(0);
});

test("the footer's About: the version box stays inside a 390 px screen", async ({ page }) => {
  await page.goto('/login');
  await page.locator('.app-about > summary').click();
  const box = await page.locator('.app-about__version').boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
});

test('/claim: the eGCs picked survive a reload', async ({ page, request }) => {
  await signIn(page, request, 'SPEND118', '/claim?amount=1500&totalSpend=118420.75');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your eGCs' })).toBeVisible();
  const groceries = page.locator('.category-accordion').getByRole('button', { name: 'Groceries', exact: true });
  if ((await groceries.getAttribute('aria-expanded')) !== 'true') await groceries.click();
  await page.getByRole('button', { name: 'Add one Harvest Fresh Market P500.00' }).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('1 × P500.00');
  await page.reload();
  await expect(summary).toContainText('1 × P500.00');
  await expect(summary).toContainText(/Remaining balance\s*P1,000/);
});

test('CLAIMED1 on a phone: Claimed has its own look, every bonus card shows, and a shown code obeys Back', async ({
  page,
  request,
}) => {
  // The Screen Wake Lock refused, as a browser may (low battery, a policy): the view must not claim it is on.
  await page.addInitScript(() => {
    const { wakeLock } = navigator;
    const request = wakeLock.request.bind(wakeLock);
    wakeLock.request = (type) =>
      sessionStorage.getItem('grant-wake-lock') === 'yes'
        ? request(type)
        : Promise.reject(new DOMException('Refused', 'NotAllowedError'));
  });
  await signIn(page, request, 'CLAIMED1', '/');
  await expect(page.getByText('Current Spend')).toBeVisible();

  await test.step('a claimed tier looks claimed: a check, the success colour, unlike Closed', async () => {
    const claimed = page.locator('.goal-cards').getByRole('button', { name: 'Claimed', exact: true });
    const closed = page.locator('.goal-cards').getByRole('button', { name: 'Closed', exact: true });
    const look = (button: typeof claimed) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const icon = getComputedStyle(element, '::before');
        return { color: style.color, background: style.backgroundColor, icon: icon.maskImage || icon.content };
      });
    const success = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--success)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    const [claimedLook, closedLook] = [await look(claimed), await look(closed)];
    expect(claimedLook.color).toBe(success);
    expect(claimedLook.icon).toContain('check');
    expect(claimedLook).not.toEqual(closedLook);
  });

  await test.step('every bonus card is whole on a 390 px screen (none clipped out of sight)', async () => {
    const cards = page.locator('.bonus-card');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      // Scrolled to as a reader scrolls, down the page: a card beside another, out of sight, is not whole.
      await page.evaluate(
        (top) => window.scrollTo(0, top),
        (await card.evaluate((e) => e.getBoundingClientRect().top + window.scrollY)) - 100,
      );
      const box = await card.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
  });

  await test.step("My eGCs: with the wake lock refused, no word of the screen staying on; the browser's Back closes the code", async () => {
    await page.goto('/egcs');
    await page
      .getByRole('button', { name: /^Show code of / })
      .first()
      .click();
    const view = page.getByRole('dialog');
    await expect(view.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(view.getByText('The screen stays on', { exact: false })).toHaveCount(0);
    await page.goBack();
    await expect(view).toHaveCount(0);
    await expect(page).toHaveURL(/\/egcs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My eGCs' })).toBeVisible();
  });

  await test.step('with the wake lock granted, the view says the screen stays on', async () => {
    await page.evaluate(() => sessionStorage.setItem('grant-wake-lock', 'yes'));
    await page.reload();
    await page
      .getByRole('button', { name: /^Show code of / })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByText('The screen stays on', { exact: false })).toBeVisible();
  });
});
