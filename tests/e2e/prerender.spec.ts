import { expect, type Page, test } from '@playwright/test';

// Decision 0190: /login, /register, /check and the 404 page are drawn at build time (scripts/prerender-pages.ts), so
// the form shows before any JavaScript runs, and what is typed before the app takes over is kept.

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form shows, styled, its native checkbox hidden as react-aria draws it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
    await expect(page.getByText('I agree to the Terms and Conditions of the promo.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // The inlined stylesheet applied (the CSP allows it by hash): the button is the product's, not the browser's.
    const button = await page.getByRole('button', { name: 'Log in' }).boundingBox();
    expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);
    // react-aria's visually hidden input: its style attribute is allowed by hash ('unsafe-hashes', decision 0190).
    const native = await page.locator('input[type="checkbox"]').locator('..').boundingBox();
    expect(native?.width ?? 99).toBeLessThanOrEqual(1);
  });

  test('/register and /check show their forms, and an unknown address the 404 page with status 404', async ({
    page,
  }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Register your promo code' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
    await page.goto('/check');
    await expect(page.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

/** Holds the app's entry script until `release` is called: the page stays as the build drew it. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('what is typed and ticked before the app takes over is kept, and Log in sends it', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const promoCode = page.getByRole('textbox', { name: 'Promo code' });
  // The terms' box by its name: once the app runs, the bot check draws a checkbox of its own beside it.
  const terms = page.locator('input[name="acceptTerms"]');
  await promoCode.pressSequentially('NEWUSER2');
  await page.locator('label.checkbox').click();
  await expect(terms).toBeChecked();
  // Nothing of the app has run: the footer's About line is drawn by it only.
  await expect(page.getByText(/^v\d/)).toHaveCount(0);

  release();
  // The app has taken over: its footer parts load after it hydrates.
  await expect(page.locator('.app-shell__footer button, .app-shell__footer p')).not.toHaveCount(0);
  await expect(promoCode).toHaveValue('NEWUSER2');
  await expect(terms).toBeChecked();
  // The app's state has the code and the tick: Log in asks about NEWUSER2 instead of saying a field is missing.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/Not Yet Registered/).first()).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
  // Hydration matched: React reports a mismatch as a console error.
  expect(violations.filter((text) => /hydrat/i.test(text))).toEqual([]);
});
