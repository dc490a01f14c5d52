import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pressLogIn } from './support/sign-in';

test.describe('the portal shell on the real server (docs/product §2)', () => {
  test('spec §2: home needs login, so a signed-out visit lands on /login with the redirect', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("spec §2: any other path shows 'Error 404 Page Not Found' with a Back to Register link", async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Error 404')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Register' })).toHaveAttribute('href', '/register');
  });

  test('axe finds no violations on the login shell and the 404 page', async ({ page }) => {
    for (const path of ['/login', '/no-such-page']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `${path}: ${results.violations.map((v) => v.id).join(', ')}`).toEqual([]);
    }
  });

  test('the strict CSP is kept: no violation while /login loads and is used (Lighthouse best practices)', async ({
    page,
  }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
        report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Submitting empty runs the form's schemas in the browser (where zod once probed for eval).
    await pressLogIn(page);
    await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveAttribute('aria-invalid', 'true');
    expect(violations).toEqual([]);
  });

  test('answers the shell with no-cache and hashed assets as immutable', async ({ request }) => {
    const shell = await request.get('/');
    expect(shell.headers()['cache-control']).toBe('no-cache');
    const html = await shell.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const script = await request.get(asset as string);
    expect(script.headers()['cache-control']).toContain('immutable');
  });
});
