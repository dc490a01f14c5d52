import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { OFFLINE_TEXT, readPersistedCache, waitForWorkerControl } from './support/pwa';
import { signIn } from './support/sign-in';

// My eGCs (decision 0080) on the real server, with WALLET01 of the demo (docs/demo-accounts.md): an eGC active, one
// used and one expired, and P3,000 to claim with. Sign in, claim, open the wallet from the Redemptions row, reveal a
// code and its QR; offline and reloaded the wallet and the code still show; after logout no code is left on the
// device: not in IndexedDB, Cache Storage or localStorage.

const AGREEMENT = 'I agree that by proceeding, this redemption will be processed and cannot be changed or reversed.';

/** Every string kept on the device that a page can read: IndexedDB, Cache Storage and local/session storage. */
function deviceStorageText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const read = <T>(request: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        parts.push(JSON.stringify(await read(store.getAllKeys())), JSON.stringify(await read(store.getAll())));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        parts.push(request.url, (await (await cache.match(request))?.text()) ?? '');
      }
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        parts.push(key, storage.getItem(key) ?? '');
      }
    }
    return parts.join('\n');
  });
}

test('WALLET01: claim, open the wallet, reveal a code and its QR; offline after a reload it still shows; logout leaves no code', async ({
  context,
  page,
  request,
}) => {
  const codes = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/bpi/spend/v1/egcs/')) return;
    const body = (await response.json().catch(() => null)) as { data?: { code: string }[] } | null;
    for (const egc of body?.data ?? []) codes.add(egc.code);
  });
  await signIn(page, request, 'WALLET01', '/');
  await expect(page.getByText('Current Spend')).toBeVisible();

  await test.step('claim a Pahina Books P500 eGC with the balance left', async () => {
    await page.getByRole('button', { name: 'Claim Reward' }).click();
    await expect(page).toHaveURL(/\/claim\?amount=3000/);
    const books = page.locator('.category-accordion').getByRole('button', { name: 'Books', exact: true });
    if ((await books.getAttribute('aria-expanded')) !== 'true') await books.click();
    await page.getByRole('button', { name: 'Add one Pahina Books P500.00' }).click();
    await page.locator('.form-actions').getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('dialog').getByText(AGREEMENT).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Redemption Successful' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/claimed$/);
  });

  await test.step("the new claim's Redemptions row opens its eGC in My eGCs", async () => {
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.getByRole('tab', { name: 'Redemptions' }).click();
    const row = page.getByRole('region', { name: 'Spend Rewards' }).getByRole('listitem').first();
    await expect(row).toContainText('P500.00');
    await row.getByRole('link', { name: /^Show eGCs of REF \d+$/ }).click();
    await expect(page).toHaveURL(/\/egcs\?order=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My eGCs' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ready to use' }).getByRole('listitem')).toHaveCount(1);
  });

  let shownCode = '';
  await test.step('Show code: full screen, the code printed under its QR, drawn on the device', async () => {
    await expect(page.getByText(/EGC-[A-Z0-9]{4}-[A-Z0-9]{4}/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show code of Pahina Books P500.00 eGC' }).click();
    const view = page.getByRole('dialog', { name: 'Pahina Books' });
    const qr = view.getByRole('img', { name: 'QR code of the eGC code' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(50);
    shownCode = (await view.locator('.code-view__code').innerText()).replace('eGC code:', '').trim();
    expect(shownCode).toMatch(/^EGC-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(codes.has(shownCode)).toBe(true);
    await expectNoAxeViolations(page, 'a shown eGC code');
    await view.getByRole('button', { name: 'Done' }).click();
    await expect(view).toHaveCount(0);
  });

  await test.step('all eGCs: the active apart from the used and the expired, which cannot be used', async () => {
    await page.getByRole('link', { name: 'Show all my eGCs' }).click();
    await expect(page).toHaveURL(/\/egcs$/);
    await expect(page.getByRole('region', { name: 'Ready to use' }).getByRole('listitem')).toHaveCount(2);
    const used = page.getByRole('region', { name: 'Used' });
    await expect(used).toContainText('Harvest Fresh Market');
    await expect(used).toContainText('Cannot be used');
    await expect(page.getByRole('region', { name: 'Expired' })).toContainText('Kusina Grill');
    await expect(page.getByRole('region', { name: 'Expired' }).getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page, 'My eGCs');
  });

  await test.step('offline, reloaded: the wallet draws from the device, as of its last sync, and the code shows', async () => {
    await waitForWorkerControl(page);
    await expect
      .poll(async () => (await readPersistedCache(page))?.queryKeys.some((key) => key.startsWith('cardholder/egcs/')))
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My eGCs' })).toBeVisible();
    await expect(page.locator('.offline-banner')).toContainText(OFFLINE_TEXT.banner);
    await expect(page.getByText(/^eGCs as of /)).toBeVisible();
    await expect(
      page.getByText('An eGC shown while offline may already have been used elsewhere since then.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Show code of Pahina Books P500.00 eGC' }).click();
    const view = page.getByRole('dialog', { name: 'Pahina Books' });
    await expect(view.locator('.code-view__code')).toContainText(shownCode);
    await expect(view.getByRole('img', { name: 'QR code of the eGC code' })).toBeVisible();
    await view.getByRole('button', { name: 'Done' }).click();
  });

  await test.step('log out: no code remains anywhere on the device', async () => {
    await context.setOffline(false);
    expect(codes.size).toBe(4);
    const before = await deviceStorageText(page);
    expect([...codes].some((code) => before.includes(code))).toBe(true);
    await page.goto('/');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => readPersistedCache(page)).toBeNull();
    const after = await deviceStorageText(page);
    expect(after.length).toBeGreaterThan(0);
    for (const code of codes) expect(after).not.toContain(code);
  });
});
