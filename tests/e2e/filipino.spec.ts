import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { FILIPINO_OFFERED } from '../../src/domain/i18n/locales';
import { lastOutboxId } from './support/dev-outbox';
import { restoreDeviceCookie } from './support/known-devices';
import { tickAllTerms } from './support/sign-in';

// Decision 0209: a phone set to Filipino reads the portal in Filipino from the first screen, switches to English
// from the control and stays there after a reload; signed in, the next SMS comes in the language chosen. The
// sign-in here is driven in Filipino, the helpers reading English.

test.skip(!FILIPINO_OFFERED, 'Filipino is not offered until every cardholder text has its entry (decision 0210)');
test.use({ locale: 'fil-PH', viewport: { width: 390, height: 844 } });

const PROMO_CODE = 'SPEND118';
const FILIPINO = {
  logIn: 'Mag-log in',
  verify: 'I-verify',
  sent: 'May naipadala nang code',
  ready: 'Puwede ka nang humingi ng bagong code.',
};
const ENGLISH = {
  logIn: 'Log in',
  verify: 'Verify',
  sent: 'A code was already sent',
  ready: 'You can ask for a new code now.',
};
const MOBILE = '+639171230006';

interface OutboxEntry {
  readonly id: number;
  readonly to: string;
  readonly body: string;
}

async function smsSince(request: APIRequestContext, afterId: number): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/api/dev/outbox');
      const entries = ((await answer.json()) as { data: OutboxEntry[] }).data;
      found = entries.find((entry) => entry.id > afterId && entry.to === MOBILE);
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxEntry;
}

/** Signs in through the screens in the language they show; answers the SMS that carried the code. */
async function signInReading(
  page: Page,
  request: APIRequestContext,
  words: { logIn: string; verify: string; sent: string; ready: string },
): Promise<OutboxEntry> {
  await restoreDeviceCookie(page.context(), PROMO_CODE);
  const afterId = await lastOutboxId(request);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Promo code' }).fill(PROMO_CODE);
  await tickAllTerms(page);
  await expect(page.getByRole('group', { name: 'Bot check' }).getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: words.logIn }).click();
  // Decision 0104: a second code for one promo code waits 30 s; the notice counts down, then says it may be asked.
  const ready = page.getByText(words.ready);
  const waiting = page.getByRole('heading', { name: words.sent });
  await expect.poll(async () => /\/verification\?token=/.test(page.url()) || (await waiting.isVisible())).toBe(true);
  if (!/\/verification\?token=/.test(page.url())) {
    await expect(ready).toBeVisible({ timeout: 40_000 });
    await page.getByRole('button', { name: words.logIn }).click();
  }
  await expect(page).toHaveURL(/\/verification\?token=/);
  const sms = await smsSince(request, afterId);
  const code = /code (?:is|ay) (\d{4})/.exec(sms.body)?.[1] ?? '';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: words.verify }).click();
  await expect(page).not.toHaveURL(/\/(login|verification)/, { timeout: 20_000 });
  return sms;
}

test('a Filipino phone reads Filipino, switches to English and keeps it; the next SMS follows', async ({
  page,
  request,
}) => {
  // /login and its errors, in Filipino from the first drawing.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Mag-log in' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
  await page.getByRole('button', { name: 'Mag-log in' }).click();
  await expect(page.getByText('Kailangan ang Promo code')).toBeVisible();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('BLOCKED1');
  await tickAllTerms(page);
  await expect(page.getByRole('group', { name: 'Bot check' }).getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Mag-log in' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Hindi pa Rehistrado / Invalid na Promo Code' }),
  ).toBeVisible();

  // Signed in: home, a claim and My eGCs in Filipino; the phone's language is now the cardholder's.
  await signInReading(page, request, FILIPINO);
  await expect(page.getByRole('heading', { level: 1, name: 'Aking mga Reward' })).toBeVisible();
  await page.getByRole('button', { name: 'I-claim ang Reward' }).first().click();
  await expect(page.getByText('Sigurado ka bang gusto mong i-claim')).toBeVisible();
  await page.getByRole('button', { name: 'Gumastos Pa' }).click();
  await page.goto('/egcs');
  await expect(page.getByRole('heading', { level: 1, name: 'My eGCs' })).toBeVisible();
  await expect(page.getByText('Wala ka pang eGC.')).toBeVisible();

  // The next SMS is in Filipino: a sign-in again sends its code in the language chosen.
  await page.context().clearCookies({ name: 'promo_session' });
  const filipinoSms = await signInReading(page, request, FILIPINO);
  expect(filipinoSms.body).toMatch(/^Ang iyong Spend Promo verification code ay \d{4}\./);

  // English from the control, at once; after a reload still English; the next SMS in English.
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Rewards' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Rewards' })).toBeVisible();
  await page.context().clearCookies({ name: 'promo_session' });
  const englishSms = await signInReading(page, request, ENGLISH);
  expect(englishSms.body).toMatch(/^Your Spend Promo verification code is \d{4}\./);
});
