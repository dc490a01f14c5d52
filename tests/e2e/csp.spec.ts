import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// Decision 0107: with `style-src 'self'` (no 'unsafe-inline') nothing the app draws is refused:
// react-aria's overlays and the virtualised transaction list style through the CSSOM, and the one <style> element
// written (react-aria's usePress rule) is allowed by its hash. The page records every CSP violation from its first
// script on.

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

test('the CSP allows no inline style, and /login, home, a dialog and the virtualised list draw without a violation', async ({
  page,
  request,
}) => {
  await watchCsp(page);
  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toBeVisible();

  // MONTHONE: a code no other suite signs in with just before this one (the 30 s per-code send cooldown).
  await signIn(page, request, 'MONTHONE', '/');
  await expect(page.getByText('Current Spend')).toBeVisible();
  await page.getByRole('button', { name: 'See qualified transactions' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Qualified Transactions' })).toBeVisible();
  const rows = dialog.getByRole('grid', { name: 'Qualified transactions' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // The virtualiser positions its rows with inline styles set through the CSSOM: they took effect.
  const positioned = await rows.first().evaluate((row) => {
    const styled = row.closest('[style]') ?? row;
    return getComputedStyle(styled).position;
  });
  expect(positioned).not.toBe('');

  expect(await violations(page)).toEqual([]);
  // The one <style> written at run time is react-aria's usePress rule, applied (allowed by its hash); the other is
  // the prerendered /login's inlined stylesheet (decision 0190, decision 0190), allowed by its hash too.
  const styles = await page
    .locator('style')
    .evaluateAll((elements) => elements.map((element) => [element.id, (element as HTMLStyleElement).sheet !== null]));
  expect(styles.sort()).toEqual([
    ['prerendered-style', true],
    ['react-aria-pressable-style', true],
  ]);
});
