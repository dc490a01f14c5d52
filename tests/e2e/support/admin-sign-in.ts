import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

// The seeded admin signs in with both factors (decision 0122). scripts/e2e-server.mjs seeds it with
// SEED_ADMIN_TOTP_SECRET; the tests compute the code as an authenticator app would. A code is good once: a
// second sign-in within the same 30-second step waits for the next step.

export const ADMIN_EMAIL = 'admin@demo.local';
export const ADMIN_PASSWORD = process.env.SEED_ADMIN_PASSWORD ?? 'e2e-admin-password';
const ADMIN_TOTP_SECRET = process.env.SEED_ADMIN_TOTP_SECRET ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const lastSteps = new Map<string, number>();

/** A fresh code for `secret`: never one of a step already used by these tests. */
export async function freshTotp(secret: string): Promise<string> {
  let step = TOTP.counter();
  const last = lastSteps.get(secret);
  if (last !== undefined && step <= last) {
    await new Promise((resolve) => setTimeout(resolve, TOTP.remaining() + 200));
    step = TOTP.counter();
  }
  lastSteps.set(secret, step);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/**
 * Decision 0184: a new admin's first sign-in, from the owner's one-time link: password, the key shown (QR and text),
 * the first code, the recovery codes; lands on the dashboard. Answers the key, for later sign-ins.
 */
export async function enrolThroughLink(page: Page, link: string, email: string): Promise<string> {
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(/You opened an enrolment link/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await freshTotp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?flag=true$/);
  return secret;
}

/** Decision 0120, 0184: an owner adds an admin on the Admins screen; answers the one-time enrolment link shown. */
export async function addAdmin(page: Page, email: string, role: string): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Audit trail and admins' })
    .click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password (at least 12 characters)').fill(ADMIN_PASSWORD);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Add admin' }).click();
  await expect(page.getByText('Admin added.')).toBeVisible();
  return (await page.getByTestId('enrolment-link').textContent()) ?? '';
}

/** Password, then the authenticator code; lands on the dashboard. */
export async function signInAsAdmin(page: Page, email = ADMIN_EMAIL, secret = ADMIN_TOTP_SECRET): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await freshTotp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?flag=true$/);
}
