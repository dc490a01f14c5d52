import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_MERCHANTS, merchantImage } from '../../src/server/db/seed/demo-catalogue';
import { expectNoAxeViolations } from './support/axe';
import {
  OFFLINE_TEXT,
  readPersistedCache,
  resendEmails,
  waitForPersistedDashboard,
  waitForWorkerControl,
} from './support/pwa';
import { signIn } from './support/sign-in';

// docs/product §10, offline on the real server: the service worker answers navigations with the cached shell, the query
// cache comes back from IndexedDB, resends wait in a queue. This suite uses only OFFLINE1, OFFLINE2 and
// OFFLINE3 (docs/demo-accounts.md), one per test (a code gets one one-time code per 30 seconds); every test
// signs in afresh in its own browser context.

const tab = (page: Page, name: 'Spend' | 'Redemptions') => page.getByRole('tab', { name });
const offlineBanner = (page: Page) => page.locator('.offline-banner');

/** Signs in, opens home and waits until the worker controls it and the dashboard is persisted. */
async function openHomeForOffline(page: Page, request: Parameters<typeof signIn>[1], promoCode: string) {
  await signIn(page, request, promoCode, '/');
  await expect(page.getByText('Current Spend')).toBeVisible();
  await waitForWorkerControl(page);
  await waitForPersistedDashboard(page, promoCode);
}

/** Goes offline, closes the page and opens a new one at `path`, as a reopened installed app would. */
async function reopenOffline(context: BrowserContext, page: Page, path: string): Promise<Page> {
  await context.setOffline(true);
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(path);
  return reopened;
}

test('reopened offline, home and the Redemptions tab render from the cache, read-only, with the last sync time', async ({
  context,
  page,
  request,
}) => {
  await openHomeForOffline(page, request, 'OFFLINE3');
  const app = await reopenOffline(context, page, '/');

  await test.step('home: the spend, the offline banner with the time of the last sync, Claim disabled with why', async () => {
    await expect(app.getByText('Current Spend')).toBeVisible();
    await expect(app.getByText('P77,425.50')).toBeVisible();
    await expect(offlineBanner(app)).toContainText(OFFLINE_TEXT.banner);
    await expect(offlineBanner(app)).toContainText(OFFLINE_TEXT.lastSync);
    await expect(app.getByRole('button', { name: 'Claim Reward' })).toBeDisabled();
    await expect(app.getByText(OFFLINE_TEXT.needsNetwork).first()).toBeVisible();
    // The bonus progress, from the same cached reads.
    await expect(app.getByRole('heading', { name: 'Bonus Rounds' })).toBeVisible();
    await expect(app.getByRole('heading', { name: 'Extra Three' })).toBeVisible();
    await expect(app.locator('.bonus-card__progress')).toContainText(/\(\d of 3\)/);
  });

  await test.step('the qualified transactions, from the cache', async () => {
    await app.getByRole('button', { name: 'See qualified transactions' }).click();
    const dialog = app.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Qualified Transactions' })).toBeVisible();
    await expect(dialog.getByRole('grid', { name: 'Qualified transactions' }).getByRole('row')).not.toHaveCount(0);
    await app.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('Redemptions: the eGC row with REF, value, status and expiry; Redeem disabled with why', async () => {
    await tab(app, 'Redemptions').click();
    const row = app.getByRole('region', { name: 'Spend Rewards' }).getByRole('listitem').first();
    await expect(row).toContainText('P500.00');
    await expect(row.getByText(/^REF \d+$/)).toBeVisible();
    await expect(row).toContainText(/Valid until [A-Z][a-z]{2} \d{2}, \d{4}/);
    await expect(row.locator('.redemption-row__status')).not.toBeEmpty();
    await expect(app.locator('.credits-box')).toContainText('P1,000');
    await expect(app.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await expect(app.locator('.credits-box')).toContainText(OFFLINE_TEXT.needsNetwork);
    await expectNoAxeViolations(app, 'offline Redemptions tab');
  });

  await test.step('deep links render from the cached shell: /claim (Proceed disabled) and /bonusclaim', async () => {
    await app.goto('/claim?amount=1000');
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(app.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await expect(app.getByText(OFFLINE_TEXT.needsNetwork)).toBeVisible();
    await app.goto('/bonusclaim?amount=3000');
    await expect(app).toHaveURL(/\/bonusclaim\?amount=3000/);
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offlineBanner(app)).toContainText(OFFLINE_TEXT.banner);
  });
});

/** Whether `url` loads as an image in the page (through the service worker when it controls the page). */
const imageLoads = (page: Page, url: string) =>
  page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth > 0);
        image.onerror = () => resolve(false);
        image.src = src;
      }),
    url,
  );

const cachedImagePaths = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('promo-images');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

test("the catalogue's merchant art and the banners show offline though no reward list was opened online (decision 0077)", async ({
  context,
  page,
  request,
}) => {
  // ONESHORT's home shows no merchant: its images can only be in the cache because home warmed them.
  await openHomeForOffline(page, request, 'ONESHORT');
  const merchantImages = DEMO_MERCHANTS.map((merchant) => merchantImage(merchant.slug));
  await expect
    .poll(
      async () => {
        const cached = await cachedImagePaths(page);
        return merchantImages.filter((path) => !cached.includes(path));
      },
      { timeout: 15_000 },
    )
    .toEqual([]);

  const app = await reopenOffline(context, page, '/');
  await expect(app.getByText('Current Spend')).toBeVisible();
  for (const path of [...merchantImages, '/images/banners/claim-1500.svg', '/images/banners/extra-three.svg']) {
    expect(await imageLoads(app, path), path).toBe(true);
  }
  // An image the app never named still needs the network: the warming is the catalogue's, not a crawl.
  expect(await imageLoads(app, '/images/categories/not-in-the-catalogue.svg')).toBe(false);
});

test('RESEND offline is queued, survives a reload, can be cancelled, and is sent exactly once back online', async ({
  context,
  page,
  request,
}) => {
  await openHomeForOffline(page, request, 'OFFLINE1');
  await tab(page, 'Redemptions').click();
  const row = page.getByRole('region', { name: 'Spend Rewards' }).getByRole('listitem').first();
  const resendButton = row.getByRole('button', { name: /^RESEND REF/ });
  await expect(resendButton).toBeVisible();
  const before = (await resendEmails(request, 'offline1@demo.local')).length;

  const queueResend = async () => {
    await resendButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row.getByText(OFFLINE_TEXT.queued)).toBeVisible();
    await expect(resendButton).toHaveCount(0);
  };

  await context.setOffline(true);
  await test.step('queued, then cancelled before it is sent: RESEND is back and nothing is kept', async () => {
    await queueResend();
    await row.getByRole('button', { name: /^Cancel RESEND REF/ }).click();
    await expect(row.getByText(OFFLINE_TEXT.queued)).toHaveCount(0);
    await expect(resendButton).toBeVisible();
    await expect.poll(async () => (await readPersistedCache(page))?.mutations.length).toBe(0);
  });

  await test.step('queued again; persisted with its idempotency key; still queued after a reload offline', async () => {
    await queueResend();
    await expectNoAxeViolations(page, 'a queued resend');
    const queued = expect.objectContaining({
      key: 'resend',
      isPaused: true,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await expect.poll(async () => (await readPersistedCache(page))?.mutations).toEqual([queued]);
    const keyWhenQueued = (await readPersistedCache(page))?.mutations[0]?.idempotencyKey;
    await page.reload();
    await expect(page.getByText('Current Spend')).toBeVisible();
    await tab(page, 'Redemptions').click();
    await expect(row.getByText(OFFLINE_TEXT.queued)).toBeVisible();
    // The same resend, with the key made when it was queued: a replay of it is harmless.
    expect((await readPersistedCache(page))?.mutations.map((mutation) => mutation.idempotencyKey)).toEqual([
      keyWhenQueued,
    ]);
  });

  await test.step('back online: sent once, the success alert shows, and the order is no longer resendable', async () => {
    // The server's idempotency would hide a replay from the outbox: count the POSTs themselves.
    const resendPosts: string[] = [];
    context.on('request', (sent) => {
      if (sent.method() === 'POST' && /\/resend\//.test(sent.url())) resendPosts.push(sent.url());
    });
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Resend Successful' })).toBeVisible();
    // Reloaded the moment the answer is in: the delivered resend must not be sent again.
    await page.reload();
    await expect(page.getByText('Current Spend')).toBeVisible();
    await tab(page, 'Redemptions').click();
    await expect(row.getByText(OFFLINE_TEXT.queued)).toHaveCount(0);
    await expect(resendButton).toHaveCount(0);
    await expect.poll(async () => (await resendEmails(request, 'offline1@demo.local')).length).toBe(before + 1);
    // No second send: a reload online neither resends nor shows anything queued.
    await page.reload();
    await tab(page, 'Redemptions').click();
    await expect(row.getByText(/^REF \d+$/)).toBeVisible();
    await expect(resendButton).toHaveCount(0);
    await expect(row.getByText(OFFLINE_TEXT.queued)).toHaveCount(0);
    expect((await resendEmails(request, 'offline1@demo.local')).length).toBe(before + 1);
    expect((await readPersistedCache(page))?.mutations).toEqual([]);
    // A second reload at once after the first: still nothing replayed.
    await page.reload();
    await expect(page.getByText('Current Spend')).toBeVisible();
    expect(resendPosts).toHaveLength(1);
  });
});

test('after a logout, the app reopened offline shows nothing of the last cardholder', async ({
  context,
  page,
  request,
}) => {
  await openHomeForOffline(page, request, 'OFFLINE2');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => readPersistedCache(page)).toBeNull();

  const app = await reopenOffline(context, page, '/');
  await expect(offlineBanner(app)).toContainText(OFFLINE_TEXT.banner);
  await expect(app.getByText('Current Spend')).toHaveCount(0);
  await expect(app.getByText('OFFLINE2')).toHaveCount(0);
  await expect(app.getByText('P85,300.75')).toHaveCount(0);
  expect(await readPersistedCache(app)).toBeNull();
});

test.describe('control: with service workers blocked', () => {
  test.use({ serviceWorkers: 'block' });

  test('an offline reopen fails, so the passing tests above prove the worker', async ({ context, page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    // A new page, as the reopens above are: a reload of the old one could be aborted by that page's own work
    // (seen once as ERR_ABORTED), which would not say whether the network or the worker answered.
    const reopened = await context.newPage();
    await expect(reopened.goto('/login')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });
});
